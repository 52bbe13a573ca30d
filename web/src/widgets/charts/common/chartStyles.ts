import { makeStyles } from '@fluentui/react-components';

export const useChartStyles = makeStyles({
  // Strict containment: Highcharts measures its container while charts mount one after another;
  // contained boxes keep each forced layout local instead of re-laying out the whole page.
  chart: { position: 'absolute', inset: 0, overflow: 'hidden', contain: 'strict' },
});
