import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * The selectors of a member's row (role, clearance, department): each fills its own cell and no
 * more, so neighbouring selectors keep the table's cell padding between them (the kit's 250 px
 * minimum width pushed one into the next column); a spinner sits beside it while it saves.
 */
export const useMemberCellStyles = makeStyles({
  cell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  dropdown: { flex: 1, minWidth: 0, maxWidth: '100%' },
  locked: { display: 'flex', minWidth: 0, borderRadius: tokens.borderRadiusMedium },
});
