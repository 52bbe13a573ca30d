import { makeStyles } from '@fluentui/react-components';

export const useChartStyles = makeStyles({
  // Strict containment: Highcharts measures its container while charts mount one after another;
  // contained boxes keep each forced layout local instead of re-laying out the whole page.
  chart: { position: 'absolute', inset: 0, overflow: 'hidden', contain: 'strict' },
  // Drilled into a category: back to the top level, over the chart's top-right corner.
  back: { position: 'absolute', top: '8px', right: '8px', maxWidth: 'calc(100% - 16px)' },
});
