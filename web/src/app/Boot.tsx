import { useEffect, useEffectEvent, useState } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { preloadTenantEnabled } from '../api/hooks';
import { sessionStorageOrNull } from '../realtime/device';
import { takeReloadNotice } from '../tenants/tenantSwitch';
import { useOnlineCheck } from '../online/useOnlineCheck';
import { createAppRouter, isGuardedPath, preloadRoute } from '../routing/router';
import { BootSplash } from './BootSplash';
import { notify, setNoticeNavigator } from './notify';
import { ServicesContext, usePreferences, type AppServices } from './services';
import { startServices } from './startServices';
import { useStoredPreferences } from './usePreferenceState';

interface Ready {
  services: AppServices;
  router: ReturnType<typeof createAppRouter>;
}

/** Loads serverConfig.json (3 tries) and the page's code, then builds the services and the router. */
export function Boot() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const [ready, setReady] = useState<Ready | null>(null);

  // An effect event: boot reads the translator and the preferences as they are when it runs, and
  // their later changes do not boot again (they reach the store through the effects below).
  const start = useEffectEvent(async (cancelled: () => boolean) => {
    preloadRoute(window.location.pathname);
    let router: ReturnType<typeof createAppRouter> | null = null;
    const services = await startServices(
      t,
      preferences,
      {
        navigate: (path, state) => void router?.navigate(path, state ? { state } : {}),
        currentPath: () =>
          router ? router.state.location.pathname + router.state.location.search : window.location.pathname,
      },
      cancelled,
    );
    if (!services) return;
    router = createAppRouter();
    const appRouter = router;
    setNoticeNavigator((href) => void appRouter.navigate(href));
    preloadTenantEnabled(services);
    setReady({ services, router });
    // A tenant switch reloads the page; its toast ("You joined …") waited in the tab's session storage.
    const kept = takeReloadNotice(sessionStorageOrNull());
    if (kept) notify('success', i18next.t(kept.key, { tenant: kept.tenant }));
  });

  useEffect(() => {
    let cancelled = false;
    void start(() => cancelled);
    return () => {
      cancelled = true;
    };
  }, []);

  useStoredPreferences(ready?.services.store, preferences);

  useEffect(() => {
    if (!ready) return undefined;
    const { services, router } = ready;
    const onStorage = (event: StorageEvent) => {
      if (services.store.keyOf(event.key) !== 'auth') return;
      services.rpc.onStoredAuthChange(event.newValue, isGuardedPath(router.state.location.pathname));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [ready]);
  useOnlineCheck(ready?.services.config._URL.server);

  if (!ready) return <BootSplash />;
  return (
    <ServicesContext.Provider value={ready.services}>
      <SWRConfig value={{ revalidateOnFocus: false, dedupingInterval: ready.services.config.cacheTimeout }}>
        <RouterProvider router={ready.router} />
      </SWRConfig>
    </ServicesContext.Provider>
  );
}
