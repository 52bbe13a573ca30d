// Highcharts runs first: its modules find it on `window._Highcharts`, which it sets.
import 'highcharts';
import 'highcharts/modules/boost';
import { chartRenderer } from '../common/ChartView';
import { cartesianOptions } from './options';

export const LineChart = chartRenderer(cartesianOptions('line'));
export const SplineChart = chartRenderer(cartesianOptions('spline'));
export const AreaChart = chartRenderer(cartesianOptions('areaspline'));
export const StackedAreaChart = chartRenderer(cartesianOptions('area'));
export const ColumnChart = chartRenderer(cartesianOptions('column'));
export const BarChart = chartRenderer(cartesianOptions('bar'));
