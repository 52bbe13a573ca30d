// Highcharts runs first: its modules find it on `window._Highcharts`, which it sets.
import 'highcharts';
import 'highcharts/highcharts-more';
import { chartRenderer } from '../common/ChartView';
import { radarOptions } from './options';

export const RadarChart = chartRenderer(radarOptions);
