import { useEffect, useRef, useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { LIMITS } from '../../../shared/limits.js';
import type { NoticeIntent } from '../api/rpc';
import { connectToaster } from '../app/notify';
import { Notice } from '../components/plain/Notice';

const useStyles = makeStyles({
  stack: {
    position: 'fixed',
    top: `${LIMITS.toast.topOffsetPx}px`,
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 1000,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    width: 'min(420px, calc(100vw - 32px))',
  },
  toast: { boxShadow: tokens.shadow16, borderRadius: tokens.borderRadiusMedium },
});

interface Toast {
  id: number;
  intent: NoticeIntent;
  text: string;
  title: string | undefined;
}

/**
 * The sign-in pages' toasts (notify()): the app toaster's place, timing and limit, drawn with
 * the plain notice, loaded with the first notice these pages give.
 */
export default function SignInToaster() {
  const styles = useStyles();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const release = connectToaster((intent, text, timeoutMs, title) => {
      const id = ++next.current;
      setToasts((shown) => [...shown, { id, intent, text, title }].slice(-LIMITS.toast.max));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((shown) => shown.filter((toast) => toast.id !== id));
      }, timeoutMs ?? LIMITS.toast.durationMs);
      timers.add(timer);
    });
    return () => {
      release();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);
  return (
    <div className={styles.stack}>
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast}>
          <Notice intent={toast.intent} data-testid="toast">
            {toast.title ? (
              <>
                <strong>{toast.title}</strong> {toast.text}
              </>
            ) : (
              toast.text
            )}
          </Notice>
        </div>
      ))}
    </div>
  );
}
