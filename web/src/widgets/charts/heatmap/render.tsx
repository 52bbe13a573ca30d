import 'highcharts/modules/heatmap';
import { chartRenderer } from '../common/ChartView';
import { heatmapOptions } from './options';

export const HeatmapChart = chartRenderer(heatmapOptions);
