import { useEffect, type MouseEvent } from 'react';
import { Link, Toast, ToastBody, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { LIMITS } from '../../../shared/limits.js';
import type { NoticeIntent } from '../api/rpc';

/**
 * Toasts from anywhere (the RPC client, boot code, components): `notify(intent, text)`.
 * The Toaster is Fluent's, 2 s, at most 3, 50 px from the top (docs/limits.md#client-timing).
 */
/** A link shown in the toast's title row (e.g. to the page of what was just made). */
export interface NoticeLink {
  label: string;
  href: string;
  /** Opens in a new tab (a page outside the app, e.g. a share link), leaving this one as it is. */
  newTab?: boolean;
}

type Dispatch = (intent: NoticeIntent, text: string, timeoutMs?: number, title?: string, link?: NoticeLink) => void;

let dispatch: Dispatch | null = null;
const pending: Parameters<Dispatch>[] = [];
/** The app's router, once booted: toast links then move within the app instead of reloading it. */
let navigateTo: ((href: string) => void) | null = null;

export function setNoticeNavigator(navigate: ((href: string) => void) | null): void {
  navigateTo = navigate;
}

function followLink(event: MouseEvent<HTMLAnchorElement>, href: string): void {
  // A plain click stays in the app; a modified one (new tab, new window) is the browser's.
  if (!navigateTo || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigateTo(href);
}

export function notify(
  intent: NoticeIntent,
  text: string,
  timeoutMs?: number,
  title?: string,
  link?: NoticeLink,
): void {
  if (dispatch) dispatch(intent, text, timeoutMs, title, link);
  else pending.push([intent, text, timeoutMs, title, link]);
}

export function AppToaster() {
  const toasterId = useId('wallboard-toaster');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(() => {
    dispatch = (intent, text, timeoutMs, title, link) =>
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
      );
    for (const args of pending.splice(0)) dispatch(...args);
    return () => {
      dispatch = null;
    };
  }, [dispatchToast]);
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
