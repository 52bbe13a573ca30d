import { SsoSignIn } from '../components/auth/SsoSignIn';

/** /ssosaas: hosted single sign-on, the workspace found by the work e-mail's domain (docs/sso.md). */
export default function SsoSaas() {
  return <SsoSignIn variant="saas" />;
}
