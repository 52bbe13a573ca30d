import * as z from 'zod/mini';
import { LIMITS } from '../limits.js';

/** What the audit log records (docs/audit.md). */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'lockout',
  'permission_denied',
  'role_change',
  'role_add',
  'role_edit',
  'role_remove',
  'department_add',
  'department_edit',
  'department_remove',
  'department_assign',
  'team_add',
  'team_edit',
  'team_remove',
  'team_member_add',
  'team_member_remove',
  'member_change',
  'clearance_change',
  'share_add',
  'share_remove',
  'account_share_add',
  'account_share_remove',
  'team_share_add',
  'team_share_remove',
  'datasource_change',
  'worksheet_change',
  'data_api_change',
  'version_publish',
  'push_channel_add',
  'push_channel_remove',
  'push_channel_renew',
  'api_token_add',
  'api_token_remove',
  'export',
  'audit_settings',
  'license_update',
  'sso_settings',
  'sso_link',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One audit entry as the security and audit administrators read it. */
export interface AuditEntry {
  _id: string;
  /** Epoch ms. */
  at: number;
  action: AuditAction;
  /** Who acted: a user id, or '' when nobody was signed in (a failed sign-in of an unknown account). */
  actor_id: string;
  actor_name: string;
  /** What it was done to, in words a reader can search: a screen name, a user's name, an act. */
  target: string;
  /** A short machine-readable detail (role id, act name, share kind). */
  detail: string;
  ip: string;
}

const epochMs = z.coerce.number().check(z.int(), z.gte(0));

export const auditListArgs = z.object({
  pageNum: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 50),
  action: z.optional(z.enum(AUDIT_ACTIONS)),
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  /**
   * The stored values (act names, permissions, detail words) whose labels in the reader's
   * language hold the keyword: an entry whose target or detail is one of them matches too.
   */
  labelled: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(200))),
  from: z.optional(epochMs),
  to: z.optional(epochMs),
});
export const auditExportArgs = z.omit(auditListArgs, { pageNum: true, pageSize: true });
export const auditSettingsGetArgs = z.object({});
export const auditSettingsSaveArgs = z.object({
  retention_days: z.coerce
    .number()
    .check(z.int(), z.gte(LIMITS.audit.retentionDaysMin), z.lte(LIMITS.audit.retentionDaysMax)),
});

export interface AuditSettings {
  retention_days: number;
}

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'v2/admin/audit/list': auditListArgs,
  'v2/admin/audit/export': auditExportArgs,
  'v2/admin/audit/settings_get': auditSettingsGetArgs,
  'v2/admin/audit/settings_save': auditSettingsSaveArgs,
} as const;
