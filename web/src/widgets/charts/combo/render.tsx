import { chartRenderer } from '../common/ChartView';
import { comboOptions } from './options';

export const ComboChart = chartRenderer(comboOptions);
