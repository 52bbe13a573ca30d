import * as z from 'zod/mini';
import { entityId } from './group.js';
import type { ShareKind } from './link-share.js';
import { SECURITY_LEVELS, type SecurityLevel } from './screen.js';

/** A page request (docs/protocol.md#pagination). */
export const pageArgs = z.object({
  pageNum: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 20),
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(50))),
});

export interface Paged<T> {
  pageNum: number;
  pageSize: number;
  total: number;
  list: T[];
}

export interface TenantUser {
  _id: string;
  name: string;
  email: string;
  mobile: string;
  is_admin: 0 | 1;
  /** A built-in role id (`admin`, `security`, `auditor`, `member`) or a custom role's id. */
  role: string;
  joined_at: number;
  /** Absent on old member items: `active`. */
  state: MemberState;
  /** The highest screen security level the member may reach (docs/permissions.md#classification). */
  clearance: SecurityLevel;
  /** The department the member belongs to, '' for none (docs/permissions.md#departments). */
  department_id: string;
}

/**
 * A member's state in a tenant (docs/tenants.md#member-states): `pending` until the administrator
 * approves (tenants that require approval), `disabled` refused from the next act.
 */
export const MEMBER_STATES = ['active', 'pending', 'disabled'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

/** The acts on one member of the caller's tenant (approve, disable, enable, reset_password, remove). */
export const memberArgs = z.object({ user_id: entityId });

export interface MemberStateResult {
  _id: string;
  state: MemberState;
}

/** `v2/admin/max_user/set_clearance`: a member's clearance (docs/permissions.md#classification). */
export const clearanceArgs = z.object({ _id: entityId, level: z.enum(SECURITY_LEVELS) });

export interface ClearanceResult {
  _id: string;
  clearance: SecurityLevel;
}

export const memberSettingsGetArgs = z.object({});
export const memberSettingsSaveArgs = z.object({
  approval_required: z.coerce.number().check(z.int(), z.gte(0), z.lte(1)),
});

export interface MemberSettings {
  /** 1: people who join by invitation (or SSO) wait for the administrator's approval. */
  approval_required: 0 | 1;
}

export const inviteListArgs = z.object({});
export const inviteRevokeArgs = z.object({
  id: z.string().check(z.trim(), z.regex(/^[0-9a-f]{64}$/)),
});

/** A pending invitation of the tenant, for the administrator. */
export interface PendingInvite {
  /** The invitation's id (what `invite_revoke` takes); not the code, which only the mail has. */
  _id: string;
  email: string;
  role: string;
  /** Epoch ms. */
  invited_at: number;
  expires_at: number;
  invited_by: string;
  invited_by_name: string;
}

/**
 * `v2/admin/max_user/outside_use` takes `memberArgs`: what a member (or a former member) created
 * that callers outside the workspace use, for the administrator to see before and after a removal
 * (docs/tenants.md#what-a-removed-member-leaves).
 */

/** `v2/admin/max_user/outside_renew`: renews all of it at once; `close_shares` 1 also closes the link shares. */
export const outsideRenewArgs = z.object({
  user_id: entityId,
  close_shares: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1)), 0),
});

export interface OutsideUse {
  /** Data API tokens (`/api/data/*`) the person created: name and the first characters of the secret. */
  api_tokens: { _id: string; name: string; prefix: string }[];
  /** Push channels (`/api/push/*`) the person created: name and the last characters of the token. */
  push_channels: { _id: string; name: string; token_hint: string }[];
  /** Live link shares of the person's screens and groups. */
  link_shares: { kind: ShareKind; _id: string; name: string; expires_at: number | null }[];
}

export interface OutsideRenewed {
  /** The person's data API tokens, removed: a token has no renewal; the administrator issues a new one. */
  api_tokens_removed: number;
  /** The person's push channels with their new tokens, shown this once. */
  push_channels: { _id: string; name: string; token: string }[];
  /** The link shares closed (0 unless `close_shares`). */
  link_shares_closed: number;
}

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'v2/admin/max_user/list': pageArgs,
  'v2/admin/max_user/set_clearance': clearanceArgs,
  'v2/admin/max_user/invite_list': inviteListArgs,
  'v2/admin/max_user/invite_revoke': inviteRevokeArgs,
  'v2/admin/max_user/approve': memberArgs,
  'v2/admin/max_user/disable': memberArgs,
  'v2/admin/max_user/enable': memberArgs,
  'v2/admin/max_user/reset_password': memberArgs,
  'v2/admin/max_user/remove': memberArgs,
  'v2/admin/max_user/outside_use': memberArgs,
  'v2/admin/max_user/outside_renew': outsideRenewArgs,
  'v2/admin/max_user/settings_get': memberSettingsGetArgs,
  'v2/admin/max_user/settings_save': memberSettingsSaveArgs,
} as const;
