import type { ReactNode } from 'react';
import { Body1, makeStyles, mergeClasses, Subtitle1, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXL}`,
    maxWidth: '560px',
    margin: '0 auto',
  },
  art: {
    width: '96px',
    height: '96px',
    borderRadius: tokens.borderRadiusCircular,
    display: 'grid',
    placeItems: 'center',
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
    boxShadow: `0 0 0 12px ${tokens.colorNeutralBackground3}`,
    marginBottom: tokens.spacingVerticalL,
    fontSize: '40px',
  },
  hint: { color: tokens.colorNeutralForeground3, textWrap: 'pretty' },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalS,
    flexWrap: 'wrap',
    justifyContent: 'center',
  },
});

export interface EmptyStateProps {
  icon: ReactNode;
  title: ReactNode;
  hint?: ReactNode;
  actions?: ReactNode;
  className?: string;
  testId?: string;
}

export function EmptyState({ icon, title, hint, actions, className, testId }: EmptyStateProps) {
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.root, className)} data-testid={testId}>
      <div className={styles.art} aria-hidden="true">
        {icon}
      </div>
      <Subtitle1 as="h2">{title}</Subtitle1>
      {hint ? <Body1 className={styles.hint}>{hint}</Body1> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
