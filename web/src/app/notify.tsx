import { useEffect } from 'react';
import {
  Toast, ToastBody, ToastTitle, Toaster, useId, useToastController,
} from '@fluentui/react-components';
import { LIMITS } from '../../../shared/limits.js';
import type { NoticeIntent } from '../api/rpc';

/**
 * Toasts from anywhere (the RPC client, boot code, components): `notify(intent, text)`.
 * The Toaster is Fluent's, 2 s, at most 3, 50 px from the top (spec §9).
 */
type Dispatch = (intent: NoticeIntent, text: string, timeoutMs?: number, title?: string) => void;

let dispatch: Dispatch | null = null;
const pending: Parameters<Dispatch>[] = [];

export function notify(intent: NoticeIntent, text: string, timeoutMs?: number, title?: string): void {
  if (dispatch) dispatch(intent, text, timeoutMs, title);
  else pending.push([intent, text, timeoutMs, title]);
}

export function AppToaster() {
  const toasterId = useId('wallboard-toaster');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(() => {
    dispatch = (intent, text, timeoutMs, title) =>
      dispatchToast(
        <Toast>
          {title ? <ToastTitle>{title}</ToastTitle> : <ToastTitle>{text}</ToastTitle>}
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
