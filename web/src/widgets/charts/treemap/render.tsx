import 'highcharts/modules/treemap';
import { chartRenderer } from '../common/ChartView';
import { treemapOptions } from './options';

export const TreemapChart = chartRenderer(treemapOptions);
