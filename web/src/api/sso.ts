import { useCallback } from 'react';
import useSWR from 'swr';
import type { SsoSettingsArgs, SsoSettingsView } from '../../../shared/acts/sso.js';
import { useServices } from '../app/services';
import { useSessionKey } from './sessionKey';

const GET = 'v2/admin/sso/get';

/** The workspace's identity provider, as its administrator reads and saves it (docs/sso.md). */
export function useSsoSettings() {
  const { rpc } = useServices();
  const auth = useSessionKey();
  const settings = useSWR<SsoSettingsView>([GET, auth], () => rpc.call(GET, {}), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const { mutate } = settings;
  const save = useCallback(
    async (args: SsoSettingsArgs) => {
      const saved = await rpc.call('v2/admin/sso/save', args);
      await mutate(saved, { revalidate: false });
      return saved;
    },
    [rpc, mutate],
  );
  /** Looks the domain's TXT record up now; the answer is the settings with its new state. */
  const verifyDomain = useCallback(
    async (domain: string) => {
      const view = await rpc.call('v2/admin/sso/domain_verify', { domain });
      await mutate(view, { revalidate: false });
      return view;
    },
    [rpc, mutate],
  );
  return { settings, save, verifyDomain };
}
