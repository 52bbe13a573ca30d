// Highcharts runs first: its modules find it on `window._Highcharts`, which it sets.
import 'highcharts';
import 'highcharts/highcharts-more';
import 'highcharts/modules/solid-gauge';
import { chartRenderer } from '../common/ChartView';
import { dialGaugeOptions, solidGaugeOptions } from './options';

export const SolidGaugeChart = chartRenderer(solidGaugeOptions);
export const DialGaugeChart = chartRenderer(dialGaugeOptions);
