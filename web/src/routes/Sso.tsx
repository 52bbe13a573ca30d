import { SsoSignIn } from '../components/auth/SsoSignIn';

/** /sso: single sign-on by workspace code or work e-mail, and the provider's way back (docs/sso.md). */
export default function Sso() {
  return <SsoSignIn variant="sso" />;
}
