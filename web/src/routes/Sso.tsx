import { SsoNotConfigured } from '../components/auth/SsoNotConfigured';

/** /sso: single sign-on (no identity provider is configured yet). */
export default function Sso() {
  return <SsoNotConfigured />;
}
