// Highcharts runs first: its modules find it on `window._Highcharts`, which it sets.
import 'highcharts';
import 'highcharts/modules/funnel';
import { chartRenderer } from '../common/ChartView';
import { funnelOptions } from './options';

export const FunnelChart = chartRenderer(funnelOptions);
