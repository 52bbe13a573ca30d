import { useEffect, useRef, useState } from 'react';
import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Spinner, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SERVICE_STATUS_EVENT, type ServiceStatusDetail } from '../../online/onlineCheck';
import { notify } from '../../app/notify';

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    top: tokens.spacingVerticalS,
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 1000,
    width: 'min(640px, calc(100vw - 32px))',
    boxShadow: tokens.shadow16,
  },
  spinner: { marginRight: tokens.spacingHorizontalS },
});

/** Listens for `service-status` events: shows "unreachable" on 502 until a 200 arrives. */
export function OnlineBanner() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [offline, setOffline] = useState(false);
  const offlineRef = useRef(false);
  useEffect(() => {
    const listener = (event: Event) => {
      const { code } = (event as CustomEvent<ServiceStatusDetail>).detail ?? {};
      if (code === 502) {
        offlineRef.current = true;
        setOffline(true);
      }
      if (code === 200 && offlineRef.current) {
        offlineRef.current = false;
        setOffline(false);
        notify('success', t('common.serviceRestored'));
      }
    };
    window.addEventListener(SERVICE_STATUS_EVENT, listener);
    return () => window.removeEventListener(SERVICE_STATUS_EVENT, listener);
  }, [t]);
  if (!offline) return null;
  return (
    <div className={styles.root} role="status" aria-live="polite" data-testid="service-banner">
      <MessageBar intent="warning" layout="multiline" icon={<Spinner size="extra-tiny" className={styles.spinner} />}>
        <MessageBarBody>
          <MessageBarTitle>{t('common.serviceUnreachable')}</MessageBarTitle>
          {t('common.serviceUnreachableDetail')}
        </MessageBarBody>
      </MessageBar>
    </div>
  );
}
