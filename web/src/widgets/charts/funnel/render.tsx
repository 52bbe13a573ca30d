import 'highcharts/modules/funnel';
import { chartRenderer } from '../common/ChartView';
import { funnelOptions } from './options';

export const FunnelChart = chartRenderer(funnelOptions);
