import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Paged, TenantUser } from '../../../shared/acts/admin.js';
import type { FunctionPermission, RoleView } from '../../../shared/acts/roles.js';
import type { SecurityLevel } from '../../../shared/acts/screen.js';
import { useServices } from '../app/services';
import { useSessionKey } from './sessionKey';

/**
 * Role administration of `/user` (shared/acts/roles.ts): the tenant's roles, its members with
 * their roles, and the calls that change them. Keys name the session.
 */
const keys = {
  roles: (auth: string) => ['v2/admin/role/list', auth] as const,
  members: (auth: string, pageNum: number, pageSize: number, keyword: string) =>
    ['v2/admin/max_user/list', auth, pageNum, pageSize, keyword] as const,
};

const listOptions = { revalidateOnFocus: false } as const;

/** Built-in and custom roles, read only for a caller who may manage roles (`enabled`). */
export function useRoles(enabled: boolean) {
  const { rpc } = useServices();
  const key = keys.roles(useSessionKey());
  return useSWR<RoleView[]>(enabled ? key : null, () => rpc.call('v2/admin/role/list', {}), listOptions);
}

/** One page of the tenant's members matching `keyword` (the server filters and pages). */
export function useMembers(pageNum: number, pageSize: number, keyword: string, enabled: boolean) {
  const { rpc } = useServices();
  const auth = useSessionKey();
  return useSWR<Paged<TenantUser>>(
    enabled ? keys.members(auth, pageNum, pageSize, keyword) : null,
    () => rpc.call('v2/admin/max_user/list', { pageNum, pageSize, ...(keyword ? { keyword } : {}) }),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

export interface RoleInput {
  name: string;
  permissions: FunctionPermission[];
}

/** Calls that change roles or a member's role; each refreshes the lists it touched. Errors are thrown. */
export function useRoleActions() {
  const { rpc } = useServices();
  const { mutate } = useSWRConfig();
  const auth = useSessionKey();
  const refreshRoles = useCallback(() => mutate(keys.roles(auth)), [mutate, auth]);
  const refreshMembers = useCallback(
    () => mutate((key) => Array.isArray(key) && key[0] === 'v2/admin/max_user/list', undefined, { revalidate: true }),
    [mutate],
  );

  const add = useCallback(
    async (input: RoleInput) => {
      const role = await rpc.call('v2/admin/role/add', input);
      await refreshRoles();
      return role;
    },
    [rpc, refreshRoles],
  );
  const change = useCallback(
    async (id: string, input: RoleInput) => {
      const role = await rpc.call('v2/admin/role/change', { _id: id, ...input });
      await refreshRoles();
      return role;
    },
    [rpc, refreshRoles],
  );
  const remove = useCallback(
    async (id: string) => {
      await rpc.call('v2/admin/role/remove', { _id: id });
      await refreshRoles();
    },
    [rpc, refreshRoles],
  );
  const changeRole = useCallback(
    async (userId: string, role: string) => {
      const result = await rpc.call('v2/admin/max_user/change_role', { _id: userId, role });
      await Promise.all([refreshMembers(), refreshRoles()]);
      return result;
    },
    [rpc, refreshMembers, refreshRoles],
  );

  const setClearance = useCallback(
    async (userId: string, level: SecurityLevel) => {
      const result = await rpc.call('v2/admin/max_user/set_clearance', { _id: userId, level });
      await refreshMembers();
      return result;
    },
    [rpc, refreshMembers],
  );

  return useMemo(
    () => ({ add, change, remove, changeRole, setClearance }),
    [add, change, remove, changeRole, setClearance],
  );
}
