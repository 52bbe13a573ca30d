import { chartRenderer } from '../common/ChartView';
import { pieOptions } from './options';

export const PieChart = chartRenderer(pieOptions);
