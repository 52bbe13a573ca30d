import { describe, expect, it } from 'vitest';
import type { Paged } from '../../shared/acts/admin.js';
import type { AuditEntry } from '../../shared/acts/audit.js';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import type { ScreenShareTeam, ShareableTeam, TeamMember, TeamView } from '../../shared/acts/teams.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { callAs as call, registerUser, type Answer, type Registered } from './helpers/client.js';
import { joinTenantOf } from './helpers/tenancy.js';

/** Teams (docs/permissions.md#teams), through the real gateway. */

async function colleagueOf(admin: Registered, name: string): Promise<Registered> {
  const joined = await joinTenantOf(admin, await registerUser({ name }));
  return { ...joined, login: { ...joined.login, corp: admin.login.corp } };
}

const addTeam = (admin: Registered, name: string): Promise<Answer<TeamView>> =>
  call<TeamView>(admin, 'v2/admin/team/add', { name });
const teams = async (admin: Registered): Promise<TeamView[]> =>
  (await call<TeamView[]>(admin, 'v2/admin/team/list')).msg;
const addMember = (admin: Registered, teamId: string, user: Registered) =>
  call<TeamMember>(admin, 'v2/admin/team/add_member', { _id: teamId, user_id: user.login.user._id });
const removeMember = (admin: Registered, teamId: string, user: Registered) =>
  call(admin, 'v2/admin/team/remove_member', { _id: teamId, user_id: user.login.user._id });
const shareTeam = (who: Registered, screenId: string, teamId: string, permission: 'read' | 'edit' | null) =>
  call(who, 'v1/screen/share_team', { _id: screenId, team_id: teamId, permission });
const sharedIds = async (user: Registered) =>
  (await call<{ list: ScreenSummary[] }>(user, 'v1/screen/list', { group_id: 'shared' })).msg.list.map((s) => s._id);
const editorTicket = (user: Registered, screenId: string) =>
  call(user, 'v1/user/ws_ticket', { role: 'editor', screen: screenId });

async function addScreen(owner: Registered, name: string): Promise<ScreenSummary> {
  const [group] = (await call<ScreenGroup[]>(owner, 'v1/group/list')).msg;
  const added = await call<ScreenSummary>(owner, 'v1/screen/add', { group_id: group?._id, name, template: 'blank' });
  expect(added.code).toBe(200);
  return added.msg;
}

describe('teams', () => {
  it('adds, renames and removes teams; names are unique ignoring case; the audit log records each', async () => {
    const admin = await registerUser({ name: 'Ada Admin' });
    const ops = await addTeam(admin, 'Operations');
    expect(ops).toMatchObject({ code: 200, msg: { name: 'Operations', members: 0 } });
    expect((await addTeam(admin, ' operations ')).code).toBe(ErrorCode.TEAM_NAME_DUPLICATE);
    expect((await addTeam(admin, '')).code).toBe(ErrorCode.NAME_INVALID);
    const night = (await addTeam(admin, 'Night shift')).msg;
    expect((await teams(admin)).map((t) => t.name)).toEqual(['Operations', 'Night shift']);

    expect((await call(admin, 'v2/admin/team/change', { _id: night._id, name: 'OPERATIONS' })).code).toBe(
      ErrorCode.TEAM_NAME_DUPLICATE,
    );
    const renamed = await call<TeamView>(admin, 'v2/admin/team/change', { _id: night._id, name: 'Day shift' });
    expect(renamed.msg).toMatchObject({ _id: night._id, name: 'Day shift' });
    expect((await addTeam(admin, 'night shift')).code).toBe(200);

    expect((await call(admin, 'v2/admin/team/remove', { _id: ops.msg._id })).code).toBe(200);
    expect((await teams(admin)).map((t) => t.name)).toEqual(['Day shift', 'night shift']);
    for (const act of ['v2/admin/team/remove', 'v2/admin/team/members'])
      expect((await call(admin, act, { _id: ops.msg._id })).code, act).toBe(ErrorCode.TEAM_NOT_FOUND);
    expect((await addTeam(admin, 'Operations')).code).toBe(200);

    const log = await call<Paged<AuditEntry>>(admin, 'v2/admin/audit/list', { pageSize: 200 });
    const rows = log.msg.list.map((e) => [e.action, e.target]);
    expect(rows).toContainEqual(['team_add', 'Operations']);
    expect(rows).toContainEqual(['team_edit', 'Day shift']);
    expect(rows).toContainEqual(['team_remove', 'Operations']);
  });

  it('adds and removes members, counted; a member may be in several teams', async () => {
    const admin = await registerUser({ name: 'Ada Admin' });
    const mia = await colleagueOf(admin, 'Mia Member');
    const noah = await colleagueOf(admin, 'Noah North');
    const red = (await addTeam(admin, 'Red')).msg;
    const blue = (await addTeam(admin, 'Blue')).msg;

    expect(await addMember(admin, red._id, mia)).toMatchObject({
      code: 200,
      msg: { _id: mia.login.user._id, name: 'Mia Member' },
    });
    expect((await addMember(admin, red._id, mia)).code).toBe(ErrorCode.TEAM_MEMBER_EXISTS);
    expect((await addMember(admin, red._id, noah)).code).toBe(200);
    expect((await addMember(admin, blue._id, mia)).code).toBe(200);
    // Someone who is not a member of the tenant.
    expect((await addMember(admin, red._id, await registerUser())).code).toBe(ErrorCode.USER_NOT_FOUND);

    expect((await teams(admin)).map((t) => [t.name, t.members])).toEqual([
      ['Red', 2],
      ['Blue', 1],
    ]);
    const members = await call<TeamMember[]>(admin, 'v2/admin/team/members', { _id: red._id });
    expect(members.msg.map((m) => m.name)).toEqual(['Mia Member', 'Noah North']);
    expect(members.msg[0]?.email).toBe(mia.email);

    expect((await removeMember(admin, red._id, mia)).code).toBe(200);
    expect((await removeMember(admin, red._id, mia)).code).toBe(ErrorCode.USER_NOT_FOUND);
    expect((await teams(admin)).map((t) => t.members)).toEqual([1, 1]);

    // A member leaving the tenant leaves their teams' counts too.
    expect((await call(admin, 'v2/admin/max_user/remove', { user_id: noah.login.user._id })).code).toBe(200);
    expect((await teams(admin)).map((t) => t.members)).toEqual([0, 1]);

    const log = await call<Paged<AuditEntry>>(admin, 'v2/admin/audit/list', { pageSize: 200 });
    const rows = log.msg.list.map((e) => [e.action, e.target, e.detail]);
    expect(rows).toContainEqual(['team_member_add', 'Mia Member', 'Red']);
    expect(rows).toContainEqual(['team_member_remove', 'Mia Member', 'Red']);
  });

  it('a plain member is refused every team act; another tenant reaches none of our teams', async () => {
    const admin = await registerUser();
    const member = await colleagueOf(admin, 'Pat Plain');
    const team = (await addTeam(admin, 'Private')).msg;
    for (const [act, args] of [
      ['v2/admin/team/list', {}],
      ['v2/admin/team/add', { name: 'Mine' }],
      ['v2/admin/team/change', { _id: team._id, name: 'Mine' }],
      ['v2/admin/team/remove', { _id: team._id }],
      ['v2/admin/team/members', { _id: team._id }],
      ['v2/admin/team/add_member', { _id: team._id, user_id: member.login.user._id }],
      ['v2/admin/team/remove_member', { _id: team._id, user_id: member.login.user._id }],
    ] as const) {
      expect((await call(member, act, args)).code, act).toBe(ErrorCode.FUNCTION_PERMISSION_DENIED);
    }

    const stranger = await registerUser();
    const theirs = (await addTeam(stranger, 'Theirs')).msg;
    for (const [act, args] of [
      ['v2/admin/team/change', { _id: team._id, name: 'Mine' }],
      ['v2/admin/team/remove', { _id: team._id }],
      ['v2/admin/team/members', { _id: team._id }],
      ['v2/admin/team/add_member', { _id: team._id, user_id: stranger.login.user._id }],
    ] as const) {
      expect((await call(stranger, act, args)).code, act).toBe(ErrorCode.TEAM_NOT_FOUND);
    }
    // Our member cannot be put into their team, nor their team named on our screens.
    expect((await addMember(stranger, theirs._id, member)).code).toBe(ErrorCode.USER_NOT_FOUND);
    expect((await addMember(admin, theirs._id, member)).code).toBe(ErrorCode.TEAM_NOT_FOUND);
    const screen = await addScreen(admin, 'Ours');
    expect((await shareTeam(admin, screen._id, theirs._id, 'read')).code).toBe(ErrorCode.TEAM_NOT_FOUND);
    expect((await teams(admin))[0]).toMatchObject({ name: 'Private', members: 0 });
  });

  it('a screen shared with a team is listed and opened by its members, edited with edit, by nobody else', async () => {
    const admin = await registerUser({ name: 'Ada Admin' });
    const rita = await colleagueOf(admin, 'Rita Reader');
    const eddie = await colleagueOf(admin, 'Eddie Editor');
    const olga = await colleagueOf(admin, 'Olga Outsider');
    const readers = (await addTeam(admin, 'Readers')).msg;
    const editors = (await addTeam(admin, 'Editors')).msg;
    await addMember(admin, readers._id, rita);
    await addMember(admin, editors._id, eddie);
    const wall = await addScreen(admin, 'Team wall');

    expect((await shareTeam(admin, wall._id, readers._id, 'read')).code).toBe(200);
    expect((await shareTeam(admin, wall._id, editors._id, 'edit')).code).toBe(200);
    const listed = await call<ScreenShareTeam[]>(admin, 'v1/screen/share_teams', { _id: wall._id });
    expect(listed.msg.map((t) => [t.name, t.permission])).toEqual([
      ['Editors', 'edit'],
      ['Readers', 'read'],
    ]);

    expect(await sharedIds(rita)).toEqual([wall._id]);
    expect((await call(rita, 'v1/screen/get', { _id: wall._id })).code).toBe(200);
    expect((await editorTicket(rita, wall._id)).code).toBe(ErrorCode.SCREEN_PERMISSION_DENIED);
    expect(await sharedIds(eddie)).toEqual([wall._id]);
    expect((await editorTicket(eddie, wall._id)).code).toBe(200);
    expect(await sharedIds(olga)).toEqual([]);
    expect((await call(olga, 'v1/screen/get', { _id: wall._id })).code).toBe(ErrorCode.SCREEN_PERMISSION_DENIED);
    // An editor by team does not manage the screen: no sharing on.
    expect((await shareTeam(eddie, wall._id, editors._id, 'read')).code).toBe(ErrorCode.SCREEN_PERMISSION_DENIED);

    // Out of the team: refused from the next act.
    expect((await removeMember(admin, readers._id, rita)).code).toBe(200);
    expect(await sharedIds(rita)).toEqual([]);
    expect((await call(rita, 'v1/screen/get', { _id: wall._id })).code).toBe(ErrorCode.SCREEN_PERMISSION_DENIED);

    // Stopping the share, and removing a team, end it too.
    expect((await shareTeam(admin, wall._id, editors._id, null)).code).toBe(200);
    expect((await editorTicket(eddie, wall._id)).code).toBe(ErrorCode.SCREEN_PERMISSION_DENIED);
    await addMember(admin, readers._id, olga);
    expect(await sharedIds(olga)).toEqual([wall._id]);
    expect((await call(admin, 'v2/admin/team/remove', { _id: readers._id })).code).toBe(200);
    expect(await sharedIds(olga)).toEqual([]);
    expect((await call(olga, 'v1/screen/get', { _id: wall._id })).code).toBe(ErrorCode.SCREEN_PERMISSION_DENIED);
    expect((await call<ScreenShareTeam[]>(admin, 'v1/screen/share_teams', { _id: wall._id })).msg).toEqual([]);
  });

  it('a member shares only with their own teams; the administrator with any; clearance still applies', async () => {
    const admin = await registerUser({ name: 'Ada Admin' });
    const owen = await colleagueOf(admin, 'Owen Owner');
    const rita = await colleagueOf(admin, 'Rita Reader');
    const mine = (await addTeam(admin, 'Mine')).msg;
    const other = (await addTeam(admin, 'Other')).msg;
    await addMember(admin, mine._id, owen);
    await addMember(admin, mine._id, rita);
    await addMember(admin, other._id, rita);

    const shareable = await call<ShareableTeam[]>(owen, 'v1/screen/shareable_teams');
    expect(shareable.msg.map((t) => t.name)).toEqual(['Mine']);
    expect((await call<ShareableTeam[]>(admin, 'v1/screen/shareable_teams')).msg.map((t) => t.name)).toEqual([
      'Mine',
      'Other',
    ]);

    const owens = await addScreen(owen, 'Owen wall');
    expect((await shareTeam(owen, owens._id, other._id, 'read')).code).toBe(ErrorCode.TEAM_PERMISSION_DENIED);
    expect((await shareTeam(owen, owens._id, mine._id, 'read')).code).toBe(200);
    expect(await sharedIds(rita)).toEqual([owens._id]);
    // The administrator manages every screen, and shares with any team.
    expect((await shareTeam(admin, owens._id, other._id, 'edit')).code).toBe(200);
    expect((await editorTicket(rita, owens._id)).code).toBe(200);

    // The screen's level above the member's clearance: hidden and refused, team or not.
    expect((await call(owen, 'v1/screen/save_security_level', { _id: owens._id, level: 'secret' })).code).toBe(200);
    expect(
      (await call(admin, 'v2/admin/max_user/set_clearance', { _id: rita.login.user._id, level: 'internal' })).code,
    ).toBe(200);
    expect(await sharedIds(rita)).toEqual([]);
    expect((await call(rita, 'v1/screen/get', { _id: owens._id })).code).toBe(ErrorCode.SCREEN_CLEARANCE_TOO_LOW);
  });
});
