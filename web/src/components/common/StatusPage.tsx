import type { ReactNode } from 'react';
import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { flex: 1, display: 'grid', placeItems: 'center', padding: tokens.spacingHorizontalXXL },
  card: {
    width: 'min(520px, 100%)',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalL,
  },
  art: {
    display: 'grid',
    placeItems: 'center',
    width: '96px',
    height: '96px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    boxShadow: `0 0 0 10px ${tokens.colorNeutralBackground2}`,
    marginBottom: tokens.spacingVerticalS,
  },
  error: { color: tokens.colorPaletteRedForeground1 },
  warning: { color: tokens.colorPaletteMarigoldForeground1 },
  info: { color: tokens.colorBrandForeground1 },
  title: { ...typographyStyles.title1, margin: 0 },
  text: { ...typographyStyles.body1, margin: 0, color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', justifyContent: 'center' },
});

export interface StatusPageProps {
  icon: ReactNode;
  tone: 'error' | 'warning' | 'info';
  title: ReactNode;
  description: ReactNode;
  actions?: ReactNode;
  testId?: string;
}

/** A centred message page: error pages, SSO not configured, license update (plain, for every root). */
export function StatusPage({ icon, tone, title, description, actions, testId }: StatusPageProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <section className={styles.card} data-testid={testId}>
        <div className={styles.art} aria-hidden="true">
          <span className={styles[tone]}>{icon}</span>
        </div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{description}</p>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </section>
    </div>
  );
}
