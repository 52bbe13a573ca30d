import 'highcharts/modules/sankey';
import { chartRenderer } from '../common/ChartView';
import { sankeyOptions } from './options';

export const SankeyChart = chartRenderer(sankeyOptions);
