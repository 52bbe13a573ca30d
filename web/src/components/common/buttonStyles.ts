import { makeStyles, tokens } from '@fluentui/react-components';

/** Dialog action buttons: never wrapped; a destructive one in red. */
export const useActionButtonStyles = makeStyles({
  button: { whiteSpace: 'nowrap', flexShrink: 0 },
  danger: {
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorPaletteRedForeground1, color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': {
      backgroundColor: tokens.colorPaletteRedForeground1,
      color: tokens.colorNeutralForegroundOnBrand,
    },
  },
});
