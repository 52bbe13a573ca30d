import 'highcharts/modules/wordcloud';
import { chartRenderer } from '../common/ChartView';
import { wordcloudOptions } from './options';

export const WordcloudChart = chartRenderer(wordcloudOptions);
