import 'highcharts/highcharts-more';
import { chartRenderer } from '../common/ChartView';
import { radarOptions } from './options';

export const RadarChart = chartRenderer(radarOptions);
