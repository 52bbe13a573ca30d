/**
 * Act names by family (docs/protocol.md#envelope). An act is `v1/{family}/{action}` (admin acts `v2/...`);
 * one Lambda serves one family and refuses acts of another.
 */
export const FAMILIES = [
  'user', 'group', 'screen', 'template', 'datasource', 'worksheet', 'api', 'upload', 'license', 'tenant', 'admin',
] as const;
export type Family = (typeof FAMILIES)[number];

export const ACTIONS = {
  user: [
    'max_login', 'change_pass_no_login', 'sso_login', 'saas_sso_login', 'change_avatar', 'change_password',
    'change_name', 'change_mobile', 'change_email', 'exist', 'register_max', 'logout', 'change_user_update_tip',
    'share_search',
  ],
  group: [
    'list', 'add', 'remove', 'change_name', 'link_share_add', 'link_share_remove', 'link_share_info',
    'link_share_before', 'link_share_check', 'mobile_group', 'mobile_control', 'get_mobile_control_list',
    'change_interval', 'change_single_interval', 'sort', 'get', 'resource_export', 'resource_import',
    'get_system_share', 'save_system_share',
    // Beyond the original product's acts: a password (or expiring) share's payload, read with the access
    // token link_share_check gave out; and a shared widget's HTTP data, fetched by the server
    // with the request headers only it keeps.
    'link_share_view', 'link_share_data',
  ],
  screen: [
    'get', 'list', 'add', 'change', 'remove', 'copy', 'sort', 'change_group', 'change_name', 'change_config',
    'change_widget', 'change_widget_specify', 'change_widget_location', 'append_widget', 'copy_widget',
    'delete_widget', 'change_thumbnail', 'change_event', 'has_create', 'deploy_permission', 'link_share_add',
    'link_share_info', 'link_share_remove', 'link_share_before', 'link_share_check', 'add_edit_user',
    'remove_edit_user', 'get_edit_user', 'start_edit_history', 'edit_history_list', 'revoke_edit_history',
    'version_list', 'version_delete', 'version_rename', 'version_remark', 'version_release', 'version_replace',
    'version_onward',
    // Beyond the original product's acts, which had "publish" only as an editor feature: publishing a
    // version, reading one version's document for its preview, and which version is the
    // latest (polled by long-running viewers to follow a new release).
    'version_add', 'version_get', 'version_latest',
    // Beyond the original product's acts: a password (or expiring) share's payload and a shared widget's HTTP
    // data (see the group family).
    'link_share_view', 'link_share_data',
    'get_screen_system_share', 'save_screen_system_share', 'save_security_level',
    'get_security_level', 'resource_export',
  ],
  template: [
    'add_widget_temp', 'get_widget_temp', 'get_pub_widget_temp_list', 'get_user_widget_temp_list',
    'change_widget_temp_name', 'change_widget_temp_state', 'delete_widget_temp', 'sort_widget_temp',
    'get_style_by_widget_type', 'list',
  ],
  datasource: ['maidian_receiver'],
  worksheet: [],
  api: ['proxy'],
  upload: [],
  license: [],
  tenant: [],
  admin: ['max_user/list'],
} as const satisfies Record<Family, readonly string[]>;

export type ActionOf<F extends Family> = (typeof ACTIONS)[F][number];

export function isFamily(value: string): value is Family {
  return (FAMILIES as readonly string[]).includes(value);
}

export interface ParsedAct {
  version: 'v1' | 'v2';
  family: Family;
  action: string;
}

/** Splits `v1/user/max_login` into its parts; null when it is not an act name at all. */
export function parseAct(act: unknown): ParsedAct | null {
  if (typeof act !== 'string') return null;
  const match = /^(v1|v2)\/([a-z_]+)\/([a-z_/]+)$/.exec(act);
  if (!match) return null;
  const [, version, family, action] = match;
  if (!version || !family || !action || !isFamily(family)) return null;
  return { version: version as 'v1' | 'v2', family, action };
}
