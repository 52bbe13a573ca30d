import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { isRpcError } from '../../api/errors';
import type { SsoLinkReturn } from '../../api/ssoLink';
import { clearPendingSsoLink } from '../../api/ssoLinkPending';
import { usePreferences, useServices } from '../../app/services';
import { errorText } from '../../i18n/errorTexts';

import { PublicFrame } from '../common/PublicFrame';
import { Waiting } from '../common/Waiting';

/**
 * Back from the provider on a link: completes it in this session and returns to the account page,
 * which says how it went. No session opens and this one stays as it is.
 */
export function SsoLinkFinish({
  back,
  refused,
}: {
  back: { code: string; state: string; iss: string | null } | null;
  refused: string | null;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { rpc } = useServices();
  const navigate = useNavigate();
  // The state works once: a second run of the effect (strict mode) must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const done = (outcome: SsoLinkReturn['ssoLink']) => {
      clearPendingSsoLink();
      void navigate('/user/personalize', { replace: true, state: { ssoLink: outcome } satisfies SsoLinkReturn });
    };
    if (!back) {
      done({ linked: false, reason: refused ?? errorText(ErrorCode.SSO_FAILED, language) });
      return;
    }
    const { code, state, iss } = back;
    rpc.call('v1/user/sso_link_finish', { code, state, ...(iss ? { iss } : {}) }).then(
      () => done({ linked: true }),
      (error: unknown) => {
        // A session that ended on the way is the client's to handle (it goes to the login page).
        if (isRpcError(error) && error.handled) return clearPendingSsoLink();
        done({ linked: false, reason: isRpcError(error) ? error.message : errorText(ErrorCode.SSO_FAILED, language) });
      },
    );
  }, [back, language, navigate, refused, rpc]);

  return (
    <PublicFrame>
      <Waiting label={t('personalize.ssoLink.finishing')} testId="sso-linking" />
    </PublicFrame>
  );
}
