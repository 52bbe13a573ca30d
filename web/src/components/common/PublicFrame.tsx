import type { ReactNode } from 'react';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { BrandMark } from './BrandMark';
import { LanguageMenu } from './LanguageMenu';
import { ThemeToggle } from './ThemeToggle';
import { VersionTag } from './VersionTag';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'grid',
    gridTemplateRows: 'auto 1fr auto',
    backgroundColor: tokens.colorNeutralBackground1,
    backgroundImage: `radial-gradient(900px 480px at 50% -10%, ${tokens.colorBrandBackground2} 0%, transparent 70%)`,
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
  },
  tools: { display: 'flex', gap: tokens.spacingHorizontalXS },
  main: { display: 'flex', flexDirection: 'column', outlineStyle: 'none' },
  footer: {
    display: 'flex',
    justifyContent: 'space-between',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
    color: tokens.colorNeutralForeground3,
  },
});

/** Pages open to anyone (errors, SSO, shares, license): logo, language, theme, content. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { config } = useServices();
  return (
    <div className={styles.root}>
      <header className={styles.bar}>
        <BrandMark />
        <div className={styles.tools}>
          <LanguageMenu />
          <ThemeToggle />
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <Caption1>{t('common.copyright', { year: new Date().getFullYear(), name: config.logoTextName || 'Wallboard' })}</Caption1>
        <VersionTag />
      </footer>
    </div>
  );
}
