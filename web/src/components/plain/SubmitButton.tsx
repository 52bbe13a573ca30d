import type { ReactNode } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { PlainButton } from './Button';

const useStyles = makeStyles({
  root: { width: '100%' },
  ring: {
    width: '16px',
    height: '16px',
    boxSizing: 'border-box',
    borderRadius: '50%',
    border: '2px solid color-mix(in srgb, currentColor 30%, transparent)',
    borderTopColor: 'currentColor',
    animationName: { to: { transform: 'rotate(360deg)' } },
    animationDuration: '1.2s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '4s' },
  },
});

/** A full-width primary submit button with a busy state (a turning ring and the busy label), for every form that ends in one. */
export function SubmitButton({
  busy,
  children,
  busyLabel,
  testId,
}: {
  busy: boolean;
  children: ReactNode;
  busyLabel: ReactNode;
  testId?: string;
}) {
  const styles = useStyles();
  return (
    <PlainButton
      type="submit"
      appearance="primary"
      size="large"
      className={styles.root}
      inactive={busy}
      aria-busy={busy}
      icon={busy ? <span className={styles.ring} aria-hidden="true" /> : undefined}
      data-testid={testId}
    >
      {busy ? busyLabel : children}
    </PlainButton>
  );
}
