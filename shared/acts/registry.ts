import type { z } from 'zod';
import type { HttpRoute } from '../protocol/routes.js';
import * as admin from './admin.js';
import * as api from './api.js';
import * as editor from './editor.js';
import * as group from './group.js';
import * as linkShare from './link-share.js';
import * as screen from './screen.js';
import * as favourite from './favourite.js';
import * as tenant from './tenant.js';
import * as upload from './upload.js';
import * as user from './user.js';
import * as versions from './versions.js';

/**
 * One payload schema per act (and per non-RPC route), used by the handler before it runs an
 * act and by the client forms before they send one. An act missing here is not served.
 */
export const ACT_SCHEMAS = {
  'v1/user/max_login': user.loginArgs,
  'v1/user/register_max': user.registerArgs,
  'v1/user/change_pass_no_login': user.changePassNoLoginArgs,
  'v1/user/sso_login': user.ssoLoginArgs,
  'v1/user/saas_sso_login': user.ssoLoginArgs,
  'v1/user/change_avatar': user.changeAvatarArgs,
  'v1/user/change_password': user.changePasswordArgs,
  'v1/user/change_name': user.changeNameArgs,
  'v1/user/change_mobile': user.changeMobileArgs,
  'v1/user/change_email': user.changeEmailArgs,
  'v1/user/exist': user.existArgs,
  'v1/user/logout': user.emptyArgs,
  'v1/user/change_user_update_tip': user.changeUpdateTipArgs,
  'v1/user/share_search': user.shareSearchArgs,
  'v2/admin/max_user/list': admin.pageArgs,
  'v1/api/proxy': api.proxyArgs,
  'v1/group/list': group.groupListArgs,
  'v1/group/add': group.groupAddArgs,
  'v1/group/get': group.groupGetArgs,
  'v1/group/change_name': group.groupRenameArgs,
  'v1/group/remove': group.groupRemoveArgs,
  'v1/group/sort': group.groupSortArgs,
  'v1/group/resource_export': group.groupExportArgs,
  'v1/group/resource_import': group.resourceImportArgs,
  'v1/group/get_system_share': group.groupGetArgs,
  'v1/group/save_system_share': group.groupSystemShareArgs,
  'v1/group/change_interval': group.groupIntervalArgs,
  'v1/group/change_single_interval': group.screenIntervalArgs,
  'v1/screen/list': screen.screenListArgs,
  'v1/screen/add': screen.screenAddArgs,
  'v1/screen/get': screen.screenIdArgs,
  'v1/screen/change': screen.screenChangeArgs,
  'v1/screen/change_name': screen.screenRenameArgs,
  'v1/screen/remove': screen.screenIdsArgs,
  'v1/screen/copy': screen.screenIdArgs,
  'v1/screen/sort': screen.screenSortArgs,
  'v1/screen/change_group': screen.screenMoveArgs,
  'v1/screen/change_thumbnail': screen.screenThumbnailArgs,
  'v1/screen/has_create': screen.emptyScreenArgs,
  'v1/screen/deploy_permission': screen.screenIdArgs,
  'v1/screen/add_edit_user': screen.shareUserArgs,
  'v1/screen/remove_edit_user': screen.editUserArgs,
  'v1/screen/get_edit_user': screen.screenIdArgs,
  'v1/screen/save_security_level': screen.securityLevelArgs,
  'v1/screen/get_security_level': screen.screenIdArgs,
  'v1/screen/get_screen_system_share': screen.screenIdArgs,
  'v1/screen/save_screen_system_share': screen.systemShareArgs,
  'v1/screen/resource_export': screen.screenExportArgs,
  'v1/screen/change_config': editor.changeConfigArgs,
  'v1/screen/change_event': editor.changeEventArgs,
  'v1/screen/append_widget': editor.appendWidgetArgs,
  'v1/screen/change_widget': editor.changeWidgetArgs,
  'v1/screen/change_widget_specify': editor.changeWidgetSpecifyArgs,
  'v1/screen/change_widget_location': editor.changeWidgetLocationArgs,
  'v1/screen/delete_widget': editor.deleteWidgetArgs,
  'v1/screen/copy_widget': editor.copyWidgetArgs,
  'v1/screen/start_edit_history': editor.startEditHistoryArgs,
  'v1/screen/edit_history_list': editor.editHistoryListArgs,
  'v1/screen/revoke_edit_history': editor.revokeEditHistoryArgs,
  'v1/screen/version_add': versions.versionAddArgs,
  'v1/screen/version_list': versions.versionListArgs,
  'v1/screen/version_get': versions.versionIdArgs,
  'v1/screen/version_latest': versions.versionLatestArgs,
  'v1/screen/version_rename': versions.versionRenameArgs,
  'v1/screen/version_remark': versions.versionRemarkArgs,
  'v1/screen/version_release': versions.versionIdArgs,
  'v1/screen/version_onward': versions.versionOnwardArgs,
  'v1/screen/version_delete': versions.versionIdArgs,
  'v1/screen/version_replace': versions.versionReplaceArgs,
  'v1/screen/link_share_add': linkShare.linkShareAddArgs,
  'v1/screen/link_share_info': linkShare.linkShareIdArgs,
  'v1/screen/link_share_remove': linkShare.linkShareIdArgs,
  'v1/screen/link_share_before': linkShare.linkShareBeforeArgs,
  'v1/screen/link_share_check': linkShare.linkShareCheckArgs,
  'v1/screen/link_share_view': linkShare.linkShareViewArgs,
  'v1/screen/link_share_data': linkShare.linkShareDataArgs,
  'v1/group/link_share_add': linkShare.linkShareAddArgs,
  'v1/group/link_share_info': linkShare.linkShareIdArgs,
  'v1/group/link_share_remove': linkShare.linkShareIdArgs,
  'v1/group/link_share_before': linkShare.linkShareBeforeArgs,
  'v1/group/link_share_check': linkShare.linkShareCheckArgs,
  'v1/group/link_share_view': linkShare.linkShareViewArgs,
  'v1/group/link_share_data': linkShare.linkShareDataArgs,
  'v1/template/add_widget_temp': favourite.addWidgetTempArgs,
  'v1/template/get_widget_temp': favourite.getWidgetTempArgs,
  'v1/template/get_user_widget_temp_list': favourite.favouriteListArgs,
  'v1/template/get_pub_widget_temp_list': favourite.favouriteListArgs,
  'v1/template/change_widget_temp_name': favourite.renameWidgetTempArgs,
  'v1/template/change_widget_temp_state': favourite.widgetTempStateArgs,
  'v1/template/delete_widget_temp': favourite.widgetTempIdArgs,
  'v1/template/sort_widget_temp': favourite.sortWidgetTempArgs,
  'v1/template/get_style_by_widget_type': favourite.styleByTypeArgs,
  'v1/template/list': favourite.favouriteListArgs,
  'POST /api/upload/batch': upload.uploadBatchArgs,
  'POST /api/upload': upload.uploadPartArgs,
  'POST /api/upload/merge': upload.uploadMergeArgs,
  'POST /api/smsvcode': user.smsVcodeArgs,
  'POST /api/check_vcode': user.checkVcodeArgs,
  'GET /chameleon/oauth2/login': user.ssoLoginArgs,
  'POST /chameleon/tenant/enable': tenant.startupArgs,
  'GET /chameleon/start': tenant.startupArgs,
} as const satisfies Partial<Record<string, z.ZodType>> & Partial<Record<HttpRoute, z.ZodType>>;

export type ActName = keyof typeof ACT_SCHEMAS;
export type ActArgs<A extends ActName> = z.output<(typeof ACT_SCHEMAS)[A]>;
export type ActInput<A extends ActName> = z.input<(typeof ACT_SCHEMAS)[A]>;

export function isKnownAct(value: string): value is ActName {
  return Object.prototype.hasOwnProperty.call(ACT_SCHEMAS, value);
}
