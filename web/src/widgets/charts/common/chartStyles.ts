import { makeStyles } from '@fluentui/react-components';

export const useChartStyles = makeStyles({
  chart: { position: 'absolute', inset: 0, overflow: 'hidden' },
});
