// Highcharts runs first: its modules find it on `window._Highcharts`, which it sets.
import 'highcharts';
import 'highcharts/modules/heatmap';
import { chartRenderer } from '../common/ChartView';
import { heatmapOptions } from './options';

export const HeatmapChart = chartRenderer(heatmapOptions);
