import { Button } from '@fluentui/react-components';
import { ArrowLeft20Regular, LockClosed48Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useServices } from '../app/services';
import { PublicFrame } from '../components/common/PublicFrame';
import { StatusPage } from '../components/common/StatusPage';

/** /licence_update: reached after the license-expired error (50001020). */
export default function LicenceUpdate() {
  const { t } = useTranslation();
  const { loginAddress } = useServices();
  const navigate = useNavigate();
  return (
    <PublicFrame>
      <StatusPage
        testId="licence-update"
        tone="warning"
        icon={<LockClosed48Regular />}
        title={t('licence.title')}
        description={t('licence.description')}
        actions={
          <Button appearance="secondary" icon={<ArrowLeft20Regular />} onClick={() => void navigate(loginAddress())}>
            {t('licence.backToLogin')}
          </Button>
        }
      />
    </PublicFrame>
  );
}
