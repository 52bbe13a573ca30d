import { Button } from '@fluentui/react-components';
import { Key20Regular, PlugDisconnected48Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { errorText } from '../../../../shared/errors/texts.js';
import { usePreferences } from '../../app/services';
import { PublicFrame } from '../common/PublicFrame';
import { StatusPage } from '../common/StatusPage';

/** /sso and /ssosaas until an identity provider can be configured. */
export function SsoNotConfigured() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const navigate = useNavigate();
  return (
    <PublicFrame>
      <StatusPage
        testId="sso-not-configured"
        tone="info"
        icon={<PlugDisconnected48Regular />}
        title={errorText(ErrorCode.SSO_NOT_CONFIGURED, language)}
        description={t('sso.description')}
        actions={
          <Button appearance="primary" icon={<Key20Regular />} onClick={() => void navigate('/login')}>
            {t('sso.usePassword')}
          </Button>
        }
      />
    </PublicFrame>
  );
}
