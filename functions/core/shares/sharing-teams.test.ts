import { describe, expect, it } from 'vitest';
import { screenListArgs } from '../../../shared/acts/screen.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import type { Caller } from '../../lib/act.js';
import { admin, callerOf, NOW, owner, world } from '../store/fixtures.js';
import { listScreens } from '../screens/screens.js';
import { changeTeamShare, shareableTeams, shareTeams } from './sharing.js';

/** Sharing screens with teams (docs/permissions.md#teams), on the memory store. */
const inTeams = (caller: Caller, teamIds: string[]): Caller => ({ ...caller, teamIds });

async function teamWorld() {
  const { store, data } = await world();
  for (const [teamId, name] of [
    ['red', 'Red'],
    ['blue', 'Blue'],
  ] as const)
    data.teams.set(`t1/${teamId}`, { teamId, tenantId: 't1', name });
  data.teams.set('t2/green', { teamId: 'green', tenantId: 't2', name: 'Green' });
  return { store, data };
}

const sharedList = async (store: Awaited<ReturnType<typeof world>>['store'], caller: Caller) =>
  (await listScreens(store, caller, screenListArgs.parse({ group_id: 'shared' }))).list.map((s) => s._id);

describe('changeTeamShare', () => {
  it('lets the owner share with a team they are in, and refuses another of their tenant', async () => {
    const { store } = await teamWorld();
    await expect(changeTeamShare(store, inTeams(owner, ['red']), 's1', 'blue', 'read', NOW)).rejects.toMatchObject({
      code: ErrorCode.TEAM_PERMISSION_DENIED,
    });
    await changeTeamShare(store, inTeams(owner, ['red']), 's1', 'red', 'edit', NOW);
    expect(await shareTeams(store, owner, 's1')).toEqual([{ _id: 'red', name: 'Red', permission: 'edit' }]);
  });

  it("lets the administrator share with any team; another tenant's team is not found", async () => {
    const { store } = await teamWorld();
    await changeTeamShare(store, admin, 's1', 'blue', 'read', NOW);
    await expect(changeTeamShare(store, admin, 's1', 'green', 'read', NOW)).rejects.toMatchObject({
      code: ErrorCode.TEAM_NOT_FOUND,
    });
    expect((await shareTeams(store, owner, 's1')).map((t) => t._id)).toEqual(['blue']);
  });

  it('refuses a team member who does not manage the screen', async () => {
    const { store } = await teamWorld();
    await expect(
      changeTeamShare(store, inTeams(callerOf('editor'), ['red']), 's1', 'red', 'read', NOW),
    ).rejects.toMatchObject({ code: ErrorCode.SCREEN_PERMISSION_DENIED });
  });

  it('stops a share without membership, and the team member loses the screen from the shared list', async () => {
    const { store } = await teamWorld();
    const member = inTeams(callerOf('stranger'), ['blue']);
    await changeTeamShare(store, admin, 's2', 'blue', 'read', NOW);
    expect(await sharedList(store, member)).toEqual(['s2']);
    expect(await sharedList(store, callerOf('stranger'))).toEqual([]);
    await changeTeamShare(store, owner, 's2', 'blue', null, NOW);
    expect(await sharedList(store, member)).toEqual([]);
  });

  it('leaves a removed team out of the list of teams', async () => {
    const { store, data } = await teamWorld();
    await changeTeamShare(store, admin, 's1', 'blue', 'read', NOW);
    data.teams.delete('t1/blue');
    expect(await shareTeams(store, owner, 's1')).toEqual([]);
  });
});

describe('shareableTeams', () => {
  it("offers the administrator every team of the tenant, a member their own, and no one another tenant's", async () => {
    const { store } = await teamWorld();
    expect((await shareableTeams(store, admin)).map((t) => t.name)).toEqual(['Blue', 'Red']);
    expect((await shareableTeams(store, inTeams(owner, ['red', 'green']))).map((t) => t.name)).toEqual(['Red']);
    expect(await shareableTeams(store, owner)).toEqual([]);
  });
});
