// Highcharts runs first: its modules find it on `window._Highcharts`, which it sets.
import 'highcharts';
import 'highcharts/highcharts-more';
import 'highcharts/modules/boost';
import { chartRenderer } from '../common/ChartView';
import { bubbleOptions, scatterOptions } from './options';

export const ScatterChart = chartRenderer(scatterOptions);
export const BubbleChart = chartRenderer(bubbleOptions);
