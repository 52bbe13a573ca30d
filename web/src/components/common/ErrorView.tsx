import { Button } from '@fluentui/react-components';
import { ArrowLeft20Regular, ArrowSync20Regular, ErrorCircle48Regular, Home20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PublicFrame } from './PublicFrame';
import { StatusPage } from './StatusPage';

/** The friendly error pages: a way back, a way home, and (for /error/web) a reload. */
export function ErrorView({ variant }: { variant: 'app' | 'web' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;
  return (
    <PublicFrame>
      <StatusPage
        testId={`error-page-${variant}`}
        tone="error"
        icon={<ErrorCircle48Regular />}
        title={variant === 'web' ? t('errorPage.webTitle') : t('errorPage.title')}
        description={variant === 'web' ? t('errorPage.webDescription') : t('errorPage.description')}
        actions={
          <>
            {canGoBack ? (
              <Button appearance="secondary" icon={<ArrowLeft20Regular />} onClick={() => void navigate(-1)}>
                {t('errorPage.goBack')}
              </Button>
            ) : null}
            {variant === 'web' ? (
              <Button appearance="secondary" icon={<ArrowSync20Regular />} onClick={() => window.location.reload()}>
                {t('errorPage.reload')}
              </Button>
            ) : null}
            <Button appearance="primary" icon={<Home20Regular />} onClick={() => void navigate('/', { replace: true })}>
              {t('errorPage.goHome')}
            </Button>
          </>
        }
      />
    </PublicFrame>
  );
}
