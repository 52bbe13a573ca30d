import { FooterContent } from './FooterContent';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { BrandMark } from './BrandMark';

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

/**
 * The tools load after the frame: the app draws this frame for a route that failed (a chunk that
 * did not load, among others), so it carries no code the signed-in pages do not already load, and a
 * failed load leaves the tools out instead of failing the error page.
 */
const PreferenceTools = lazy<ComponentType>(() => import('./PreferenceTools').catch(() => ({ default: () => null })));

/** Pages open to anyone (errors, SSO, shares, license): logo, language, theme, content. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <header className={styles.bar}>
        <BrandMark />
        <div className={styles.tools}>
          <Suspense fallback={null}>
            <PreferenceTools />
          </Suspense>
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
