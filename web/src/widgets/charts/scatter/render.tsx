import 'highcharts/highcharts-more';
import 'highcharts/modules/boost';
import { chartRenderer } from '../common/ChartView';
import { bubbleOptions, scatterOptions } from './options';

export const ScatterChart = chartRenderer(scatterOptions);
export const BubbleChart = chartRenderer(bubbleOptions);
