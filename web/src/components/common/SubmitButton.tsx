import type { ReactNode } from 'react';
import { Button, makeStyles, Spinner } from '@fluentui/react-components';

const useStyles = makeStyles({ root: { width: '100%' } });

/** A full-width primary submit button with a busy state (spinner and busy label). */
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
    <Button
      type="submit"
      appearance="primary"
      size="large"
      className={styles.root}
      disabledFocusable={busy}
      aria-busy={busy}
      icon={busy ? <Spinner size="tiny" appearance="inverted" /> : undefined}
      data-testid={testId}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
