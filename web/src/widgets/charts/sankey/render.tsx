// Highcharts runs first: its modules find it on `window._Highcharts`, which it sets.
import 'highcharts';
import 'highcharts/modules/sankey';
import { chartRenderer } from '../common/ChartView';
import { sankeyOptions } from './options';

export const SankeyChart = chartRenderer(sankeyOptions);
