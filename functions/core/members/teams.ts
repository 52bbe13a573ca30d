import type { TeamMember, TeamView } from '../../../shared/acts/teams.js';
import { byNameThenId } from '../../lib/by-name.js';
import type { Caller, RequestInfo } from '../../lib/act.js';
import { auditAct } from '../../lib/audit.js';
import { newId } from '../../lib/crypto/tokens.js';
import {
  addTeam,
  forgetTeam,
  getTeam,
  joinTeam,
  leaveTeam,
  listTeams,
  removeTeam,
  renameTeam,
  type TeamRecord,
} from '../../lib/data/teams.js';
import { getMember, listMembers, memberTeams } from '../../lib/data/tenants.js';
import { getUser, getUsers } from '../../lib/data/users.js';
import { fail } from '../../lib/errors.js';

/**
 * Teams (docs/permissions.md#teams): `v2/admin/team/*`, for those who manage roles. Another
 * tenant's id is TEAM_NOT_FOUND (or USER_NOT_FOUND): every key is built from the caller's tenant.
 */
function view(team: TeamRecord): TeamView {
  return { _id: team.teamId, name: team.name, members: team.memberCount, created_at: team.createdAt };
}

/** The tenant's teams by creation. */
export async function listTeamViews(tenantId: string): Promise<TeamView[]> {
  const teams = await listTeams(tenantId);
  return teams.sort((a, b) => a.createdAt - b.createdAt || a.teamId.localeCompare(b.teamId)).map(view);
}

async function requireTeam(tenantId: string, teamId: string): Promise<TeamRecord> {
  const team = await getTeam(tenantId, teamId);
  if (!team) fail('TEAM_NOT_FOUND');
  return team;
}

export async function addTeamOf(caller: Caller, name: string, request: RequestInfo): Promise<TeamView> {
  const team = { teamId: newId(), name, createdAt: request.now };
  const result = await addTeam(caller.tenantId, team);
  if (result === 'name_taken') fail('TEAM_NAME_DUPLICATE');
  if (result === 'full') fail('TEAMS_FULL');
  await auditAct(caller, request, 'team_add', name, '');
  return view({ ...team, memberCount: 0 });
}

export async function renameTeamOf(
  caller: Caller,
  teamId: string,
  name: string,
  request: RequestInfo,
): Promise<TeamView> {
  const before = await requireTeam(caller.tenantId, teamId);
  const result = await renameTeam(caller.tenantId, before, name);
  if (result === 'missing') fail('TEAM_NOT_FOUND');
  if (result === 'name_taken') fail('TEAM_NAME_DUPLICATE');
  await auditAct(caller, request, 'team_edit', name, before.name);
  return view({ ...before, name });
}

/**
 * Removes a team, then takes its id off every member that carries it, so nobody reaches the
 * screens shared with it any more. Those screens keep naming it: they grant nothing, and their
 * list of teams leaves it out (docs/permissions.md#teams).
 */
export async function removeTeamOf(caller: Caller, teamId: string, request: RequestInfo): Promise<null> {
  const team = await requireTeam(caller.tenantId, teamId);
  if ((await removeTeam(caller.tenantId, team)) === 'missing') fail('TEAM_NOT_FOUND');
  const members = await listMembers(caller.tenantId);
  await Promise.all(
    members
      .filter((member) => member.teamIds?.has(teamId))
      .map((member) => forgetTeam(caller.tenantId, member.userId, teamId)),
  );
  await auditAct(caller, request, 'team_remove', team.name, '');
  return null;
}

/** The members of a team, by name. */
export async function teamMembers(caller: Caller, teamId: string): Promise<TeamMember[]> {
  await requireTeam(caller.tenantId, teamId);
  const ids = (await listMembers(caller.tenantId))
    .filter((member) => member.teamIds?.has(teamId))
    .map((member) => member.userId);
  const users = await getUsers(ids);
  return users.map((user) => ({ _id: user.userId, name: user.name, email: user.email })).sort(byNameThenId);
}

/**
 * Nobody changes their own teams: a role manager would otherwise grant themselves the team's screens.
 * Checked once the team is found, so another tenant's team id answers TEAM_NOT_FOUND whoever is named.
 */
function refuseSelf(caller: Caller, userId: string): void {
  if (userId === caller.userId) fail('OWN_ROLE_IMMUTABLE');
}

/** Puts another member of the caller's tenant into a team (TEAM_MEMBER_EXISTS when already in). */
export async function addTeamMember(
  caller: Caller,
  teamId: string,
  userId: string,
  request: RequestInfo,
): Promise<TeamMember> {
  const team = await requireTeam(caller.tenantId, teamId);
  refuseSelf(caller, userId);
  const member = await getMember(caller.tenantId, userId);
  const user = member && (await getUser(userId));
  if (!member || !user) fail('USER_NOT_FOUND');
  if (memberTeams(member).includes(teamId)) fail('TEAM_MEMBER_EXISTS');
  const result = await joinTeam(caller.tenantId, userId, teamId);
  if (result === 'team_missing') fail('TEAM_NOT_FOUND');
  if (result === 'full') fail('TEAM_MEMBERS_FULL');
  // Refused on the member item: gone since read (USER_NOT_FOUND), or put in by someone else first.
  if (result === 'already') fail((await getMember(caller.tenantId, userId)) ? 'TEAM_MEMBER_EXISTS' : 'USER_NOT_FOUND');
  await auditAct(caller, request, 'team_member_add', user.name, team.name);
  return { _id: userId, name: user.name, email: user.email };
}

/** Takes another member out of a team: from their next act, the team's screens are no longer theirs. */
export async function removeTeamMember(
  caller: Caller,
  teamId: string,
  userId: string,
  request: RequestInfo,
): Promise<null> {
  const team = await requireTeam(caller.tenantId, teamId);
  refuseSelf(caller, userId);
  const result = await leaveTeam(caller.tenantId, userId, teamId);
  if (result === 'team_missing') fail('TEAM_NOT_FOUND');
  if (result === 'not_in') fail('USER_NOT_FOUND');
  const user = await getUser(userId);
  await auditAct(caller, request, 'team_member_remove', user?.name ?? userId, team.name);
  return null;
}
