import { useLocation } from 'react-router-dom';
import { BootSplash } from '../app/BootSplash';
import { AcceptInvitePanel } from '../components/auth/AcceptInvitePanel';
import { useSignInHandover } from '../routing/signInHandover';

/**
 * /login, /register and /ssosaas inside the app: the sign-in root draws them (the document loads
 * anew). A signed-in visitor's invitation (`/login?invite=`) is accepted here instead.
 */
export default function ToSignIn() {
  const served = useSignInHandover();
  const invite = new URLSearchParams(useLocation().search).get('invite');
  return !served && invite ? <AcceptInvitePanel code={invite} /> : <BootSplash />;
}
