import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notify } from '../app/notify';
import { useServices } from '../app/services';
import { clearSessionKeys } from '../storage';

/** Sign out: the logout act (its failure does not keep anyone signed in), clear, go to login. */
export function useSignOut() {
  const { t } = useTranslation();
  const { rpc, store, loginAddress } = useServices();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const signOut = useCallback(async () => {
    setBusy(true);
    try {
      await rpc.call('v1/user/logout', {});
    } catch {
      // The session may already be gone; the local sign-out below is what matters.
    } finally {
      clearSessionKeys(store);
      rpc.adoptAuth(null);
      setBusy(false);
      notify('info', t('errors.signedOut'));
      void navigate(loginAddress(), { replace: true });
    }
  }, [rpc, store, loginAddress, navigate, t]);

  /** After a password change every session is revoked: forget ours and sign in again. */
  const forgetSession = useCallback(
    (notice?: string) => {
      clearSessionKeys(store);
      rpc.adoptAuth(null);
      void navigate(loginAddress(), { replace: true, state: notice ? { notice } : null });
    },
    [rpc, store, loginAddress, navigate],
  );

  return { signOut, forgetSession, busy };
}
