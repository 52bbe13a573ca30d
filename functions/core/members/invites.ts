import type { InviteAccepted, InviteInfo, InviteSent } from '../../../shared/acts/invite.js';
import { DEFAULT_ROLE, isBuiltinRole } from '../../../shared/acts/roles.js';
import { LIMITS } from '../../../shared/limits.js';
import type { PendingInvite } from '../../../shared/acts/admin.js';
import type { Caller, RequestInfo } from '../../lib/act.js';
import { auditAct } from '../../lib/audit.js';
import { recordAudit } from '../../lib/data/audit.js';
import { newToken, sha256 } from '../../lib/crypto/tokens.js';
import {
  findInvite,
  inviteListingGoneItem,
  listTenantInvites,
  revokeInvite,
  saveInvite,
  useInviteItem,
  type InviteRecord,
} from '../../lib/data/invites.js';
import { epochSeconds } from '../../lib/data/keys.js';
import { takeAttempt } from '../../lib/data/rate-limits.js';
import { getRole, roleHeldItem } from '../../lib/data/roles.js';
import { addSessionCorp } from '../../lib/data/sessions.js';
import {
  getMember,
  getTenant,
  initialMemberState,
  joinTenantItems,
  memberJoinsItem,
  newMemberItem,
} from '../../lib/data/tenants.js';
import { transact, type TransactItems } from '../../lib/data/transactions.js';
import { findUserIdByLogin, getUser, getUsers, type UserRecord } from '../../lib/data/users.js';
import { env } from '../../lib/env.js';
import { fail } from '../../lib/errors.js';
import { mailSender } from '../../lib/mail/sender.js';
import { inTenantScope } from '../../lib/tenant-credentials.js';
import { corpRefs } from './corps.js';
import { inviteMail } from './invite-mail.js';

const DAY = 86_400_000;
/** One invitation mail per address and tenant per `inviteResendMinutes`, counted before anything is sent. */
const INVITE_RULE = { name: 'invite-mail', limit: 1, windowMs: LIMITS.inviteResendMinutes * 60_000 };

/** The role an invitation gives: a built-in one but `admin`, or one of the tenant's custom roles. */
async function invitableRole(tenantId: string, role: string): Promise<string> {
  if (role === 'admin') fail('ADMIN_IMMUTABLE');
  if (isBuiltinRole(role)) return role;
  if (!(await getRole(tenantId, role))) fail('ROLE_NOT_FOUND');
  return role;
}

/**
 * `v2/admin/max_user/invite`: the tenant's administrator invites an address with a role. A person
 * already in the tenant is refused; the same address may be invited again only after the resend
 * wait. The code (256 random bits) goes only into the mail; the store keeps its hash.
 */
export async function sendInvite(
  caller: Caller,
  /** The caller's profile, read with the session. */
  inviter: UserRecord | undefined,
  args: { email: string; role: string },
  request: RequestInfo,
): Promise<InviteSent> {
  const role = await invitableRole(caller.tenantId, args.role);
  const existing = await findUserIdByLogin(args.email);
  if (existing && (await getMember(caller.tenantId, existing))) fail('MANAGED_USER_EXISTS');
  if (!(await takeAttempt(INVITE_RULE, `${caller.tenantId}#${args.email}`, request.now)))
    fail('INVITE_EMAIL_THROTTLED');
  const tenant = await getTenant(caller.tenantId);
  if (!tenant || !inviter) fail('TENANT_INVALID');
  // Told now rather than when the person accepts; the join itself holds the limit atomically.
  if (tenant.maxUsers !== undefined && (tenant.memberCount ?? 0) >= tenant.maxUsers) fail('USER_LIMIT_REACHED');
  // Sending again (after the wait) replaces the address's earlier invitations: one code works.
  const earlier = (await listTenantInvites(caller.tenantId, request.now)).filter((i) => i.email === args.email);
  await Promise.all(earlier.map((i) => revokeInvite(caller.tenantId, i.codeHash)));
  const code = newToken();
  const expiresAt = request.now + LIMITS.inviteValidDays * DAY;
  await saveInvite({
    codeHash: sha256(code),
    tenantId: caller.tenantId,
    email: args.email,
    role,
    invitedBy: caller.userId,
    createdAt: request.now,
    expiresAt: epochSeconds(expiresAt),
  });
  const link = `${env.appOrigin()}/login?invite=${code}`;
  await mailSender().send(
    inviteMail({ to: args.email, tenant: tenant.name, inviter: inviter.name, link, language: request.language }),
  );
  await auditAct(caller, request, 'member_change', args.email, 'v2/admin/max_user/invite');
  return { email: args.email, expires_at: expiresAt };
}

async function requireInvite(code: string, now: number): Promise<InviteRecord> {
  const invite = await findInvite(sha256(code), now);
  if (!invite) fail('INVITE_CODE_USED');
  return invite;
}

/** `v1/user/invite_info`: what the invitation page shows to whoever holds the code. */
export async function inviteInfo(code: string, now: number): Promise<InviteInfo> {
  const invite = await requireInvite(code, now);
  const [tenant, inviter] = await Promise.all([
    inTenantScope(invite.tenantId, () => getTenant(invite.tenantId)),
    getUser(invite.invitedBy),
  ]);
  if (!tenant) fail('INVITE_CODE_USED');
  return {
    tenant_name: tenant.name,
    inviter_name: inviter?.name ?? '',
    email: invite.email,
    expires_at: invite.expiresAt * 1000,
  };
}

/**
 * The items that make `userId` a member by an invitation and use it up. A custom role removed
 * since the invitation was sent falls back to `member`.
 */
async function membershipItems(invite: InviteRecord, userId: string, now: number, existingUser: boolean) {
  const role = isBuiltinRole(invite.role) || (await getRole(invite.tenantId, invite.role)) ? invite.role : DEFAULT_ROLE;
  const tenant = await getTenant(invite.tenantId);
  if (!tenant) fail('INVITE_CODE_USED');
  // Both lists start with the member item, then the count under the user limit.
  const state = initialMemberState(tenant);
  const items: TransactItems = existingUser
    ? joinTenantItems(env.mainTable(), tenant, userId, role, now, state)
    : [
        newMemberItem(env.mainTable(), tenant.tenantId, userId, role, now, state),
        memberJoinsItem(env.mainTable(), tenant.tenantId),
      ];
  const inviteIndex = items.push(useInviteItem(invite, now)) - 1;
  items.push(inviteListingGoneItem(invite));
  if (!isBuiltinRole(role)) items.push(roleHeldItem(invite.tenantId, role, 1));
  return { tenant, items, inviteIndex, limitIndex: 1 };
}

/**
 * Records, in the inviting tenant's audit log, that a person joined it by an invitation: the
 * actor is the person, the detail the act that used the code (docs/audit.md).
 */
export function auditJoin(
  tenantId: string,
  user: { userId: string; name: string; email: string },
  request: Pick<RequestInfo, 'sourceIp' | 'now'>,
  act: 'v1/user/accept_invite' | 'v1/user/register_max',
): Promise<void> {
  return recordAudit(tenantId, {
    action: 'member_change',
    actorId: user.userId,
    actorName: user.name,
    target: user.email,
    detail: act,
    ip: request.sourceIp,
    at: request.now,
  });
}

/**
 * `v1/user/accept_invite`: the signed-in addressee joins the tenant. Only the address the
 * invitation was sent to may use it; to anyone else it is as if it did not exist. The session
 * may act in the tenant at once; the answer is the new tenant list to switch with.
 */
export async function acceptInvite(
  caller: Caller,
  /** The caller's profile, read with the session. */
  user: UserRecord | undefined,
  code: string,
  request: Pick<RequestInfo, 'sourceIp' | 'now'>,
): Promise<InviteAccepted> {
  const { now } = request;
  const invite = await requireInvite(code, now);
  // The caller joins the inviting tenant: its items are written with that tenant's scoped clients.
  return inTenantScope(invite.tenantId, () => joinByInvite(caller, user, invite, request));
}

async function joinByInvite(
  caller: Caller,
  user: UserRecord | undefined,
  invite: InviteRecord,
  request: Pick<RequestInfo, 'sourceIp' | 'now'>,
): Promise<InviteAccepted> {
  const { now } = request;
  // A provider's word for an e-mail does not answer mail sent to it (docs/sso.md).
  if (!user || user.ssoOnly || user.email.toLowerCase() !== invite.email) fail('INVITE_CODE_USED');
  if (await getMember(invite.tenantId, user.userId)) fail('MANAGED_USER_EXISTS');
  const { tenant, items, inviteIndex, limitIndex } = await membershipItems(invite, user.userId, now, true);
  const failed = await transact(items);
  if (failed.includes(0)) fail('MANAGED_USER_EXISTS');
  if (failed.includes(limitIndex)) fail('USER_LIMIT_REACHED');
  if (failed.includes(inviteIndex)) fail('INVITE_CODE_USED');
  if (failed.length > 0) fail('USER_DATA_SAVE_FAILED');
  // A single sign-on session stays in its tenant; a tenant that enforces it is entered through it.
  if (!caller.ssoTenant && !tenant.ssoEnforced) await addSessionCorp(caller.tokenHash, tenant.tenantId);
  await auditJoin(tenant.tenantId, user, request, 'v1/user/accept_invite');
  const corps = [...user.corps, { id: tenant.tenantId, name: tenant.name, default: false, admin: false }];
  return { tenant_id: tenant.tenantId, corp: corpRefs(corps) };
}

/**
 * Registration with an invitation's code: the new user joins the inviting tenant (and gets no
 * tenant of their own). Answers the user's tenant list and the items to write with the user.
 */
export async function registrationByInvite(code: string, email: string, userId: string, now: number) {
  const invite = await requireInvite(code, now);
  if (invite.email !== email.toLowerCase()) fail('INVITE_CODE_USED');
  const { tenant, items, inviteIndex, limitIndex } = await inTenantScope(invite.tenantId, () =>
    membershipItems(invite, userId, now, false),
  );
  return {
    corps: [{ id: tenant.tenantId, name: tenant.name, default: true, admin: false }],
    items,
    inviteIndex,
    limitIndex,
  };
}

/** `v2/admin/max_user/invite_list`: the tenant's pending invitations, newest first. */
export async function listPendingInvites(caller: Caller, now: number): Promise<PendingInvite[]> {
  const invites = await listTenantInvites(caller.tenantId, now);
  const inviters = new Map((await getUsers([...new Set(invites.map((i) => i.invitedBy))])).map((u) => [u.userId, u]));
  return invites
    .sort((a, b) => b.createdAt - a.createdAt || a.codeHash.localeCompare(b.codeHash))
    .map((invite) => ({
      _id: invite.codeHash,
      email: invite.email,
      role: invite.role,
      invited_at: invite.createdAt,
      expires_at: invite.expiresAt * 1000,
      invited_by: invite.invitedBy,
      invited_by_name: inviters.get(invite.invitedBy)?.name ?? '',
    }));
}

/** `v2/admin/max_user/invite_revoke`: the invitation's code stops working at once. */
export async function revokePendingInvite(caller: Caller, id: string, request: RequestInfo): Promise<null> {
  const invite = (await listTenantInvites(caller.tenantId, request.now)).find((i) => i.codeHash === id);
  if (!invite || !(await revokeInvite(caller.tenantId, id))) fail('INVITE_CODE_USED');
  await auditAct(caller, request, 'member_change', invite.email, 'v2/admin/max_user/invite_revoke');
  return null;
}
