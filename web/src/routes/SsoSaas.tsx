import { SsoNotConfigured } from '../components/auth/SsoNotConfigured';

/** /ssosaas: hosted single sign-on (no identity provider is configured yet). */
export default function SsoSaas() {
  return <SsoNotConfigured />;
}
