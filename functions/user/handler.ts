import { USER_SCHEMAS } from '../../shared/acts/families/user.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { normalizeAccount } from '../../shared/validation/plain-rules.js';
import type { ActTable, Caller } from '../lib/act.js';
import { withProfile } from '../lib/data/caller-items.js';
import { deleteSession } from '../lib/data/sessions.js';
import { getGroup } from '../lib/data/groups.js';
import { getScreen } from '../lib/data/screens.js';
import { changeLogin, updateUser, type UserRecord } from '../lib/data/users.js';
import { env } from '../lib/env.js';
import { fail, isDomainError } from '../lib/errors.js';
import { familyHandler } from '../lib/family-handler.js';
import { closeUserSockets } from '../lib/realtime.js';
import { changeAvatar } from './avatar.js';
import { checkCredentials, passwordExpired } from './credentials.js';
import { searchShareCandidates, tenantListOf, acceptInvite, inviteInfo } from '../core/members/index.js';
import { userTicket } from '../core/realtime/index.js';
import { accountExists } from './exist.js';
import { signIn } from './login-result.js';
import { finishSso, finishSsoLink, ssoLinkStatus, startSso, startSsoLink } from '../core/sso/index.js';
import { auditSignIn } from './sign-in-audit.js';
import { changePassword, changePasswordWithoutLogin } from './password.js';
import { myGrants } from '../lib/permissions.js';
import { register } from './register.js';
import { ACCOUNT_RATE_RULES, countingFailures, limitClient } from './throttle.js';
import { checkVcode, sendVcode } from './vcode.js';
import { preferences, revokeAllSessions, revokeSession, savePreferences, sessionList } from './sessions.js';

/** The e-mail and mobile of a person the identity provider signs in are the provider's (docs/sso.md). */
function requireOwnLogins(user: UserRecord | undefined): UserRecord {
  if (!user) fail('USER_NOT_FOUND');
  if (user.ssoOnly) fail('PERMISSION_DENIED');
  return user;
}

/**
 * Account-wide acts (the login identifiers, the name, the picture, the password, joining another
 * workspace) need a session opened with a password or a code: a workspace's identity provider
 * speaks for that workspace only, never for the account (docs/sso.md#what-a-single-sign-on-session-may-do).
 */
function requireAccountSession(caller: Caller): void {
  if (caller.ssoTenant) fail('PERMISSION_DENIED');
}

/** `v1/user/*` and the SMS code routes. */
export const userActs: ActTable = {
  'v1/user/max_login': {
    access: 'public',
    run: async ({ account, password }, request) => {
      const { now } = request;
      const user = await countingFailures(ACCOUNT_RATE_RULES.signIn, request, () =>
        checkCredentials(account, password, now, async (known, locked) => {
          await auditSignIn(known, account, 'sign_in_failed', request);
          if (locked) await auditSignIn(known, account, 'lockout', request);
        }),
      );
      if (passwordExpired(user, now, env.passwordMaxAgeDays())) fail('PASSWORD_EXPIRED');
      const result = await signIn(user, request).catch(async (error: unknown) => {
        // The right password into workspaces that all enforce single sign-on: on their log.
        if (isDomainError(error) && error.code === ErrorCode.SSO_REQUIRED)
          await auditSignIn(user, account, 'sign_in_failed', request, 'sso_required');
        throw error;
      });
      await auditSignIn(user, account, 'sign_in', request);
      return result;
    },
  },
  'v1/user/register_max': { access: 'public', run: (args, request) => register(args, request) },
  'v1/user/invite_info': { access: 'public', run: ({ code }, { now }) => inviteInfo(code, now) },
  'v1/user/accept_invite': {
    access: 'session',
    unscoped: "joins the inviting tenant: acceptInvite takes that tenant's scope, not the caller's",
    profile: withProfile,
    run: ({ code }, request, caller, profile) => {
      requireAccountSession(caller);
      return acceptInvite(caller, profile, code, request);
    },
  },
  'v1/user/change_pass_no_login': {
    access: 'public',
    run: (args, request) =>
      countingFailures(ACCOUNT_RATE_RULES.signIn, request, async () => {
        await changePasswordWithoutLogin(args, request.now);
        return null;
      }),
  },
  'v1/user/sso_login': { access: 'public', run: (args, request) => finishSso('sso', args, request, signIn) },
  'v1/user/saas_sso_login': { access: 'public', run: (args, request) => finishSso('saas', args, request, signIn) },
  'v1/user/sso_link_status': { access: 'session', run: (_a, _r, caller) => ssoLinkStatus(caller) },
  // Linking the workspace's provider to the account is account-wide: a password session's act.
  'v1/user/sso_link_start': {
    access: 'session',
    run: async (_args, request, caller) => {
      requireAccountSession(caller);
      await limitClient(ACCOUNT_RATE_RULES.ssoStart, request);
      return startSsoLink(caller, request);
    },
  },
  'v1/user/sso_link_finish': {
    access: 'session',
    run: (args, request, caller) => {
      requireAccountSession(caller);
      return finishSsoLink(caller, args, request);
    },
  },
  'GET /chameleon/oauth2/login': {
    access: 'public',
    run: async (args, request) => {
      await limitClient(ACCOUNT_RATE_RULES.ssoStart, request);
      return startSso(args, request);
    },
  },
  'v1/user/exist': {
    access: 'public',
    run: ({ account, mobile, email }, request) =>
      accountExists(mobile ?? email ?? (account ? normalizeAccount(account) : ''), request),
  },
  'v1/user/logout': {
    access: 'session',
    run: async (_args, _request, caller) => {
      await deleteSession(caller.tokenHash);
      await closeUserSockets(caller.userId, caller.tokenHash);
      return null;
    },
  },
  'v1/user/session_list': { access: 'session', run: (_a, { now }, caller) => sessionList(caller, now) },
  'v1/user/session_revoke': {
    access: 'session',
    run: ({ id }, { now }, caller) => revokeSession(caller, id, now),
  },
  'v1/user/session_revoke_all': {
    access: 'session',
    run: ({ keep_current }, { now }, caller) => revokeAllSessions(caller, keep_current, now),
  },
  'v1/user/preferences': {
    access: 'session',
    profile: withProfile,
    run: async (_a, _r, _caller, profile) => preferences(profile),
  },
  'v1/user/preferences_save': { access: 'session', run: (args, _r, caller) => savePreferences(caller.userId, args) },
  'v1/user/tenant_list': {
    access: 'session',
    profile: withProfile,
    run: (_a, _r, caller, profile) => tenantListOf(caller, profile),
  },
  'v1/user/grants': { access: 'session', run: (_a, _r, caller) => myGrants(caller) },
  'v1/user/ws_ticket': {
    access: 'session',
    run: (args, request, caller) => userTicket({ getScreen, getGroup }, caller, args, request),
  },
  'v1/user/change_password': {
    access: 'session',
    profile: withProfile,
    run: (args, { now }, caller, profile) => {
      requireAccountSession(caller);
      return changePassword(profile, args, now);
    },
  },
  'v1/user/change_name': {
    access: 'session',
    run: async ({ name }, _request, caller) => {
      requireAccountSession(caller);
      await updateUser(caller.userId, { name });
      return { name };
    },
  },
  'v1/user/change_avatar': {
    access: 'session',
    run: ({ image }, _request, caller) => {
      requireAccountSession(caller);
      return changeAvatar(caller.userId, image);
    },
  },
  'v1/user/change_email': {
    access: 'session',
    profile: withProfile,
    run: async ({ email }, _request, caller, profile) => {
      requireAccountSession(caller);
      if ((await changeLogin(requireOwnLogins(profile), 'email', email)) !== 'ok') fail('EMAIL_REGISTERED');
      return { email };
    },
  },
  'v1/user/change_mobile': {
    access: 'session',
    profile: withProfile,
    run: async ({ mobile, vcode }, { now }, caller, profile) => {
      requireAccountSession(caller);
      const user = requireOwnLogins(profile);
      const useCode = await checkVcode(mobile, 'change_mobile', vcode, now);
      const outcome = await changeLogin(user, 'mobile', mobile, [useCode]);
      if (outcome === 'taken') fail('MOBILE_REGISTERED');
      if (outcome === 'extra-failed') fail('VCODE_EXPIRED');
      return { mobile };
    },
  },
  'v1/user/change_user_update_tip': {
    access: 'session',
    run: async ({ update_tip }, _request, caller) => {
      await updateUser(caller.userId, { updateTip: Boolean(update_tip) });
      return { update_tip: update_tip ? 1 : 0 };
    },
  },
  'v1/user/share_search': {
    access: 'session',
    run: ({ keyword }, _request, caller) => searchShareCandidates(caller.tenantId, caller.userId, keyword),
  },
  'POST /api/smsvcode': {
    access: 'public',
    run: ({ mobile, purpose }, request) => sendVcode(mobile, purpose, request),
  },
  'POST /api/check_vcode': {
    access: 'public',
    run: async ({ mobile, vcode, purpose }, request) => {
      await limitClient(ACCOUNT_RATE_RULES.checkVcode, request);
      await checkVcode(mobile, purpose, vcode, request.now);
      return { valid: true };
    },
  },
};

export const handler = familyHandler('user', userActs, USER_SCHEMAS);
