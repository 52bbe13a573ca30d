import useSWR, { preload } from 'swr';
import { useServices, type AppServices } from '../app/services';
import { fetchTenantEnabled, fetchVersion, type VersionInfo } from './platform';

const fetcher = (...args: Parameters<typeof fetch>) => fetch(...args);

/** Version info from GET /chameleon/start (read once, kept for the session). */
export function useVersion() {
  const { config } = useServices();
  return useSWR<VersionInfo>(['chameleon/start', config._URL.server], () => fetchVersion(fetcher, config._URL.server), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}

const tenantKey = (server: string) => ['chameleon/tenant/enable', server] as const;

/** POST /chameleon/tenant/enable, remembered as `showTenant` (tenant mode, docs/errors.md#how-the-client-reacts). */
async function loadTenantEnabled({ config, store }: Pick<AppServices, 'config' | 'store'>): Promise<boolean> {
  const enabled = await fetchTenantEnabled(fetcher, config._URL.server).catch(() => store.get('showTenant') === '1');
  store.set('showTenant', enabled ? 1 : 0);
  return enabled;
}

/** Start-up (docs/protocol.md#routes-that-are-not-rpc): ask once while the first page renders. */
export function preloadTenantEnabled(services: Pick<AppServices, 'config' | 'store'>): void {
  void preload(tenantKey(services.config._URL.server), () => loadTenantEnabled(services));
}

/** Whether the tenant switch is shown. */
export function useTenantEnabled() {
  const services = useServices();
  return useSWR<boolean>(tenantKey(services.config._URL.server), () => loadTenantEnabled(services), {
    revalidateOnFocus: false,
    revalidateOnMount: true,
    fallbackData: services.store.get('showTenant') === '1',
  });
}
