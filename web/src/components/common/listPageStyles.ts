import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * The look of a management list's table (/dataBase, /dataFile): a framed, horizontally
 * scrolling table with a tinted header, 64 px rows, a name cell with an icon, and the row's
 * actions at the right. Each table adds its own column styles.
 */
export const useListTableStyles = makeStyles({
  frame: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    overflowX: 'auto',
  },
  head: { backgroundColor: tokens.colorNeutralBackground2, fontWeight: tokens.fontWeightSemibold },
  row: { height: '64px' },
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  actionsHead: { '& > div': { justifyContent: 'flex-end' } },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalXXS },
});

/**
 * The page around such a table: a header with the title, its subtitle, the search and the
 * primary action, then the body holding the table or the list's state.
 */
export const useListPageStyles = makeStyles({
  header: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL} ${tokens.spacingVerticalL}`,
  },
  top: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  heading: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  title: { margin: 0 },
  sub: { color: tokens.colorNeutralForeground3 },
  search: { width: '320px', maxWidth: '100%' },
  body: {
    flex: 1,
    display: 'flex',
    flexDirection: 'column',
    padding: `0 ${tokens.spacingHorizontalXXL} ${tokens.spacingVerticalXXL}`,
  },
});
