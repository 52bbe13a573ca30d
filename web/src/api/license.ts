import { useCallback } from 'react';
import useSWR from 'swr';
import type { LicenseStatus } from '../../../shared/acts/license.js';
import { useServices } from '../app/services';

const STATUS = 'GET /license/sign';

/** The tenant's licence status (`GET /license/sign`), asked only when signed in. */
export function useLicenseStatus(enabled: boolean) {
  const { rpc, store } = useServices();
  return useSWR<LicenseStatus>(enabled ? [STATUS, store.get('auth') ?? ''] : null, () => rpc.call(STATUS, {}), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** Uploads a licence file's text (`POST /license/update`) and answers the tenant's new status. */
export function useUpdateLicense(): (license: string) => Promise<LicenseStatus> {
  const { rpc } = useServices();
  return useCallback((license: string) => rpc.call('POST /license/update', { license }), [rpc]);
}
