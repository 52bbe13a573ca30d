// Highcharts runs first: its modules find it on `window._Highcharts`, which it sets.
import 'highcharts';
import 'highcharts/modules/treemap';
import { chartRenderer } from '../common/ChartView';
import { treemapOptions } from './options';

export const TreemapChart = chartRenderer(treemapOptions);
