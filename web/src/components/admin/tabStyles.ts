import { makeStyles, tokens } from '@fluentui/react-components';

/** The frame of an administration tab: a toolbar (search, filters, the tab's action) above its table. */
export const useTabStyles = makeStyles({
  root: { flex: 1, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minHeight: 0 },
  toolbar: {
    display: 'flex',
    alignItems: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  search: { width: '320px', maxWidth: '100%' },
  count: { color: tokens.colorNeutralForeground3, marginLeft: 'auto', alignSelf: 'center' },
  spacer: { flex: 1 },
  intro: { color: tokens.colorNeutralForeground2, maxWidth: '720px' },
});
