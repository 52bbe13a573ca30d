import { useEffect, useRef, useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SERVICE_STATUS_EVENT, type ServiceStatusDetail } from '../../online/onlineCheck';
import { notify } from '../../app/notify';
import { Notice } from '../plain/Notice';
import { LoadingRing } from './LoadingRing';

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    top: tokens.spacingVerticalS,
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 1000,
    width: 'min(640px, calc(100vw - 32px))',
    boxShadow: tokens.shadow16,
    borderRadius: tokens.borderRadiusMedium,
  },
  title: { fontWeight: tokens.fontWeightSemibold },
});

/**
 * Listens for `service-status` events: shows "unreachable" on 502 until a 200 arrives. Plain
 * controls: the sign-in pages show it too.
 */
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
    <div className={styles.root} aria-live="polite" data-testid="service-banner">
      <Notice intent="warning" icon={<LoadingRing size="tiny" />}>
        <span className={styles.title}>{t('common.serviceUnreachable')}</span> {t('common.serviceUnreachableDetail')}
      </Notice>
    </div>
  );
}
