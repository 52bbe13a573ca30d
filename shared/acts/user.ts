import * as z from 'zod/mini';
import { ErrorCode, type Language } from '../errors/catalogue.js';
import { SCREEN_THEMES } from '../widgets/themes.js';
import {
  codeMessage,
  emailRule,
  mobileRule,
  nameRule,
  newPasswordRule,
  passwordRule,
  vcodeRule,
} from '../validation/rules.js';

/** Payload schemas of the `v1/user/*` acts and the SMS routes. */
export const loginArgs = z.object({
  account: z
    .string(codeMessage(ErrorCode.ACCOUNT_REQUIRED))
    .check(
      z.trim(),
      z.minLength(1, codeMessage(ErrorCode.ACCOUNT_REQUIRED)),
      z.maxLength(254, codeMessage(ErrorCode.CREDENTIALS_WRONG)),
    ),
  password: passwordRule,
});

export const registerArgs = z.object({
  mobile: mobileRule,
  vcode: vcodeRule,
  password: newPasswordRule,
  name: nameRule(ErrorCode.NAME_INVALID),
  company: nameRule(ErrorCode.COMPANY_INVALID),
  email: emailRule,
  /** An invitation's code: the new user joins the inviting tenant instead of creating one (docs/tenants.md). */
  invite_code: z.optional(z.string().check(z.trim(), z.maxLength(64))),
});

const passwordChange = {
  old_password: passwordRule,
  new_password: newPasswordRule,
  confirm_password: z
    .string(codeMessage(ErrorCode.PASSWORD_REQUIRED))
    .check(z.minLength(1, codeMessage(ErrorCode.PASSWORD_REQUIRED))),
};

type PasswordChange = { old_password: string; new_password: string; confirm_password: string };

function checkPasswordChange(value: PasswordChange, ctx: z.core.$RefinementCtx): void {
  if (value.confirm_password !== value.new_password) {
    ctx.addIssue({
      code: 'custom',
      path: ['confirm_password'],
      message: codeMessage(ErrorCode.PASSWORD_CONFIRM_MISMATCH),
    });
  }
  if (value.new_password === value.old_password) {
    ctx.addIssue({ code: 'custom', path: ['new_password'], message: codeMessage(ErrorCode.PASSWORD_SAME_AS_OLD) });
  }
}

export const changePasswordArgs = z.object(passwordChange).check(z.superRefine(checkPasswordChange));

export const changePassNoLoginArgs = z
  .object({ account: loginArgs.shape.account, ...passwordChange })
  .check(z.superRefine(checkPasswordChange));

export const changeNameArgs = z.object({ name: nameRule(ErrorCode.NAME_INVALID) });

/** A data URL of a PNG, JPEG or WebP image; size is checked on the decoded bytes. */
export const changeAvatarArgs = z.object({
  image: z
    .string(codeMessage(ErrorCode.AVATAR_INVALID))
    .check(
      z.regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/, codeMessage(ErrorCode.AVATAR_INVALID)),
      z.maxLength(3_000_000, codeMessage(ErrorCode.AVATAR_INVALID)),
    ),
});

export const changeMobileArgs = z.object({ mobile: mobileRule, vcode: vcodeRule });
export const changeEmailArgs = z.object({ email: emailRule });

export const existArgs = z
  .object({
    account: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(254))),
    mobile: z.optional(mobileRule),
    email: z.optional(emailRule),
  })
  .check(
    z.refine(
      (v) => v.account !== undefined || v.mobile !== undefined || v.email !== undefined,
      codeMessage(ErrorCode.EMAIL_OR_MOBILE_REQUIRED),
    ),
  );

export const changeUpdateTipArgs = z.object({ update_tip: z.union([z.boolean(), z.literal(0), z.literal(1)]) });
export const emptyArgs = z.object({});
/** Users of the caller's tenant to share with, by name or email; an empty keyword lists the first ones. */
export const shareSearchArgs = z.object({ keyword: z._default(z.string().check(z.trim(), z.maxLength(254)), '') });
/** What the identity provider sent back to `/sso` or `/ssosaas` (RFC 9207 adds `iss`). */
export const ssoLoginArgs = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(2048)),
  state: z.string().check(z.minLength(1), z.maxLength(2048)),
  iss: z.optional(z.string().check(z.maxLength(512))),
});

export const VCODE_PURPOSES = ['register', 'change_mobile'] as const;
export const smsVcodeArgs = z.object({ mobile: mobileRule, purpose: z._default(z.enum(VCODE_PURPOSES), 'register') });
export const checkVcodeArgs = z.object({
  mobile: mobileRule,
  vcode: vcodeRule,
  purpose: z._default(z.enum(VCODE_PURPOSES), 'register'),
});

export type RegisterArgs = z.infer<typeof registerArgs>;
export type ChangePasswordArgs = z.infer<typeof changePasswordArgs>;
export type ChangePassNoLoginArgs = z.infer<typeof changePassNoLoginArgs>;
export type VcodePurpose = (typeof VCODE_PURPOSES)[number];

/** An id of the session list (docs/protocol.md#active-sessions): 24 hex digits. */
const sessionId = z
  .string(codeMessage(ErrorCode.PARAMS_INCOMPLETE))
  .check(z.regex(/^[0-9a-f]{24}$/, codeMessage(ErrorCode.PARAMS_INCOMPLETE)));
export const sessionRevokeArgs = z.object({ id: sessionId });
export const sessionRevokeAllArgs = z.object({ keep_current: z._default(z.boolean(), true) });

/** One of the caller's live sessions: never its token or the token's hash. */
export interface ActiveSession {
  id: string;
  /** "Chrome on Linux"; empty for sessions from before devices were recorded. */
  device: string;
  /** The source address at sign-in (no place lookup: docs/protocol.md#active-sessions). */
  ip: string;
  /** Epoch milliseconds. */
  created_at: number;
  /** The session this request came with. */
  current: boolean;
}

const UI_LANGUAGES = ['zh', 'en'] as const satisfies readonly Language[];
const screenThemeIds = SCREEN_THEMES.map((theme) => theme.id) as [string, ...string[]];
/** Saves the user's language and default screen theme; an absent field is left as it is. */
export const preferencesSaveArgs = z.object({
  lang: z.optional(z.enum(UI_LANGUAGES, codeMessage(ErrorCode.PARAMS_INCOMPLETE))),
  theme: z.optional(z.enum(screenThemeIds, codeMessage(ErrorCode.PARAMS_INCOMPLETE))),
});

/** The user's saved preferences; empty strings where none was chosen. */
export interface UserPreferences {
  lang: Language | '';
  /** The theme new blank screens start with (shared/widgets/themes.ts); empty: the default theme. */
  theme: string;
}

/** The login result (docs/protocol.md#sessions-tenants-and-origins). */
export interface CorpRef {
  _id: string;
  name: string;
  default: 0 | 1;
  /** Whether the user is this tenant's administrator. */
  is_admin: 0 | 1;
}
export interface LoginResult {
  auth: string;
  avatar: string;
  name: string;
  is_max_new: 0 | 1;
  max_expiration_time: number;
  email: string;
  update_tip: 0 | 1;
  is_admin: 0 | 1;
  corp: CorpRef[];
  user: { _id: string };
  /** Saved language and default screen theme (docs/protocol.md#preferences). */
  preferences: UserPreferences;
  /**
   * 1 when a workspace's identity provider opened the session: it acts in that workspace only and
   * the account-wide acts are refused (docs/sso.md#what-a-single-sign-on-session-may-do).
   */
  sso: 0 | 1;
}

/**
 * Single sign-on of the caller's workspace for the caller (docs/sso.md#linking-an-account-that-belongs-to-several-workspaces):
 * whether the workspace offers it, and whether a subject of its provider is linked to the caller.
 */
export interface SsoLinkStatus {
  enabled: boolean;
  linked: boolean;
  /** The workspace's name. */
  workspace: string;
}

/** A user of the tenant one may share a screen with: who they are, nothing secret. */
export interface ShareCandidate {
  _id: string;
  name: string;
  email: string;
}

/** At most `LIMITS.accountShareListMax` users; `total` counts every match. */
export interface ShareSearchResult {
  list: ShareCandidate[];
  total: number;
}

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'v1/user/max_login': loginArgs,
  'v1/user/register_max': registerArgs,
  'v1/user/change_pass_no_login': changePassNoLoginArgs,
  'v1/user/sso_login': ssoLoginArgs,
  'v1/user/saas_sso_login': ssoLoginArgs,
  'v1/user/sso_link_status': emptyArgs,
  'v1/user/sso_link_start': emptyArgs,
  'v1/user/sso_link_finish': ssoLoginArgs,
  'v1/user/change_avatar': changeAvatarArgs,
  'v1/user/change_password': changePasswordArgs,
  'v1/user/change_name': changeNameArgs,
  'v1/user/change_mobile': changeMobileArgs,
  'v1/user/change_email': changeEmailArgs,
  'v1/user/exist': existArgs,
  'v1/user/logout': emptyArgs,
  'v1/user/change_user_update_tip': changeUpdateTipArgs,
  'v1/user/share_search': shareSearchArgs,
  'v1/user/tenant_list': emptyArgs,
  'v1/user/grants': emptyArgs,
  'v1/user/session_list': emptyArgs,
  'v1/user/session_revoke': sessionRevokeArgs,
  'v1/user/session_revoke_all': sessionRevokeAllArgs,
  'v1/user/preferences': emptyArgs,
  'v1/user/preferences_save': preferencesSaveArgs,
  'v2/admin/sso/get': emptyArgs,
  'v1/api/group_list': emptyArgs,
  'v1/api/token_list': emptyArgs,
  'v1/datasource/environment': emptyArgs,
  'v1/worksheet/group_list': emptyArgs,
  'POST /api/smsvcode': smsVcodeArgs,
  'POST /api/check_vcode': checkVcodeArgs,
} as const;
