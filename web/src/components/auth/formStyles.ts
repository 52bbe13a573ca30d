import { makeStyles, tokens } from '@fluentui/react-components';

/** Layout shared by the sign-in, registration and password forms. */
export const useAuthFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 520px)': { gridTemplateColumns: '1fr' },
  },
  codeButton: {
    minWidth: 'auto',
    whiteSpace: 'nowrap',
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
  alt: {
    display: 'flex',
    justifyContent: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground3,
  },
  fill: { minWidth: 0, width: '100%' },
  available: { color: tokens.colorPaletteGreenForeground1 },
  divider: { color: tokens.colorNeutralForeground3 },
  sectionTitle: { color: tokens.colorNeutralForeground3, textTransform: 'uppercase', letterSpacing: '0.06em' },
});
