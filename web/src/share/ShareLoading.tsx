import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { THEMES } from '../theme';
import { themeVars } from './themeVars';

/** Fluent's large spinner look in plain CSS, so the share route loads no UI kit component for it. */
const useStyles = makeStyles({
  root: {
    position: 'fixed',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    alignContent: 'center',
    gap: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
  ring: {
    width: '36px',
    height: '36px',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    border: `3px solid ${tokens.colorBrandStroke2}`,
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { to: { transform: 'rotate(360deg)' } },
    animationDuration: '1.2s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '4s' },
  },
});

const DARK = themeVars(THEMES.dark);

/** While a share loads: dark, like a wall about to light up. */
export function ShareLoading() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.root} style={DARK} role="status" aria-live="polite" data-testid="share-loading">
      <span className={styles.ring} aria-hidden="true" />
      <span>{t('share.loading')}</span>
    </div>
  );
}
