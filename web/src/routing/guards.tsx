import { Navigate, useLocation, useNavigation } from 'react-router-dom';
import { useServices } from '../app/services';
import { loginRedirect, unknownPathTarget } from './redirects';

/**
 * Guarded routes: without a stored auth value, go to the login address with `redirect`. When the
 * session ends while a navigation is under way (a sign-out going to the login page, an expired
 * session going there with its own `redirect`), that navigation decides where the page goes:
 * the guard draws nothing rather than race it with another address.
 */
export function RequireAuth({ children }: { children: React.ReactNode }) {
  const { store, loginAddress } = useServices();
  const location = useLocation();
  const navigation = useNavigation();
  if (!store.get('auth')) {
    if (navigation.state !== 'idle') return null;
    return <Navigate to={loginRedirect(loginAddress(), location.pathname + location.search)} replace />;
  }
  return <>{children}</>;
}

/** Unknown paths (and the root): the default group's screen list when signed in, else login. */
export function UnknownRedirect() {
  const { store, loginAddress } = useServices();
  const target = unknownPathTarget({
    auth: store.get('auth'),
    defaultGroupId: store.get('default_group_id'),
    loginAddress: loginAddress(),
  });
  return <Navigate to={target} replace />;
}
