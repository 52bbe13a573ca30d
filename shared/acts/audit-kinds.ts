import type { AuditAction } from './audit.js';
import type { ActName } from './registry.js';

/**
 * The kind of entry each change of a named data object records (docs/audit.md): a connection
 * is a data source, a worksheet and a data API each have a kind of their own.
 */
export const CHANGE_ACT_KINDS = {
  'v1/datasource/add': 'datasource_change',
  'v1/datasource/change': 'datasource_change',
  'v1/datasource/remove': 'datasource_change',
  'v1/worksheet/add': 'worksheet_change',
  'v1/worksheet/change': 'worksheet_change',
  'v1/worksheet/remove': 'worksheet_change',
  'v1/api/add': 'data_api_change',
  'v1/api/change': 'data_api_change',
  'v1/api/remove': 'data_api_change',
  'v1/api/publish': 'data_api_change',
  'v1/api/unpublish': 'data_api_change',
} as const satisfies Partial<Record<ActName, AuditAction>>;
export type ChangeAct = keyof typeof CHANGE_ACT_KINDS;

const isChangeAct = (detail: string): detail is ChangeAct => Object.hasOwn(CHANGE_ACT_KINDS, detail);

/** Screens shared with (or taken from) an account or a team, by the share's detail. */
const MEMBER_SHARE_KINDS: Partial<Record<AuditAction, Partial<Record<string, AuditAction>>>> = {
  share_add: { account: 'account_share_add', team: 'team_share_add' },
  share_remove: { account: 'account_share_remove', team: 'team_share_remove' },
};

/**
 * The kind an entry reads as. Entries of connections, worksheets and data APIs written as
 * `datasource_change`, and shares with an account or a team written as `share_add` /
 * `share_remove`, are told apart by their detail (the act, the share's kind); every other
 * entry reads as it was written.
 */
export function entryKind(action: AuditAction, detail: string): AuditAction {
  if (action === 'datasource_change' && isChangeAct(detail)) return CHANGE_ACT_KINDS[detail];
  return MEMBER_SHARE_KINDS[action]?.[detail] ?? action;
}

/**
 * Every act an entry's detail can name: the acts a role can be refused (`permission_denied`,
 * every act that declares `needs`), the changes of data objects and of members, and the two
 * acts by which a person joins by an invitation. The audit log shows each by a label.
 */
export const AUDIT_DETAIL_ACTS = [
  'v1/api/add',
  'v1/api/change',
  'v1/api/group_add',
  'v1/api/group_change_name',
  'v1/api/group_remove',
  'v1/api/publish',
  'v1/api/push_channel_add',
  'v1/api/push_channel_remove',
  'v1/api/push_channel_rename',
  'v1/api/push_channel_renew_token',
  'v1/api/remove',
  'v1/api/test',
  'v1/api/token_add',
  'v1/api/token_remove',
  'v1/api/unpublish',
  'v1/datasource/add',
  'v1/datasource/change',
  'v1/datasource/remove',
  'v1/datasource/test',
  'v1/group/link_share_add',
  'v1/group/resource_import',
  'v1/screen/add',
  'v1/screen/copy',
  'v1/screen/link_share_add',
  'v1/screen/version_add',
  'v1/screen/version_delete',
  'v1/screen/version_onward',
  'v1/screen/version_release',
  'v1/worksheet/add',
  'v1/worksheet/change',
  'v1/worksheet/group_add',
  'v1/worksheet/group_change_name',
  'v1/worksheet/group_remove',
  'v1/worksheet/refresh',
  'v1/worksheet/remove',
  'v1/user/accept_invite',
  'v1/user/register_max',
  'v2/admin/audit/export',
  'v2/admin/audit/list',
  'v2/admin/audit/settings_get',
  'v2/admin/audit/settings_save',
  'v2/admin/department/add',
  'v2/admin/department/api_list',
  'v2/admin/department/change',
  'v2/admin/department/list',
  'v2/admin/department/remove',
  'v2/admin/department/set_api',
  'v2/admin/max_user/approve',
  'v2/admin/max_user/change_role',
  'v2/admin/max_user/disable',
  'v2/admin/max_user/enable',
  'v2/admin/max_user/invite',
  'v2/admin/max_user/invite_list',
  'v2/admin/max_user/invite_revoke',
  'v2/admin/max_user/list',
  'v2/admin/max_user/outside_renew',
  'v2/admin/max_user/outside_use',
  'v2/admin/max_user/remove',
  'v2/admin/max_user/reset_password',
  'v2/admin/max_user/set_clearance',
  'v2/admin/max_user/set_department',
  'v2/admin/max_user/settings_get',
  'v2/admin/max_user/settings_save',
  'v2/admin/role/add',
  'v2/admin/role/change',
  'v2/admin/role/list',
  'v2/admin/role/remove',
  'v2/admin/sso/domain_verify',
  'v2/admin/sso/get',
  'v2/admin/sso/save',
  'v2/admin/team/add',
  'v2/admin/team/add_member',
  'v2/admin/team/change',
  'v2/admin/team/list',
  'v2/admin/team/members',
  'v2/admin/team/remove',
  'v2/admin/team/remove_member',
  'POST /license/update',
] as const satisfies readonly ActName[];
type AuditDetailAct = (typeof AUDIT_DETAIL_ACTS)[number];

export function isAuditDetailAct(detail: string): detail is AuditDetailAct {
  return (AUDIT_DETAIL_ACTS as readonly string[]).includes(detail);
}
