import { useSearchParams } from 'react-router-dom';
import { BootSplash } from '../app/BootSplash';
import { SsoLinkFinish } from '../components/auth/SsoLinkFinish';
import { useSignInHandover } from '../routing/signInHandover';

/**
 * /sso inside the app: the provider's answer to a link of single sign-on this tab started from the
 * account page finishes here, in the current session (docs/sso.md); every other visit is the
 * sign-in root's (the document loads anew).
 */
export default function SsoInApp() {
  const served = useSignInHandover();
  const [params] = useSearchParams();
  if (served) return <BootSplash />;
  const code = params.get('code');
  const state = params.get('state');
  const refused = params.get('error') ? (params.get('error_description') ?? params.get('error')) : null;
  return (
    <SsoLinkFinish
      back={code && state && !refused ? { code, state, iss: params.get('iss') } : null}
      refused={refused}
    />
  );
}
