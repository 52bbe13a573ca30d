import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { DepartmentApi, DepartmentView } from '../../../shared/acts/departments.js';
import { useServices } from '../app/services';
import { useSessionKey } from './sessionKey';

/**
 * Departments of `/user` (shared/acts/departments.ts, docs/permissions.md#departments): the
 * tenant's departments with their counts, its data APIs with their department, and the calls that
 * change them. Keys name the session.
 */
const keys = {
  departments: (auth: string) => ['v2/admin/department/list', auth] as const,
  apis: (auth: string) => ['v2/admin/department/api_list', auth] as const,
};

const listOptions = { revalidateOnFocus: false } as const;

/** The tenant's departments, read only for a caller who may manage roles (`enabled`). */
export function useDepartments(enabled: boolean) {
  const { rpc } = useServices();
  const key = keys.departments(useSessionKey());
  return useSWR<DepartmentView[]>(enabled ? key : null, () => rpc.call('v2/admin/department/list', {}), listOptions);
}

/** The tenant's data APIs with their department, while the APIs dialog is open (`enabled`). */
export function useDepartmentApis(enabled: boolean) {
  const { rpc } = useServices();
  const key = keys.apis(useSessionKey());
  return useSWR<DepartmentApi[]>(enabled ? key : null, () => rpc.call('v2/admin/department/api_list', {}), listOptions);
}

/** Calls that change departments, a member's or an API's department; each refreshes what it touched. Errors are thrown. */
export function useDepartmentActions() {
  const { rpc } = useServices();
  const { mutate } = useSWRConfig();
  const auth = useSessionKey();
  const refreshDepartments = useCallback(() => mutate(keys.departments(auth)), [mutate, auth]);
  const refreshApis = useCallback(() => mutate(keys.apis(auth)), [mutate, auth]);
  const refreshMembers = useCallback(
    () => mutate((key) => Array.isArray(key) && key[0] === 'v2/admin/max_user/list', undefined, { revalidate: true }),
    [mutate],
  );

  const add = useCallback(
    async (name: string) => {
      const department = await rpc.call('v2/admin/department/add', { name });
      await refreshDepartments();
      return department;
    },
    [rpc, refreshDepartments],
  );
  const rename = useCallback(
    async (id: string, name: string) => {
      const department = await rpc.call('v2/admin/department/change', { _id: id, name });
      await refreshDepartments();
      return department;
    },
    [rpc, refreshDepartments],
  );
  const remove = useCallback(
    async (id: string) => {
      await rpc.call('v2/admin/department/remove', { _id: id });
      await refreshDepartments();
    },
    [rpc, refreshDepartments],
  );
  const setMember = useCallback(
    async (userId: string, departmentId: string) => {
      const result = await rpc.call('v2/admin/max_user/set_department', { _id: userId, department_id: departmentId });
      await Promise.all([refreshMembers(), refreshDepartments()]);
      return result;
    },
    [rpc, refreshMembers, refreshDepartments],
  );
  const setApi = useCallback(
    async (apiId: string, departmentId: string) => {
      const result = await rpc.call('v2/admin/department/set_api', { _id: apiId, department_id: departmentId });
      await Promise.all([refreshApis(), refreshDepartments()]);
      return result;
    },
    [rpc, refreshApis, refreshDepartments],
  );

  return useMemo(() => ({ add, rename, remove, setMember, setApi }), [add, rename, remove, setMember, setApi]);
}
