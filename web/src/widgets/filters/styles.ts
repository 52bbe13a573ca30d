import { makeStyles, tokens } from '@fluentui/react-components';

/** Layout the filter controls share; colours come from `control.ts` (theme data). */
export const useFilterStyles = makeStyles({
  root: { position: 'absolute', inset: 0, display: 'flex', alignItems: 'stretch', fontFamily: tokens.fontFamilyBase, boxSizing: 'border-box' },
  box: { position: 'relative', flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', borderRadius: '6px', boxSizing: 'border-box', overflow: 'hidden' },
  native: {
    appearance: 'none', border: 'none', outline: 'none', background: 'transparent', color: 'inherit', font: 'inherit', width: '100%', height: '100%', minWidth: 0,
    boxSizing: 'border-box', cursor: 'pointer',
    position: 'relative',
    // The box draws its own calendar icon: the platform's indicator is invisible and covers the
    // field, so a click anywhere opens the picker.
    '::-webkit-calendar-picker-indicator': { position: 'absolute', inset: 0, width: 'auto', height: 'auto', margin: 0, padding: 0, opacity: 0, cursor: 'pointer' },
  },
  icon: { flexShrink: 0, pointerEvents: 'none' },
  row: { display: 'flex', flex: 1, minWidth: 0 },
  option: {
    flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis',
    font: 'inherit', cursor: 'pointer', boxSizing: 'border-box', transitionProperty: 'background, box-shadow, color', transitionDuration: '200ms',
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0ms' },
  },
  label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  design: { pointerEvents: 'none' },
});
