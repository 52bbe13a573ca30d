import { useEffect } from 'react';
import { Link, Toast, ToastBody, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { LIMITS } from '../../../shared/limits.js';
import { connectToaster, followLink } from './notify';

/** Fluent's toaster for notify(): 2 s, at most 3, 50 px from the top (docs/limits.md#client-timing). */
export default function AppToaster() {
  const toasterId = useId('wallboard-toaster');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(
    () =>
      connectToaster((intent, text, timeoutMs, title, link) =>
        dispatchToast(
          <Toast data-testid="toast">
            <ToastTitle
              action={
                link ? (
                  link.newTab ? (
                    <Link href={link.href} target="_blank" rel="noopener" data-testid="toast-link">
                      {link.label}
                    </Link>
                  ) : (
                    <Link href={link.href} data-testid="toast-link" onClick={(event) => followLink(event, link.href)}>
                      {link.label}
                    </Link>
                  )
                ) : undefined
              }
            >
              {title || text}
            </ToastTitle>
            {title ? <ToastBody>{text}</ToastBody> : null}
          </Toast>,
          { intent, ...(timeoutMs ? { timeout: timeoutMs } : {}) },
        ),
      ),
    [dispatchToast],
  );
  return (
    <Toaster
      toasterId={toasterId}
      position="top"
      timeout={LIMITS.toast.durationMs}
      limit={LIMITS.toast.max}
      offset={{ vertical: LIMITS.toast.topOffsetPx }}
      pauseOnHover
    />
  );
}
