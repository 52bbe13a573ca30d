import { useMemo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LoadingRing } from '../components/common/LoadingRing';
import { loadedTheme } from '../themes/loadTheme';
import { themeVars } from '../themes/themeVars';

/** The share route's first frame: Fluent's large spinner look in plain CSS (no UI kit component). */
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
});

/** While a share loads: dark, like a wall about to light up. */
export function ShareLoading() {
  const styles = useStyles();
  const { t } = useTranslation();
  const dark = loadedTheme('dark');
  const style = useMemo(() => (dark ? themeVars(dark) : undefined), [dark]);
  return (
    <div className={styles.root} style={style} role="status" aria-live="polite" data-testid="share-loading">
      <LoadingRing size="large" />
      <span>{t('share.loading')}</span>
    </div>
  );
}
