import { ADMIN_SCHEMAS } from '../../shared/acts/families/admin.js';
import type { ActTable } from '../lib/act.js';
import { withProfile } from '../lib/data/caller-items.js';
import { familyHandler } from '../lib/family-handler.js';
import {
  setClearance,
  tenantUserPage,
  listPendingInvites,
  revokePendingInvite,
  sendInvite,
  approveMember,
  disableMember,
  enableMember,
  memberSettings,
  removeMember,
  resetMemberPassword,
  saveMemberSettings,
  addCustomRole,
  changeCustomRole,
  changeMemberRole,
  listRoleViews,
  removeCustomRole,
  addDepartmentOf,
  departmentApis,
  listDepartmentViews,
  removeDepartmentOf,
  renameDepartmentOf,
  setApiDepartment,
  setMemberDepartment,
  addTeamMember,
  addTeamOf,
  listTeamViews,
  removeTeamMember,
  removeTeamOf,
  renameTeamOf,
  teamMembers,
} from '../core/members/index.js';
import { outsideUseOf, outsideUseStore, renewOutsideUse } from '../core/shares/index.js';
import { auditActs } from './audit-acts.js';
import { ssoActs } from './sso-acts.js';

/**
 * `v2/admin/*`: administration of the caller's tenant. The member list is for the administrator
 * and role managers; roles are managed by those whose role may (docs/permissions.md).
 */
export const adminActs: ActTable = {
  'v2/admin/max_user/list': {
    access: 'session',
    needs: 'manage_roles',
    run: (args, _request, caller) => tenantUserPage(caller.tenantId, args),
  },
  'v2/admin/max_user/change_role': {
    access: 'session',
    needs: 'manage_roles',
    run: ({ _id, role }, request, caller) => changeMemberRole(caller, _id, role, request),
  },
  'v2/admin/max_user/set_clearance': {
    access: 'session',
    needs: 'manage_roles',
    run: ({ _id, level }, request, caller) => setClearance(caller, _id, level, request),
  },
  'v2/admin/max_user/invite': {
    access: 'session',
    needs: 'administrator',
    profile: withProfile,
    run: (args, request, caller, profile) => sendInvite(caller, profile, args, request),
  },
  'v2/admin/max_user/invite_list': {
    access: 'session',
    needs: 'administrator',
    run: (_a, request, caller) => listPendingInvites(caller, request.now),
  },
  'v2/admin/max_user/invite_revoke': {
    access: 'session',
    needs: 'administrator',
    run: ({ id }, request, caller) => revokePendingInvite(caller, id, request),
  },
  'v2/admin/max_user/approve': {
    access: 'session',
    needs: 'administrator',
    run: ({ user_id }, request, caller) => approveMember(caller, user_id, request),
  },
  'v2/admin/max_user/disable': {
    access: 'session',
    needs: 'administrator',
    run: ({ user_id }, request, caller) => disableMember(caller, user_id, request),
  },
  'v2/admin/max_user/enable': {
    access: 'session',
    needs: 'administrator',
    run: ({ user_id }, request, caller) => enableMember(caller, user_id, request),
  },
  'v2/admin/max_user/reset_password': {
    access: 'session',
    needs: 'administrator',
    run: ({ user_id }, request, caller) => resetMemberPassword(caller, user_id, request),
  },
  'v2/admin/max_user/remove': {
    access: 'session',
    needs: 'administrator',
    run: ({ user_id }, request, caller) => removeMember(caller, user_id, request),
  },
  'v2/admin/max_user/outside_use': {
    access: 'session',
    needs: 'administrator',
    run: ({ user_id }, request, caller) => outsideUseOf(outsideUseStore, caller, user_id, request.now),
  },
  'v2/admin/max_user/outside_renew': {
    access: 'session',
    needs: 'administrator',
    run: ({ user_id, close_shares }, request, caller) =>
      renewOutsideUse(outsideUseStore, caller, user_id, close_shares === 1, request),
  },
  'v2/admin/max_user/settings_get': {
    access: 'session',
    needs: 'administrator',
    run: (_a, _r, caller) => memberSettings(caller.tenantId),
  },
  'v2/admin/max_user/settings_save': {
    access: 'session',
    needs: 'administrator',
    run: ({ approval_required }, request, caller) => saveMemberSettings(caller, approval_required, request),
  },
  'v2/admin/role/list': {
    access: 'session',
    needs: 'manage_roles',
    run: (_a, _r, caller) => listRoleViews(caller.tenantId),
  },
  'v2/admin/role/add': {
    access: 'session',
    needs: 'manage_roles',
    run: ({ name, permissions }, request, caller) => addCustomRole(caller, name, permissions, request),
  },
  'v2/admin/role/change': {
    access: 'session',
    needs: 'manage_roles',
    run: ({ _id, name, permissions }, request, caller) => changeCustomRole(caller, _id, name, permissions, request),
  },
  'v2/admin/role/remove': {
    access: 'session',
    needs: 'manage_roles',
    run: ({ _id }, request, caller) => removeCustomRole(caller, _id, request),
  },
  'v2/admin/department/list': {
    access: 'session',
    needs: 'manage_roles',
    run: (_a, _r, caller) => listDepartmentViews(caller.tenantId),
  },
  'v2/admin/department/add': {
    access: 'session',
    needs: 'manage_roles',
    run: ({ name }, request, caller) => addDepartmentOf(caller, name, request),
  },
  'v2/admin/department/change': {
    access: 'session',
    needs: 'manage_roles',
    run: ({ _id, name }, request, caller) => renameDepartmentOf(caller, _id, name, request),
  },
  'v2/admin/department/remove': {
    access: 'session',
    needs: 'manage_roles',
    run: ({ _id }, request, caller) => removeDepartmentOf(caller, _id, request),
  },
  'v2/admin/department/api_list': {
    access: 'session',
    needs: 'manage_roles',
    run: (_a, _r, caller) => departmentApis(caller.tenantId),
  },
  'v2/admin/department/set_api': {
    access: 'session',
    needs: 'manage_roles',
    run: ({ _id, department_id }, request, caller) => setApiDepartment(caller, _id, department_id, request),
  },
  'v2/admin/max_user/set_department': {
    access: 'session',
    needs: 'manage_roles',
    run: ({ _id, department_id }, request, caller) => setMemberDepartment(caller, _id, department_id, request),
  },
  'v2/admin/team/list': {
    access: 'session',
    needs: 'manage_roles',
    run: (_a, _r, caller) => listTeamViews(caller.tenantId),
  },
  'v2/admin/team/add': {
    access: 'session',
    needs: 'manage_roles',
    run: ({ name }, request, caller) => addTeamOf(caller, name, request),
  },
  'v2/admin/team/change': {
    access: 'session',
    needs: 'manage_roles',
    run: ({ _id, name }, request, caller) => renameTeamOf(caller, _id, name, request),
  },
  'v2/admin/team/remove': {
    access: 'session',
    needs: 'manage_roles',
    run: ({ _id }, request, caller) => removeTeamOf(caller, _id, request),
  },
  'v2/admin/team/members': {
    access: 'session',
    needs: 'manage_roles',
    run: ({ _id }, _r, caller) => teamMembers(caller, _id),
  },
  'v2/admin/team/add_member': {
    access: 'session',
    needs: 'manage_roles',
    run: ({ _id, user_id }, request, caller) => addTeamMember(caller, _id, user_id, request),
  },
  'v2/admin/team/remove_member': {
    access: 'session',
    needs: 'manage_roles',
    run: ({ _id, user_id }, request, caller) => removeTeamMember(caller, _id, user_id, request),
  },
  ...auditActs,
  ...ssoActs,
};

export const handler = familyHandler('admin', adminActs, ADMIN_SCHEMAS);
