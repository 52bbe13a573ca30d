import { useState } from 'react';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';

/**
 * One share change at a time: `busy` names the one in flight (a person's, a team's id, or
 * `system`), a success shows as a toast, a refusal as the reported error.
 */
export function useShareAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, action: () => Promise<void>, success: string) => {
    setBusy(key);
    try {
      await action();
      notify('success', success);
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
