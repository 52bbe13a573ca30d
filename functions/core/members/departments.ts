import type { DepartmentApi, DepartmentView } from '../../../shared/acts/departments.js';
import type { Caller, RequestInfo } from '../../lib/act.js';
import { auditAct } from '../../lib/audit.js';
import { newId } from '../../lib/crypto/tokens.js';
import { getApi, listApis, type ApiRecord } from '../../lib/data/data-apis.js';
import {
  addDepartment,
  getDepartment,
  listDepartments,
  moveApi,
  moveMember,
  removeDepartment,
  renameDepartment,
  type DepartmentRecord,
  type MoveResult,
} from '../../lib/data/departments.js';
import { fail } from '../../lib/errors.js';
import { changeMember } from './members.js';

/**
 * Departments (docs/permissions.md#departments): `v2/admin/department/*` and
 * `v2/admin/max_user/set_department`, for those who manage roles. Another tenant's id is
 * DEPARTMENT_NOT_FOUND (or USER_NOT_FOUND, API_NOT_FOUND): every key is built from the caller's tenant.
 */
function view(department: DepartmentRecord): DepartmentView {
  return {
    _id: department.departmentId,
    name: department.name,
    members: department.memberCount,
    apis: department.apiCount,
    created_at: department.createdAt,
  };
}

/** The tenant's departments by creation. */
export async function listDepartmentViews(tenantId: string): Promise<DepartmentView[]> {
  const departments = await listDepartments(tenantId);
  return departments
    .sort((a, b) => a.createdAt - b.createdAt || a.departmentId.localeCompare(b.departmentId))
    .map(view);
}

async function requireDepartment(tenantId: string, departmentId: string): Promise<DepartmentRecord> {
  const department = await getDepartment(tenantId, departmentId);
  if (!department) fail('DEPARTMENT_NOT_FOUND');
  return department;
}

export async function addDepartmentOf(caller: Caller, name: string, request: RequestInfo): Promise<DepartmentView> {
  const department = { departmentId: newId(), name, createdAt: request.now };
  const result = await addDepartment(caller.tenantId, department);
  if (result === 'name_taken') fail('DEPARTMENT_NAME_DUPLICATE');
  if (result === 'full') fail('DEPARTMENTS_FULL');
  await auditAct(caller, request, 'department_add', name, '');
  return view({ ...department, memberCount: 0, apiCount: 0 });
}

export async function renameDepartmentOf(
  caller: Caller,
  departmentId: string,
  name: string,
  request: RequestInfo,
): Promise<DepartmentView> {
  const before = await requireDepartment(caller.tenantId, departmentId);
  const result = await renameDepartment(caller.tenantId, before, name);
  if (result === 'missing') fail('DEPARTMENT_NOT_FOUND');
  if (result === 'name_taken') fail('DEPARTMENT_NAME_DUPLICATE');
  await auditAct(caller, request, 'department_edit', name, before.name);
  return view({ ...before, name });
}

/** Removes a department that holds no member and no API (DEPARTMENT_IN_USE, decided by its own condition). */
export async function removeDepartmentOf(caller: Caller, departmentId: string, request: RequestInfo): Promise<null> {
  const department = await requireDepartment(caller.tenantId, departmentId);
  const result = await removeDepartment(caller.tenantId, department);
  if (result === 'in_use') fail('DEPARTMENT_IN_USE');
  if (result === 'missing') fail('DEPARTMENT_NOT_FOUND');
  await auditAct(caller, request, 'department_remove', department.name, '');
  return null;
}

function refuseMove(result: MoveResult): void {
  if (result === 'department_missing') fail('DEPARTMENT_NOT_FOUND');
  if (result === 'changed') fail('DEPARTMENT_CHANGED');
}

/**
 * Puts a member of the caller's tenant into a department, or none (''): anyone but oneself, so
 * nobody moves themselves next to the data APIs a department holds.
 */
export async function setMemberDepartment(
  caller: Caller,
  userId: string,
  departmentId: string,
  request: RequestInfo,
): Promise<{ _id: string; department_id: string }> {
  await changeMember(
    caller,
    userId,
    {
      targets: 'anyoneElse',
      current: (member) => member.departmentId ?? '',
      next: departmentId,
      write: async (from) => refuseMove(await moveMember(caller.tenantId, userId, from, departmentId)),
      event: 'department_assign',
    },
    request,
  );
  return { _id: userId, department_id: departmentId };
}

/** Puts a data API of the caller's tenant into a department, or none (''). */
export async function setApiDepartment(
  caller: Caller,
  apiId: string,
  departmentId: string,
  request: RequestInfo,
): Promise<{ _id: string; department_id: string }> {
  const api = await getApi(caller.tenantId, apiId);
  if (!api) fail('API_NOT_FOUND');
  const from = api.departmentId ?? '';
  if (from === departmentId) return { _id: apiId, department_id: departmentId };
  refuseMove(await moveApi(caller.tenantId, apiId, from, departmentId));
  await auditAct(caller, request, 'department_assign', api.name, `${from || '-'}->${departmentId || '-'}`);
  return { _id: apiId, department_id: departmentId };
}

/** Every data API of the tenant with its department, by name, for the Departments tab. */
export async function departmentApis(tenantId: string): Promise<DepartmentApi[]> {
  const apis: ApiRecord[] = await listApis(tenantId);
  return apis
    .map((api) => ({ _id: api.apiId, name: api.name, path: api.path, department_id: api.departmentId ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name) || a._id.localeCompare(b._id));
}
