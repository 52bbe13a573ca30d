import { FooterContent } from './FooterContent';
import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { BrandMark } from './BrandMark';
import { LanguageMenu } from './LanguageMenu';
import { ThemeToggle } from './ThemeToggle';

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
  const styles = useStyles();
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
        <FooterContent />
      </footer>
    </div>
  );
}
