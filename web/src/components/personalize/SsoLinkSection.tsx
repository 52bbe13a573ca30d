import { useEffect, useState } from 'react';
import {
  Badge,
  Body1Strong,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
} from '@fluentui/react-components';
import { Link20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isRpcError } from '../../api/errors';
import { isSsoLinkReturn, startSsoLink, useSsoLinkStatus, type SsoLinkOutcome } from '../../api/ssoLink';
import { notify } from '../../app/notify';
import { useServices } from '../../app/services';
import { useSectionStyles } from './sectionStyles';

/**
 * The current workspace's single sign-on for a password session: linked or not, a button that
 * links it at the workspace's identity provider, and how the last link went when `/sso` brings
 * the browser back here (docs/sso.md#linking-an-account-that-belongs-to-several-workspaces).
 * Nothing shows while the workspace offers no single sign-on.
 */
export function SsoLinkSection() {
  const { t } = useTranslation();
  const styles = useSectionStyles();
  const { rpc } = useServices();
  const status = useSsoLinkStatus();
  const location = useLocation();
  const navigate = useNavigate();
  // The outcome travels once, in the history entry's state; it is kept here and cleared there,
  // so a reload of the page does not tell it again.
  const [outcome] = useState<SsoLinkOutcome | null>(() =>
    isSsoLinkReturn(location.state) ? location.state.ssoLink : null,
  );
  useEffect(() => {
    if (isSsoLinkReturn(location.state)) void navigate(location.pathname + location.search, { replace: true });
  }, [location, navigate]);
  const [leaving, setLeaving] = useState(false);

  const link = async () => {
    setLeaving(true);
    try {
      await startSsoLink(rpc);
    } catch (error) {
      setLeaving(false);
      if (isRpcError(error) && !error.handled) notify('error', error.message);
    }
  };

  const message = outcome ? (
    <MessageBar intent={outcome.linked ? 'success' : 'error'} data-testid="sso-link-outcome">
      <MessageBarBody>
        {outcome.linked ? t('personalize.ssoLink.done') : t('personalize.ssoLink.failed', { reason: outcome.reason })}
      </MessageBarBody>
    </MessageBar>
  ) : null;
  if (!status.data?.enabled) {
    return message ? (
      <section className={styles.card} aria-labelledby="personalize-sso-link" data-testid="personalize-sso-link">
        <Subtitle2 as="h2" id="personalize-sso-link" className={styles.title}>
          {t('personalize.ssoLink.title')}
        </Subtitle2>
        {message}
      </section>
    ) : null;
  }
  const { linked, workspace } = status.data;
  return (
    <section className={styles.card} aria-labelledby="personalize-sso-link" data-testid="personalize-sso-link">
      <div className={styles.headText}>
        <Subtitle2 as="h2" id="personalize-sso-link" className={styles.title}>
          {t('personalize.ssoLink.title')}
        </Subtitle2>
        <Caption1 className={styles.hint}>{t('personalize.ssoLink.hint')}</Caption1>
      </div>
      {message}
      <div className={styles.head} data-testid="sso-link-row" data-linked={linked}>
        <div className={styles.actions}>
          <Body1Strong>{workspace}</Body1Strong>
          <Badge appearance="tint" color={linked ? 'success' : 'informative'} data-testid="sso-link-state">
            {linked ? t('personalize.ssoLink.linked') : t('personalize.ssoLink.notLinked')}
          </Badge>
        </div>
        {linked ? null : (
          <Button
            appearance="primary"
            icon={leaving ? <Spinner size="tiny" /> : <Link20Regular />}
            disabledFocusable={leaving}
            onClick={() => void link()}
            data-testid="sso-link-start"
          >
            {leaving ? t('sso.redirecting') : t('personalize.ssoLink.link')}
          </Button>
        )}
      </div>
    </section>
  );
}
