import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../components/auth/AuthLayout';
import { useAuthFormStyles } from '../components/auth/formStyles';
import { RegisterForm } from '../components/auth/RegisterForm';
import { AppLink } from '../components/common/AppLink';

/** /register: registering creates the user's company as a workspace and signs them in. */
export default function Register() {
  const { t } = useTranslation();
  const styles = useAuthFormStyles();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')} wide>
      <RegisterForm />
      <div className={styles.alt}>
        <Text>{t('register.haveAccount')}</Text>
        <AppLink to={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}>
          {t('register.signIn')}
        </AppLink>
      </div>
    </AuthLayout>
  );
}
