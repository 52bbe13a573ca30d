import type { Paged, TenantUser } from '../../../shared/acts/admin.js';
import type { ShareCandidate, ShareSearchResult } from '../../../shared/acts/user.js';
import { LIMITS } from '../../../shared/limits.js';
import { byNameThenId } from '../../lib/by-name.js';
import { listMembers, memberClearance, memberState } from '../../lib/data/tenants.js';
import { getUsers } from '../../lib/data/users.js';

/**
 * The users of one tenant, for the administrators' user list and the account-share search.
 * One Query on the tenant's member partition (`T#<tenant>`, `MEMBER#…`) and a BatchGet of
 * those users' profiles: nothing outside the tenant is read. (A tenant of tens of thousands
 * would want name and email copied onto its member items so a search reads one partition.)
 */
export async function tenantUsers(tenantId: string): Promise<TenantUser[]> {
  const members = await listMembers(tenantId);
  const users = new Map((await getUsers(members.map((m) => m.userId))).map((u) => [u.userId, u]));
  return members.flatMap((member) => {
    const user = users.get(member.userId);
    if (!user) return [];
    return [
      {
        _id: user.userId,
        name: user.name,
        email: user.email,
        mobile: user.mobile,
        is_admin: member.role === 'admin' ? 1 : 0,
        role: member.role,
        joined_at: member.joinedAt,
        state: memberState(member),
        clearance: memberClearance(member),
        department_id: member.departmentId ?? '',
      },
    ];
  });
}

/** `v2/admin/max_user/list`: a page of the tenant's users matching `keyword` (name, e-mail, mobile), first joined first. */
export async function tenantUserPage(
  tenantId: string,
  { pageNum, pageSize, keyword }: { pageNum: number; pageSize: number; keyword?: string },
): Promise<Paged<TenantUser>> {
  const all = (await tenantUsers(tenantId))
    .filter((row) => matchesKeyword(keyword, row.name, row.email, row.mobile))
    .sort((a, b) => a.joined_at - b.joined_at || a._id.localeCompare(b._id));
  const start = (pageNum - 1) * pageSize;
  return { pageNum, pageSize, total: all.length, list: all.slice(start, start + pageSize) };
}

/** Case-insensitive substring match on any of the given fields; an empty keyword matches all. */
export function matchesKeyword(keyword: string | undefined, ...fields: string[]): boolean {
  const needle = keyword?.trim().toLowerCase();
  return !needle || fields.some((field) => field.toLowerCase().includes(needle));
}

/**
 * Whom the caller may share a screen with: the tenant's users by name or email, never the
 * caller, at most `accountShareListMax`, by name. Only identity fields leave the server.
 */
export async function searchShareCandidates(
  tenantId: string,
  callerId: string,
  keyword: string,
): Promise<ShareSearchResult> {
  const matching = (await tenantUsers(tenantId))
    .filter((user) => user._id !== callerId && matchesKeyword(keyword, user.name, user.email))
    .sort(byNameThenId);
  const list = matching
    .slice(0, LIMITS.accountShareListMax)
    .map(({ _id, name, email }): ShareCandidate => ({ _id, name, email }));
  return { list, total: matching.length };
}
