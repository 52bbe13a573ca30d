import 'highcharts/highcharts-more';
import { chartRenderer } from '../common/ChartView';
import { roseOptions } from './options';

export const RoseChart = chartRenderer(roseOptions);
