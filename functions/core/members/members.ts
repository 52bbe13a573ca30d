import type { MemberSettings, MemberState, MemberStateResult } from '../../../shared/acts/admin.js';
import type { ActName } from '../../../shared/acts/registry.js';
import type { AuditAction } from '../../../shared/acts/audit.js';
import { isBuiltinRole } from '../../../shared/acts/roles.js';
import { LIMITS } from '../../../shared/limits.js';
import type { Caller, RequestInfo } from '../../lib/act.js';
import { auditAct } from '../../lib/audit.js';
import { hashPassword } from '../../lib/crypto/password.js';
import { newToken } from '../../lib/crypto/tokens.js';
import { roleHeldItem } from '../../lib/data/roles.js';
import { departmentCountItem } from '../../lib/data/departments.js';
import { countOneMemberLess } from '../../lib/data/teams.js';
import { deleteUserSessions } from '../../lib/data/sessions.js';
import {
  getMember,
  getTenant,
  leaveTenantItems,
  memberState,
  saveApprovalRequired,
  setMemberState,
  type MemberRecord,
} from '../../lib/data/tenants.js';
import { transact } from '../../lib/data/transactions.js';
import { getUser, updateUser, type UserRecord } from '../../lib/data/users.js';
import { env } from '../../lib/env.js';
import { fail } from '../../lib/errors.js';
import { mailSender } from '../../lib/mail/sender.js';
import { closeUserSockets } from '../../lib/realtime.js';
import { tempPasswordMail } from './temp-password-mail.js';

/**
 * The administrator's acts on one member of the tenant (docs/tenants.md#member-states). Nobody
 * acts on themselves (OWN_ROLE_IMMUTABLE, as for roles); the administrator is never the target
 * (ADMIN_IMMUTABLE); a user who is not a member of the caller's tenant is not found.
 */
async function requireTarget(caller: Caller, userId: string): Promise<MemberRecord> {
  if (userId === caller.userId) fail('OWN_ROLE_IMMUTABLE');
  const member = await requireMember(caller, userId);
  if (member.role === 'admin') fail('ADMIN_IMMUTABLE');
  return member;
}

/** A member of the caller's tenant: every key is built from it, so another tenant's user is not found. */
async function requireMember(caller: Caller, userId: string): Promise<MemberRecord> {
  const member = await getMember(caller.tenantId, userId);
  if (!member) fail('USER_NOT_FOUND');
  return member;
}

/** A value of a member that those who manage roles set: their role, clearance or department. */
export interface MemberChange<V extends string> {
  /**
   * Nobody sets their own (OWN_ROLE_IMMUTABLE). `others`: the administrator's never changes
   * either (ADMIN_IMMUTABLE); `anyoneElse`: every other member, the administrator included
   * (departments).
   */
  targets: 'others' | 'anyoneElse';
  /** Asking for the value the administrator already has answers it as is instead of refusing (clearances). */
  adminAsIs?: boolean;
  current: (member: MemberRecord) => V;
  next: V;
  /** The act's own refusals (given the value before), after the target's and before an unchanged value is answered as is. */
  refuse?: (before: V) => void | Promise<void>;
  /** The write, conditional on what was read; it refuses with the act's code when that changed. */
  write: (before: V) => Promise<void>;
  /** The audit event, with detail `<before>-><after>` ('-' for none). */
  event: AuditAction;
}

/**
 * Sets one value of a member of the caller's tenant, the one way role, clearance and department
 * changes go: the target check, the act's refusals, nothing written when the value is already
 * there, then the conditional write and its audit event. Answers the value before and whether
 * it changed.
 */
export async function changeMember<V extends string>(
  caller: Caller,
  userId: string,
  change: MemberChange<V>,
  request: RequestInfo,
): Promise<{ before: V; changed: boolean }> {
  if (userId === caller.userId) fail('OWN_ROLE_IMMUTABLE');
  const member = await requireMember(caller, userId);
  const before = change.current(member);
  if (change.targets === 'others' && member.role === 'admin') {
    if (change.adminAsIs && before === change.next) return { before, changed: false };
    fail('ADMIN_IMMUTABLE');
  }
  await change.refuse?.(before);
  if (before === change.next) return { before, changed: false };
  await change.write(before);
  const user = await getUser(userId);
  await auditAct(caller, request, change.event, user?.name ?? userId, `${before || '-'}->${change.next || '-'}`);
  return { before, changed: true };
}

async function audited(caller: Caller, request: RequestInfo, userId: string, act: ActName): Promise<void> {
  const user = await getUser(userId);
  await auditAct(caller, request, 'member_change', user?.name ?? userId, act);
}

/**
 * Moves a member between states. A member in no state of `from` is answered as it is. A change
 * that loses a race to another is read back and answered as it ended.
 */
async function changeState(
  caller: Caller,
  userId: string,
  from: readonly MemberState[],
  to: MemberState,
  act: ActName,
  request: RequestInfo,
): Promise<MemberStateResult> {
  const member = await requireTarget(caller, userId);
  const now = memberState(member);
  // Already there, or in a state this act does not move (approving a disabled member): as it is.
  if (!from.includes(now)) return { _id: userId, state: now };
  if (!(await setMemberState(caller.tenantId, userId, from, to))) {
    const again = await getMember(caller.tenantId, userId);
    if (!again) fail('USER_NOT_FOUND');
    return { _id: userId, state: memberState(again) };
  }
  await audited(caller, request, userId, act);
  // The member's acts in this tenant are refused from the next one (authenticate reads the state);
  // their sockets close so a screen being edited stops at once.
  if (to === 'disabled') await closeUserSockets(userId);
  return { _id: userId, state: to };
}

export const approveMember = (caller: Caller, userId: string, request: RequestInfo) =>
  changeState(caller, userId, ['pending'], 'active', 'v2/admin/max_user/approve', request);

export const disableMember = (caller: Caller, userId: string, request: RequestInfo) =>
  changeState(caller, userId, ['active', 'pending'], 'disabled', 'v2/admin/max_user/disable', request);

export const enableMember = (caller: Caller, userId: string, request: RequestInfo) =>
  changeState(caller, userId, ['disabled'], 'active', 'v2/admin/max_user/enable', request);

/** A random password of letters, digits and a sign, meeting the password rules. */
function temporaryPassword(): string {
  return `${newToken()
    .replace(/[-_]/g, 'x')
    .slice(0, LIMITS.tempPasswordChars - 3)}a7!`;
}

/**
 * `v2/admin/max_user/reset_password`: a random temporary password, mailed to the member, that
 * must be changed at the next sign-in (PASSWORD_EXPIRED: `passwordChangedAt` 0); every session
 * of theirs ends. Refused for a user who also belongs to another tenant: one tenant's
 * administrator must not take over an account another tenant shares.
 */
export async function resetMemberPassword(caller: Caller, userId: string, request: RequestInfo): Promise<null> {
  await requireTarget(caller, userId);
  const user = await getUser(userId);
  if (!user) fail('USER_NOT_FOUND');
  if (user.corps.some((corp) => corp.id !== caller.tenantId)) fail('PERMISSION_DENIED');
  // A person the provider signs in has no password, and no mailbox the workspace may vouch for.
  if (user.ssoOnly) fail('PERMISSION_DENIED');
  const password = temporaryPassword();
  await updateUser(userId, { passwordHash: await hashPassword(password), passwordChangedAt: 0 });
  await deleteUserSessions(userId);
  await closeUserSockets(userId);
  const tenant = await getTenant(caller.tenantId);
  await mailSender().send(
    tempPasswordMail({
      to: user.email,
      tenant: tenant?.name ?? '',
      password,
      link: `${env.appOrigin()}/modifyPassword`,
      language: request.language,
    }),
  );
  await auditAct(caller, request, 'member_change', user.name, 'v2/admin/max_user/reset_password');
  return null;
}

/**
 * `v2/admin/max_user/remove`: the member leaves the tenant in one transaction (member item,
 * member count, custom role count, department count, the user's tenant list). Two removals at once count once:
 * the member item's condition lets one through. The user's sessions keep the tenant id but
 * every act there is refused (authenticate finds no member).
 */
export async function removeMember(caller: Caller, userId: string, request: RequestInfo): Promise<null> {
  const member = await requireTarget(caller, userId);
  const user: UserRecord | undefined = await getUser(userId);
  if (!user) fail('USER_NOT_FOUND');
  const corpIndex = user.corps.findIndex((corp) => corp.id === caller.tenantId);
  const items = leaveTenantItems(
    env.mainTable(),
    caller.tenantId,
    userId,
    member.role,
    Math.max(corpIndex, 0),
    member.departmentId,
  );
  if (corpIndex < 0) items.pop();
  if (!isBuiltinRole(member.role)) items.push(roleHeldItem(caller.tenantId, member.role, -1));
  if (member.departmentId) items.push(departmentCountItem(caller.tenantId, member.departmentId, 'memberCount', -1));
  const failed = await transact(items);
  if (failed.includes(0)) fail('USER_NOT_FOUND');
  if (failed.length > 0) fail('USER_DATA_SAVE_FAILED');
  // Their teams count them out once they are gone (a team may hold up to a hundred: more than one
  // transaction takes); their team access ended with the member item.
  await Promise.all([...(member.teamIds ?? [])].map((teamId) => countOneMemberLess(caller.tenantId, teamId)));
  await closeUserSockets(userId);
  await auditAct(caller, request, 'member_change', user.name, 'v2/admin/max_user/remove');
  return null;
}

export async function memberSettings(tenantId: string): Promise<MemberSettings> {
  const tenant = await getTenant(tenantId);
  if (!tenant) fail('TENANT_INVALID');
  return { approval_required: tenant.approvalRequired ? 1 : 0 };
}

export async function saveMemberSettings(
  caller: Caller,
  approvalRequired: number,
  request: RequestInfo,
): Promise<MemberSettings> {
  const required = approvalRequired === 1;
  await saveApprovalRequired(caller.tenantId, required);
  await auditAct(caller, request, 'member_change', 'approval_required', required ? '1' : '0');
  return { approval_required: required ? 1 : 0 };
}
