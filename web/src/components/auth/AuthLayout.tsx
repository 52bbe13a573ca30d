import { FooterContent } from '../common/FooterContent';
import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { BrandMark } from '../common/BrandMark';
import PreferenceTools from '../common/PreferenceTools';
import { BrandPanel } from './BrandPanel';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1.15fr) minmax(420px, 1fr)',
    backgroundColor: tokens.colorNeutralBackground1,
    '@media (max-width: 1000px)': { gridTemplateColumns: '1fr' },
  },
  brand: {
    position: 'sticky',
    top: 0,
    height: '100vh',
    display: 'flex',
    flexDirection: 'column',
    '@media (max-width: 1000px)': { display: 'none' },
  },
  side: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  tools: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
  },
  compactBrand: { visibility: 'hidden', '@media (max-width: 1000px)': { visibility: 'visible' } },
  toolButtons: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  main: {
    flex: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    outlineStyle: 'none',
  },
  card: { width: '100%', maxWidth: '440px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  wide: { maxWidth: '520px' },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { ...typographyStyles.title1, margin: 0 },
  subtitle: { ...typographyStyles.body1, margin: 0, color: tokens.colorNeutralForeground3 },
  footer: {
    display: 'flex',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
    color: tokens.colorNeutralForeground3,
  },
});

export interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** Sign-in, registration and password pages: brand panel left, the form right. */
export function AuthLayout({ title, subtitle, wide, children }: AuthLayoutProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <div className={styles.brand}>
        <BrandPanel />
      </div>
      <div className={styles.side}>
        <header className={styles.tools}>
          <BrandMark className={styles.compactBrand} />
          <div className={styles.toolButtons}>
            <PreferenceTools />
          </div>
        </header>
        <main id="main-content" tabIndex={-1} className={styles.main}>
          <div className={mergeClasses(styles.card, wide && styles.wide)}>
            <div className={styles.heading}>
              <h1 className={styles.title}>{title}</h1>
              {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
            </div>
            {children}
          </div>
        </main>
        <footer className={styles.footer}>
          <FooterContent />
        </footer>
      </div>
    </div>
  );
}
