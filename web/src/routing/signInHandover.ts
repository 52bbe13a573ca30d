import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { recentNotices } from '../app/notify';
import { useServices } from '../app/services';
import { servedBySignIn, visitorOf, type SignInHandover } from '../signIn/signInPaths';

/** Toasts shown this long before the move travel with it (the reason a session ended). */
const RECENT_MS = 5_000;

/**
 * A sign-in path inside the app (a sign-out, an expired session, a link): when the sign-in root
 * serves it (signIn/signInPaths.ts), the document loads anew at the same address, with the app's
 * notice and the toasts it has just shown in the history state. Returns whether it does; when not,
 * the route draws what the app keeps (an invitation to accept, a link of single sign-on to finish).
 */
export function useSignInHandover(): boolean {
  const location = useLocation();
  const { store } = useServices();
  // Read once: finishing a link forgets it, and the page must not turn into a sign-in then.
  const [linkingSso] = useState(() => visitorOf(location.search, false).linkingSso);
  const served = servedBySignIn(location.pathname, location.search, {
    signedIn: Boolean(store.get('auth')),
    linkingSso,
  });
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
  return served;
}
