// Highcharts runs first: its modules find it on `window._Highcharts`, which it sets.
import 'highcharts';
import 'highcharts/modules/wordcloud';
import { chartRenderer } from '../common/ChartView';
import { wordcloudOptions } from './options';

export const WordcloudChart = chartRenderer(wordcloudOptions);
