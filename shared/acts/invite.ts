import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage, emailRule } from '../validation/rules.js';
import type { CorpRef } from './user.js';
import { DEFAULT_ROLE, roleId } from './roles.js';

/**
 * Invitations (docs/tenants.md): an administrator invites a person by e-mail into the tenant with
 * a role; the mail carries a single-use code (256 random bits, only its hash stored) that the
 * person accepts once signed in, or uses to register straight into the tenant.
 */
export const inviteCode = z
  .string(codeMessage(ErrorCode.INVITE_CODE_MISSING))
  .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{43}$/, codeMessage(ErrorCode.INVITE_CODE_MISSING)));

export const inviteArgs = z.object({ email: emailRule, role: z._default(roleId, DEFAULT_ROLE) });
export const inviteCodeArgs = z.object({ code: inviteCode });

export interface InviteSent {
  email: string;
  /** Epoch ms after which the code no longer works. */
  expires_at: number;
}

/** What the invitation page shows before the person accepts or registers. */
export interface InviteInfo {
  tenant_name: string;
  inviter_name: string;
  email: string;
  expires_at: number;
}

export interface InviteAccepted {
  /** The tenant just joined, to switch to. */
  tenant_id: string;
  corp: CorpRef[];
}

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'v2/admin/max_user/invite': inviteArgs,
  'v1/user/invite_info': inviteCodeArgs,
  'v1/user/accept_invite': inviteCodeArgs,
} as const;
