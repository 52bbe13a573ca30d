import { FooterContent } from '../common/FooterContent';
import { Divider, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useServices } from '../../app/services';
import { AppLink } from '../common/AppLink';
import { BrandMark } from '../common/BrandMark';
import { MainNav } from './MainNav';
import { UserMenu } from './UserMenu';

const useStyles = makeStyles({
  root: {
    height: '100vh',
    display: 'grid',
    gridTemplateRows: 'auto minmax(0, 1fr) auto',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  skip: {
    position: 'absolute',
    left: tokens.spacingHorizontalM,
    top: '-48px',
    zIndex: 10,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus': { top: tokens.spacingVerticalS },
  },
  bar: {
    height: '56px',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  home: { textDecorationLine: 'none', ':hover': { textDecorationLine: 'none' } },
  divider: { flexGrow: 0, height: '24px' },
  spacer: { flex: 1 },
  main: { minHeight: 0, overflow: 'auto', outlineStyle: 'none', display: 'flex', flexDirection: 'column' },
  footer: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    borderTop: `1px solid ${tokens.colorNeutralStroke3}`,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground3,
  },
});

/** The signed-in frame: top bar (logo, nav, user menu), the page, a status footer. */
export function AppShell() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { config } = useServices();
  return (
    <div className={styles.root}>
      <a href="#main-content" className={styles.skip}>
        {t('common.skipToContent')}
      </a>
      <header className={styles.bar}>
        <AppLink to="/screenList" className={styles.home} aria-label={config.logoTextName || 'Wallboard'}>
          <BrandMark />
        </AppLink>
        <Divider vertical className={styles.divider} />
        <MainNav />
        <div className={styles.spacer} />
        <UserMenu />
      </header>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <FooterContent />
      </footer>
    </div>
  );
}
