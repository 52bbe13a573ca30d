import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { BootSplash } from '../app/BootSplash';
import { recentNotices } from '../app/notify';
import { useServices } from '../app/services';
import { AcceptInvitePanel } from '../components/auth/AcceptInvitePanel';
import { servedBySignIn, type SignInHandover } from '../signIn/signInPaths';

/**
 * /login and /register inside the app (a sign-out, an expired session, a link): the sign-in root
 * draws them, so the document loads anew at the same address, with the app's notice in the
 * history state, with the toasts it has just shown. A signed-in visitor's invitation is accepted
 * here instead.
 */
/** Toasts shown this long before the move travel with it (the reason a session ended). */
const RECENT_MS = 5_000;

export default function ToSignIn() {
  const location = useLocation();
  const { store } = useServices();
  const signedIn = Boolean(store.get('auth'));
  const served = servedBySignIn(location.pathname, location.search, signedIn);
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  useEffect(() => {
    if (!served) return;
    const handover: SignInHandover = {
      signIn: true,
      ...(typeof notice === 'string' ? { notice } : {}),
      toasts: recentNotices(RECENT_MS),
    };
    window.history.replaceState(handover, '', location.pathname + location.search + location.hash);
    window.location.reload();
  }, [served, notice, location]);
  const invite = new URLSearchParams(location.search).get('invite');
  return !served && invite ? <AcceptInvitePanel code={invite} /> : <BootSplash />;
}
