import useSWR from 'swr';
import type { MyGrants } from '../../../shared/acts/roles.js';
import { useServices } from '../app/services';
import { useSessionKey } from './sessionKey';

/**
 * What the signed-in user may do in the current tenant (`v1/user/grants`, docs/permissions.md):
 * the client shows only that, instead of trying acts and being refused (each refusal is audited).
 */
export function useGrants() {
  const { rpc } = useServices();
  return useSWR<MyGrants>(['v1/user/grants', useSessionKey()], () => rpc.call('v1/user/grants', {}), {
    revalidateOnFocus: false,
  });
}
