import { useState } from 'react';
import { isRpcError } from '../../api/errors';
import { notify } from '../../app/notify';

/**
 * One small form of the profile: its value, a catalogue code on error, and a save that routes
 * the act's failure to the field (refusals the client already handled stay quiet).
 */
export function useSaveField(initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<number | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const change = (next: string) => {
    setValue(next);
    setError(undefined);
  };
  const save = async (work: () => Promise<void>, done: string): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      await work();
      notify('success', done);
      return true;
    } catch (failure) {
      if (isRpcError(failure)) {
        if (!failure.handled) setError(failure.code);
      } else notify('error', String(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { value, setValue: change, error, setError, busy, save };
}
