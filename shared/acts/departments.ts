import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { nameRule } from '../validation/rules.js';
import { entityId } from './group.js';

/**
 * Departments (docs/permissions.md#departments): a tenant's administrator and role managers group
 * members, and data APIs, into departments. A member belongs to at most one; the members of a
 * department may see and run (bind in widgets) its APIs, read-only, whoever created them.
 */
export const departmentName = nameRule(ErrorCode.NAME_INVALID);
/** A department id, or '' for none. */
const departmentOrNone = z.string().check(z.trim(), z.maxLength(64));

export const departmentListArgs = z.object({});
export const departmentAddArgs = z.object({ name: departmentName });
export const departmentChangeArgs = z.object({ _id: entityId, name: departmentName });
export const departmentIdArgs = z.object({ _id: entityId });
/** `v2/admin/max_user/set_department`: a member of the caller's tenant into a department ('' for none). */
export const setMemberDepartmentArgs = z.object({ _id: entityId, department_id: departmentOrNone });
/** `v2/admin/department/set_api`: a data API of the caller's tenant into a department ('' for none). */
export const setApiDepartmentArgs = z.object({ _id: entityId, department_id: departmentOrNone });
export const departmentApiListArgs = z.object({});

export interface DepartmentView {
  _id: string;
  name: string;
  members: number;
  apis: number;
  created_at: number;
}

/** One data API of the tenant as the Departments tab lists it (never its definition). */
export interface DepartmentApi {
  _id: string;
  name: string;
  path: string;
  department_id: string;
}

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'v2/admin/department/list': departmentListArgs,
  'v2/admin/department/add': departmentAddArgs,
  'v2/admin/department/change': departmentChangeArgs,
  'v2/admin/department/remove': departmentIdArgs,
  'v2/admin/department/api_list': departmentApiListArgs,
  'v2/admin/department/set_api': setApiDepartmentArgs,
  'v2/admin/max_user/set_department': setMemberDepartmentArgs,
} as const;
