// Highcharts runs first: its modules find it on `window._Highcharts`, which it sets.
import 'highcharts';
import 'highcharts/highcharts-more';
import 'highcharts/modules/solid-gauge';
import { chartRenderer } from '../common/ChartView';
import { progressOptions } from './options';

export const ProgressRingChart = chartRenderer(progressOptions);
