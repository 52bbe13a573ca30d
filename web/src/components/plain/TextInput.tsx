import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { borderColor } from './borderColor';

const useStyles = makeStyles({
  root: {
    ...typographyStyles.body2,
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    boxSizing: 'border-box',
    minHeight: '40px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    ':hover': {
      ...borderColor(tokens.colorNeutralStroke1Hover),
      borderBottomColor: tokens.colorNeutralStrokeAccessibleHover,
    },
    // The kit's focus underline: a brand stroke that grows from the middle.
    '::after': {
      content: '""',
      position: 'absolute',
      left: '-1px',
      right: '-1px',
      bottom: '-1px',
      height: `max(2px, ${tokens.borderRadiusMedium})`,
      borderBottomLeftRadius: tokens.borderRadiusMedium,
      borderBottomRightRadius: tokens.borderRadiusMedium,
      borderBottom: `2px solid ${tokens.colorCompoundBrandStroke}`,
      clipPath: 'inset(calc(100% - 2px) 0 0 0)',
      transform: 'scaleX(0)',
      transitionProperty: 'transform',
      transitionDuration: tokens.durationUltraFast,
      transitionTimingFunction: tokens.curveAccelerateMid,
      '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms' },
    },
    ':focus-within::after': {
      transform: 'scaleX(1)',
      transitionDuration: tokens.durationNormal,
      transitionTimingFunction: tokens.curveDecelerateMid,
    },
  },
  invalid: {
    ...borderColor(tokens.colorPaletteRedBorder2),
    ':hover': { ...borderColor(tokens.colorPaletteRedBorder2) },
  },
  filled: {
    backgroundColor: tokens.colorNeutralBackground3,
    ...borderColor(tokens.colorTransparentStroke),
    ':hover': { ...borderColor(tokens.colorTransparentStroke) },
  },
  input: {
    flexGrow: 1,
    minWidth: 0,
    alignSelf: 'stretch',
    padding: `0 ${tokens.spacingHorizontalS}`,
    border: 'none',
    outlineStyle: 'none',
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    '::placeholder': { color: tokens.colorNeutralForeground4, opacity: 1 },
  },
  slot: {
    display: 'flex',
    alignItems: 'center',
    color: tokens.colorNeutralForeground3,
    '& > svg': { fontSize: '20px' },
  },
});

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'size'> {
  value: string;
  onValueChange: (value: string) => void;
  /** Drawn inside the box before the text (an icon). */
  before?: ReactNode;
  /** Drawn inside the box after the text (a status, a button). */
  after?: ReactNode;
  /** The kit's `filled-darker` look: a value the user cannot change here. */
  filled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The UI kit's large outline input as a plain `<input>` in its box. */
export function TextInput({ value, onValueChange, before, after, filled, className, ...rest }: TextInputProps) {
  const styles = useStyles();
  const invalid = rest['aria-invalid'] === true || rest['aria-invalid'] === 'true';
  return (
    <span className={mergeClasses(styles.root, invalid && styles.invalid, filled && styles.filled, className)}>
      {before ? <span className={styles.slot}>{before}</span> : null}
      <input {...rest} className={styles.input} value={value} onChange={(event) => onValueChange(event.target.value)} />
      {after ? <span className={styles.slot}>{after}</span> : null}
    </span>
  );
}
