import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth/AuthLayout';
import { useAuthFormStyles } from '../components/auth/formStyles';
import { SignInLink, useSearchParams } from './navigation';
import { RegisterForm } from './RegisterForm';

const InviteFlowProvider = lazy(() => import('./InviteFlow'));

/** The sign-in link: back to the invitation (`?invite=`), else with the redirect kept. */
function signInHref(invite: string | null, redirect: string | null): string {
  if (invite) return `/login?invite=${encodeURIComponent(invite)}`;
  return redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
}

/**
 * /register: registering creates the user's company as a workspace and signs them in; with an
 * invitation (`?invite=`) the user joins the inviting workspace instead.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const styles = useAuthFormStyles();
  const params = useSearchParams();
  const invite = params.get('invite');
  return (
    <AuthLayout
      title={invite ? t('invite.registerTitle') : t('register.title')}
      subtitle={invite ? t('invite.registerSubtitle') : t('register.subtitle')}
      wide
    >
      {invite ? (
        <Suspense fallback={null}>
          <InviteFlowProvider code={invite}>{(flow) => <RegisterForm invite={flow} />}</InviteFlowProvider>
        </Suspense>
      ) : (
        <RegisterForm invite={null} />
      )}
      <div className={styles.alt}>
        <span>{t('register.haveAccount')}</span>
        <SignInLink href={signInHref(invite, params.get('redirect'))}>{t('register.signIn')}</SignInLink>
      </div>
    </AuthLayout>
  );
}
