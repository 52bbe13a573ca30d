import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { borderColor } from './borderColor';

const useStyles = makeStyles({
  root: {
    ...typographyStyles.body1Strong,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalSNudge,
    boxSizing: 'border-box',
    minHeight: '32px',
    padding: `5px ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid transparent`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transitionProperty: 'background-color, color',
    transitionDuration: tokens.durationFaster,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
    '& > svg': { fontSize: '20px', flexShrink: 0 },
  },
  large: { ...typographyStyles.subtitle2, minHeight: '40px', padding: `8px ${tokens.spacingHorizontalL}` },
  primary: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':hover:active': { backgroundColor: tokens.colorBrandBackgroundPressed },
  },
  secondary: {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    ...borderColor(tokens.colorNeutralStroke1),
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, ...borderColor(tokens.colorNeutralStroke1Hover) },
    ':hover:active': { backgroundColor: tokens.colorNeutralBackground1Pressed },
  },
  subtle: {
    backgroundColor: tokens.colorSubtleBackground,
    color: tokens.colorNeutralForeground2,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground2Hover },
    ':hover:active': { backgroundColor: tokens.colorSubtleBackgroundPressed },
  },
  transparent: {
    backgroundColor: tokens.colorTransparentBackground,
    color: tokens.colorBrandForeground1,
    ':hover': { color: tokens.colorBrandForeground2 },
  },
  iconOnly: { minWidth: '32px', padding: '5px' },
  disabled: {
    cursor: 'not-allowed',
    backgroundColor: tokens.colorNeutralBackgroundDisabled,
    color: tokens.colorNeutralForegroundDisabled,
    ':hover': { backgroundColor: tokens.colorNeutralBackgroundDisabled, color: tokens.colorNeutralForegroundDisabled },
    ':hover:active': { backgroundColor: tokens.colorNeutralBackgroundDisabled },
  },
  quietDisabled: {
    cursor: 'not-allowed',
    color: tokens.colorNeutralForegroundDisabled,
    ':hover': { color: tokens.colorNeutralForegroundDisabled },
  },
});

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  appearance?: 'primary' | 'secondary' | 'subtle' | 'transparent';
  size?: 'medium' | 'large';
  icon?: ReactNode;
  /** Disabled but still focusable (Fluent's `disabledFocusable`): a busy button keeps the focus it has. */
  inactive?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The UI kit's button look (primary, secondary, subtle, transparent) as a plain `<button>`. */
export function PlainButton({
  appearance = 'subtle',
  size = 'medium',
  icon,
  inactive = false,
  className,
  children,
  onClick,
  type = 'button',
  ...rest
}: PlainButtonProps) {
  const styles = useStyles();
  const iconOnly = icon !== undefined && (children === undefined || children === null);
  return (
    <button
      {...rest}
      type={type}
      aria-disabled={inactive || undefined}
      onClick={inactive ? (event) => event.preventDefault() : onClick}
      className={mergeClasses(
        styles.root,
        size === 'large' && styles.large,
        styles[appearance],
        iconOnly && styles.iconOnly,
        inactive && (appearance === 'primary' ? styles.disabled : styles.quietDisabled),
        className,
      )}
    >
      {icon}
      {children}
    </button>
  );
}
