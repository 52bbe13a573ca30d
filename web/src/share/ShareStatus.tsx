import { Button } from '@fluentui/react-components';
import {
  CalendarEmpty48Regular,
  DocumentDismiss48Regular,
  Link48Regular,
  LockClosed48Regular,
  PlugDisconnected48Regular,
  ShieldError48Regular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { errorText } from '../i18n/errorTexts';
import { usePreferences } from '../app/services';
import { PublicFrame } from '../components/common/PublicFrame';
import { StatusPage } from '../components/common/StatusPage';
import { ShareFluent } from './ShareFluent';
import { ShareServices } from './ShareServices';

/** The title and icon of each reason a share cannot be shown; the text is the catalogue's. */
const REASONS: Record<
  number,
  {
    title: 'closedTitle' | 'notSharedTitle' | 'expiredTitle' | 'unpublishedTitle' | 'secretTitle' | 'throttledTitle';
    icon: ReactElement;
  }
> = {
  [ErrorCode.SCREEN_SHARE_CLOSED]: { title: 'closedTitle', icon: <Link48Regular /> },
  [ErrorCode.SCREEN_SHARE_FAILED]: { title: 'notSharedTitle', icon: <Link48Regular /> },
  [ErrorCode.SCREEN_SHARE_EXPIRED]: { title: 'expiredTitle', icon: <CalendarEmpty48Regular /> },
  [ErrorCode.SCREEN_SHARE_UNPUBLISHED]: { title: 'unpublishedTitle', icon: <DocumentDismiss48Regular /> },
  [ErrorCode.SCREEN_SHARE_SECRET]: { title: 'secretTitle', icon: <ShieldError48Regular /> },
  [ErrorCode.SCREEN_SHARE_THROTTLED]: { title: 'throttledTitle', icon: <LockClosed48Regular /> },
};

/** Why a share link shows nothing: cancelled, not shared, expired, unpublished, secret, or a failure to load. */
export function ShareStatus({ code }: { code: number }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const reason = REASONS[code];
  return (
    <ShareFluent>
      <ShareServices>
        <PublicFrame>
          <StatusPage
            testId="share-status"
            tone={reason ? 'warning' : 'error'}
            icon={reason?.icon ?? <PlugDisconnected48Regular />}
            title={t(`share.states.${reason?.title ?? 'failedTitle'}`)}
            description={<span data-code={code}>{reason ? errorText(code, language) : t('share.states.failed')}</span>}
            actions={
              reason ? undefined : (
                <Button appearance="primary" onClick={() => window.location.reload()}>
                  {t('share.states.retry')}
                </Button>
              )
            }
          />
        </PublicFrame>
      </ShareServices>
    </ShareFluent>
  );
}

/** Framed where the owner does not allow it. */
export function ShareEmbedRefused() {
  const { t } = useTranslation();
  return (
    <ShareFluent>
      <ShareServices>
        <PublicFrame>
          <StatusPage
            testId="share-status"
            tone="warning"
            icon={<ShieldError48Regular />}
            title={t('share.states.embedTitle')}
            description={t('share.states.embed')}
          />
        </PublicFrame>
      </ShareServices>
    </ShareFluent>
  );
}
