import type { MobileControlList, MobileControlResult } from './pad.js';
import type { PushChannel, PushChannelWithToken } from './push.js';
import type { WsTicket } from './ws.js';
import type {
  ClearanceResult,
  MemberSettings,
  MemberStateResult,
  OutsideRenewed,
  OutsideUse,
  Paged,
  PendingInvite,
  TenantUser,
} from './admin.js';
import type { AuditEntry, AuditSettings } from './audit.js';
import type { MyGrants, RoleView } from './roles.js';
import type { DepartmentApi, DepartmentView } from './departments.js';
import type { ScreenShareTeam, ShareableTeam, TeamMember, TeamView } from './teams.js';
import type { LicenseStatus } from './license.js';
import type { SsoSettingsView, SsoStart } from './sso.js';
import type { InviteAccepted, InviteInfo, InviteSent } from './invite.js';
import type { ProxyAnswer } from './api.js';
import type { ApiDetail, ApiGroup, ApiRunResult, ApiSummary, ApiToken, ApiTokenCreated } from './data-api.js';
import type {
  ConnectionTestResult,
  DatasourceEnvironment,
  DatasourceSummary,
  MarketingSourceRecorded,
  SqlColumnInfo,
  SqlResult,
} from './datasource.js';
import type { EditHistoryEntry, StoredWidget, WidgetWriteResult } from './editor.js';
import type { MobileRules, ScreenGroup } from './group.js';
import type { ShareAccess, ShareBefore, ShareInfo, SharePayload } from './link-share.js';
import type { ActName } from './registry.js';
import type { ScreenShareUser, ScreenSummary, SecurityLevel } from './screen.js';
import type { Favourite, FavouriteSummary } from './favourite.js';
import type { UploadBatch, UploadMerged } from './upload.js';
import type {
  ExtractColumns,
  FileInspection,
  WorksheetDetail,
  WorksheetGroup,
  WorksheetPreview,
  WorksheetRun,
  WorksheetSummary,
} from './worksheet.js';
import type { WorksheetDataResult } from './worksheet-data.js';
import type { VersionDetail, VersionSummary } from './versions.js';
import type { ActiveSession, CorpRef, LoginResult, ShareSearchResult, SsoLinkStatus, UserPreferences } from './user.js';
import type { ScreenConfig, ScreenDocument } from '../screen/document.js';

/** A file the server prepared for download (exports), named by content-disposition. */
export interface DownloadTicket {
  url: string;
  filename: string;
  screens: number;
}

/** A screen as the editor opens it: the card, the whole document and the revision of each item. */
export interface ScreenDetail extends ScreenSummary {
  document: ScreenDocument;
  revisions: Record<string, number>;
  config_revision: number;
}

/**
 * What every act answers in `msg` on success: the handlers are typed against it and the SPA
 * reads it, so the two sides cannot drift.
 */
export interface ActResults {
  'v1/user/max_login': LoginResult;
  'v1/user/register_max': LoginResult;
  'v1/user/change_pass_no_login': null;
  'v1/user/sso_login': LoginResult;
  'v1/user/saas_sso_login': LoginResult;
  'v1/user/sso_link_status': SsoLinkStatus;
  'v1/user/sso_link_start': SsoStart;
  'v1/user/sso_link_finish': SsoLinkStatus;
  'v1/user/change_avatar': { avatar: string };
  'v1/user/change_password': null;
  'v1/user/change_name': { name: string };
  'v1/user/change_mobile': { mobile: string };
  'v1/user/change_email': { email: string };
  'v1/user/exist': { exist: boolean };
  'v1/user/logout': null;
  'v1/user/change_user_update_tip': { update_tip: 0 | 1 };
  'v1/user/share_search': ShareSearchResult;
  'v1/user/ws_ticket': WsTicket;
  'v1/user/tenant_list': CorpRef[];
  'v1/user/grants': MyGrants;
  'v1/user/session_list': ActiveSession[];
  'v1/user/session_revoke': null;
  'v1/user/session_revoke_all': { revoked: number };
  'v1/user/preferences': UserPreferences;
  'v1/user/preferences_save': UserPreferences;
  'GET /license/sign': LicenseStatus;
  'POST /license/update': LicenseStatus;
  'v2/admin/max_user/list': Paged<TenantUser>;
  'v2/admin/max_user/change_role': { _id: string; role: string };
  'v2/admin/max_user/set_clearance': ClearanceResult;
  'v2/admin/max_user/invite': InviteSent;
  'v2/admin/max_user/invite_list': PendingInvite[];
  'v2/admin/max_user/invite_revoke': null;
  'v2/admin/max_user/approve': MemberStateResult;
  'v2/admin/max_user/disable': MemberStateResult;
  'v2/admin/max_user/enable': MemberStateResult;
  'v2/admin/max_user/reset_password': null;
  'v2/admin/max_user/remove': null;
  'v2/admin/max_user/outside_use': OutsideUse;
  'v2/admin/max_user/outside_renew': OutsideRenewed;
  'v2/admin/max_user/settings_get': MemberSettings;
  'v2/admin/max_user/settings_save': MemberSettings;
  'v1/user/invite_info': InviteInfo;
  'v1/user/accept_invite': InviteAccepted;
  'v2/admin/role/list': RoleView[];
  'v2/admin/role/add': RoleView;
  'v2/admin/role/change': RoleView;
  'v2/admin/role/remove': null;
  'v2/admin/department/list': DepartmentView[];
  'v2/admin/department/add': DepartmentView;
  'v2/admin/department/change': DepartmentView;
  'v2/admin/department/remove': null;
  'v2/admin/department/api_list': DepartmentApi[];
  'v2/admin/department/set_api': { _id: string; department_id: string };
  'v2/admin/max_user/set_department': { _id: string; department_id: string };
  'v2/admin/team/list': TeamView[];
  'v2/admin/team/add': TeamView;
  'v2/admin/team/change': TeamView;
  'v2/admin/team/remove': null;
  'v2/admin/team/members': TeamMember[];
  'v2/admin/team/add_member': TeamMember;
  'v2/admin/team/remove_member': null;
  'v2/admin/audit/list': Paged<AuditEntry> & { capped: boolean };
  'v2/admin/audit/export': DownloadTicket;
  'v2/admin/audit/settings_get': AuditSettings;
  'v2/admin/audit/settings_save': AuditSettings;
  'v2/admin/sso/get': SsoSettingsView;
  'v2/admin/sso/save': SsoSettingsView;
  'v2/admin/sso/domain_verify': SsoSettingsView;
  'v1/group/list': ScreenGroup[];
  'v1/group/add': ScreenGroup;
  'v1/group/get': ScreenGroup;
  'v1/group/change_name': { _id: string; name: string };
  'v1/group/remove': { moved: number; deleted: number };
  'v1/group/sort': null;
  'v1/group/resource_export': DownloadTicket;
  'v1/group/resource_import': { group: ScreenGroup; screens: number };
  'v1/group/get_system_share': { share: boolean };
  'v1/group/save_system_share': { share: boolean };
  'v1/group/change_interval': { _id: string; interval: number };
  'v1/group/change_single_interval': { _id: string; screen_id: string; interval: number | null };
  'v1/group/mobile_group': { _id: string; mobile_rules: MobileRules | null };
  'v1/group/get_mobile_control_list': MobileControlList;
  'v1/group/mobile_control': MobileControlResult;
  'v1/screen/list': Paged<ScreenSummary>;
  'v1/screen/add': ScreenSummary;
  'v1/screen/get': ScreenDetail;
  'v1/screen/change': ScreenSummary;
  'v1/screen/change_name': { _id: string; name: string };
  'v1/screen/remove': { removed: number };
  'v1/screen/copy': ScreenSummary;
  'v1/screen/sort': null;
  'v1/screen/change_group': { moved: number };
  'v1/screen/change_thumbnail': { thumb: string };
  'v1/screen/has_create': { has: boolean };
  'v1/screen/deploy_permission': { deploy: boolean };
  'v1/screen/add_edit_user': null;
  'v1/screen/remove_edit_user': null;
  'v1/screen/get_edit_user': ScreenShareUser[];
  'v1/screen/share_team': null;
  'v1/screen/share_teams': ScreenShareTeam[];
  'v1/screen/shareable_teams': ShareableTeam[];
  'v1/screen/save_security_level': { level: SecurityLevel };
  'v1/screen/get_security_level': { level: SecurityLevel };
  'v1/screen/get_screen_system_share': { share: boolean };
  'v1/screen/save_screen_system_share': { share: boolean };
  'v1/screen/resource_export': DownloadTicket;
  'v1/screen/change_config': { config: ScreenConfig; revision: number };
  'v1/screen/change_event': { config: ScreenConfig; revision: number };
  'v1/screen/append_widget': WidgetWriteResult;
  'v1/screen/change_widget': { id: string; revision: number };
  'v1/screen/change_widget_specify': { id: string; revision: number };
  'v1/screen/change_widget_location': WidgetWriteResult;
  'v1/screen/delete_widget': { deleted: number };
  'v1/screen/copy_widget': { screen: string; widgets: StoredWidget[] };
  'v1/screen/start_edit_history': EditHistoryEntry;
  'v1/screen/edit_history_list': EditHistoryEntry[];
  'v1/screen/revoke_edit_history': { restored: EditHistoryEntry; saved: EditHistoryEntry };
  'v1/screen/version_add': VersionSummary;
  'v1/screen/version_list': VersionSummary[];
  'v1/screen/version_get': VersionDetail;
  'v1/screen/version_latest': { version_id: string | null };
  'v1/screen/version_rename': VersionSummary;
  'v1/screen/version_remark': VersionSummary;
  'v1/screen/version_release': VersionSummary;
  'v1/screen/version_onward': VersionSummary;
  'v1/screen/version_delete': { deleted: string; latest: string | null };
  'v1/screen/version_replace': { replaced: string; widgets: number };
  'v1/screen/link_share_add': ShareInfo;
  'v1/screen/link_share_info': ShareInfo;
  'v1/screen/link_share_remove': ShareInfo;
  'v1/screen/link_share_before': ShareBefore;
  'v1/screen/link_share_check': ShareAccess;
  'v1/screen/link_share_view': SharePayload;
  'v1/screen/link_share_data': ProxyAnswer;
  'v1/screen/link_share_ws_ticket': WsTicket;
  'v1/group/link_share_add': ShareInfo;
  'v1/group/link_share_info': ShareInfo;
  'v1/group/link_share_remove': ShareInfo;
  'v1/group/link_share_before': ShareBefore;
  'v1/group/link_share_check': ShareAccess;
  'v1/group/link_share_view': SharePayload;
  'v1/group/link_share_data': ProxyAnswer;
  'v1/group/link_share_ws_ticket': WsTicket;
  'v1/api/proxy': ProxyAnswer;
  'v1/api/list': ApiSummary[];
  'v1/api/get': ApiDetail;
  'v1/api/add': ApiDetail;
  'v1/api/change': ApiDetail;
  'v1/api/remove': null;
  'v1/api/test': ApiRunResult;
  'v1/api/run': ApiRunResult;
  'v1/api/publish': ApiSummary;
  'v1/api/unpublish': ApiSummary;
  'v1/api/group_list': ApiGroup[];
  'v1/api/group_add': ApiGroup;
  'v1/api/group_change_name': ApiGroup;
  'v1/api/group_remove': { moved: number };
  'v1/api/token_list': ApiToken[];
  'v1/api/push_channel_list': PushChannel[];
  'v1/api/push_channel_add': PushChannelWithToken;
  'v1/api/push_channel_rename': PushChannel;
  'v1/api/push_channel_remove': null;
  'v1/api/push_channel_renew_token': PushChannelWithToken;
  'v1/api/token_add': ApiTokenCreated;
  'v1/api/token_remove': null;
  'v1/datasource/list': DatasourceSummary[];
  'v1/datasource/get': DatasourceSummary;
  'v1/datasource/add': DatasourceSummary;
  'v1/datasource/change': DatasourceSummary;
  'v1/datasource/remove': null;
  'v1/datasource/test': ConnectionTestResult;
  'v1/datasource/schemas': string[];
  'v1/datasource/tables': string[];
  'v1/datasource/columns': SqlColumnInfo[];
  'v1/datasource/preview': SqlResult;
  'v1/datasource/environment': DatasourceEnvironment;
  'v2/datasource/maidian_receiver': MarketingSourceRecorded;
  'v1/worksheet/list': WorksheetSummary[];
  'v1/worksheet/get': WorksheetDetail;
  'v1/worksheet/inspect': FileInspection;
  'v1/worksheet/extract_columns': ExtractColumns;
  'v1/worksheet/add': WorksheetDetail;
  'v1/worksheet/change': WorksheetDetail;
  'v1/worksheet/remove': null;
  'v1/worksheet/preview': WorksheetPreview;
  'v1/worksheet/refresh': WorksheetRun;
  'v1/worksheet/runs': WorksheetRun[];
  'v1/worksheet/export': DownloadTicket;
  'v1/worksheet/group_list': WorksheetGroup[];
  'v1/worksheet/group_add': WorksheetGroup;
  'v1/worksheet/group_change_name': WorksheetGroup;
  'v1/worksheet/group_remove': null;
  'v1/worksheet/data': WorksheetDataResult;
  'v1/template/add_widget_temp': FavouriteSummary;
  'v1/template/get_widget_temp': Favourite;
  'v1/template/get_user_widget_temp_list': FavouriteSummary[];
  'v1/template/get_pub_widget_temp_list': FavouriteSummary[];
  'v1/template/change_widget_temp_name': { _id: string; name: string };
  'v1/template/change_widget_temp_state': FavouriteSummary;
  'v1/template/delete_widget_temp': null;
  'v1/template/sort_widget_temp': null;
  'v1/template/get_style_by_widget_type': Favourite[];
  'v1/template/list': FavouriteSummary[];
  'POST /api/upload/batch': UploadBatch;
  'POST /api/upload': { url: string };
  'POST /api/upload/merge': UploadMerged;
  'POST /api/smsvcode': { resend_after: number };
  'POST /api/check_vcode': { valid: boolean };
  'GET /chameleon/oauth2/login': SsoStart;
  'POST /chameleon/tenant/enable': { code: 200; data: { enable: boolean } };
  'GET /chameleon/start': { code: 200; data: { data: { name: string; version: string; build: string } } };
}

export type ActResult<A extends ActName> = ActResults[A];
