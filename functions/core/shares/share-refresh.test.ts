import { describe, expect, it } from 'vitest';
import type { SharePayload } from '../../../shared/acts/link-share.js';
import { NOW, openShare, owner, world } from '../store/fixtures.js';
import { setGroupInterval, setScreenIntervalInGroup } from '../screens/groups.js';
import type { MemoryData } from '../store/memory-store.js';
import {
  changeScreen,
  changeThumbnail,
  moveScreens,
  removeScreens,
  renameScreen,
  setScreenSystemShare,
  setSecurityLevel,
  sortScreens,
} from '../screens/screen-changes.js';
import { withShareRefresh } from './share-refresh.js';
import { changeShare } from './sharing.js';
import type { RecordingStore } from './share-changes.js';
import { deleteVersion, publishVersion, releaseVersion } from '../versions/versions.js';

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64')}`;

/**
 * A tenant whose screens s1 and s2 (group g1) each have a latest version, with open links to
 * s1 and to g1: which of the two static share objects does an act write again?
 */
async function sharedWorld() {
  const { store, data } = await world();
  await publishVersion(store, owner, { _id: 's1', name: 'v1', remark: '', latest: true }, NOW);
  await publishVersion(store, owner, { _id: 's2', name: 'v1', remark: '', latest: true }, NOW);
  const screenShare = await openShare(store, { screen: 's1' });
  const groupShare = await openShare(store, { group: 'g1' });
  data.writes.length = 0;
  /** Runs an act's core call as the act tables do, and answers which share objects it wrote or deleted. */
  const refreshed = async (run: (s: RecordingStore) => Promise<unknown>): Promise<string[]> => {
    data.writes.length = 0;
    await withShareRefresh(run, store);
    const names = new Map([
      [screenShare, 'screen s1'],
      [groupShare, 'group g1'],
    ]);
    return data.writes.flatMap((write) => {
      const [kind, key] = write.split(' ');
      const name = key === undefined ? undefined : names.get(key);
      return name && (kind === 'put' || kind === 'delete') ? [`${kind} ${name}`] : [];
    });
  };
  return { store, data, screenShare, groupShare, refreshed };
}

const payload = (data: MemoryData, key: string) => data.published.get(key) as SharePayload | undefined;

describe('share refresh: writes that change what a share shows', () => {
  it('rewrites the screen share and its group share when the screen is renamed', async () => {
    const { data, screenShare, groupShare, refreshed } = await sharedWorld();
    expect(await refreshed((s) => renameScreen(s, owner, 's1', 'Renamed', NOW))).toEqual([
      'put screen s1',
      'put group g1',
    ]);
    const shown = payload(data, screenShare);
    expect(shown?.kind === 'screen' && shown.screen.name).toBe('Renamed');
    const group = payload(data, groupShare);
    expect(group?.kind === 'group' && group.screens.map((s) => s.name)).toEqual(['Renamed', 's2']);
  });

  it('rewrites both when a version is released or published as the latest', async () => {
    const { store, refreshed } = await sharedWorld();
    const next = await publishVersion(store, owner, { _id: 's1', name: 'v2', remark: '', latest: false }, NOW);
    expect(await refreshed((s) => releaseVersion(s, owner, 's1', next._id))).toEqual(['put screen s1', 'put group g1']);
    expect(
      await refreshed((s) => publishVersion(s, owner, { _id: 's1', name: 'v3', remark: '', latest: true }, NOW)),
    ).toEqual(['put screen s1', 'put group g1']);
  });

  it('deletes the screen share object when the latest version goes, and rewrites the group without it', async () => {
    const { data, groupShare, refreshed } = await sharedWorld();
    const latest = data.screens.get('t1/s1')?.latestVersionId ?? '';
    expect(await refreshed((s) => deleteVersion(s, owner, 's1', latest, NOW))).toEqual([
      'delete screen s1',
      'put group g1',
    ]);
    const group = payload(data, groupShare);
    expect(group?.kind === 'group' && group.screens.map((s) => s.name)).toEqual(['s2']);
  });

  it('takes a screen made secret out of both shares', async () => {
    const { data, groupShare, refreshed } = await sharedWorld();
    expect(await refreshed((s) => setSecurityLevel(s, owner, 's1', 'secret', NOW))).toEqual([
      'delete screen s1',
      'put group g1',
    ]);
    const group = payload(data, groupShare);
    expect(group?.kind === 'group' && group.screens.map((s) => s.name)).toEqual(['s2']);
  });

  it('rewrites only the group share for its order and carousel intervals', async () => {
    const { refreshed } = await sharedWorld();
    expect(await refreshed((s) => sortScreens(s, owner, 'g1', ['s2', 's1'], NOW))).toEqual(['put group g1']);
    expect(await refreshed((s) => setGroupInterval(s, owner, 'g1', 30, NOW))).toEqual(['put group g1']);
    expect(await refreshed((s) => setScreenIntervalInGroup(s, owner, 'g1', 's1', 12, NOW))).toEqual(['put group g1']);
  });

  it('rewrites the group a screen leaves', async () => {
    const { data, groupShare, refreshed } = await sharedWorld();
    expect(await refreshed((s) => moveScreens(s, owner, ['s1'], 'g2', NOW))).toEqual(['put screen s1', 'put group g1']);
    const group = payload(data, groupShare);
    expect(group?.kind === 'group' && group.screens.map((s) => s.name)).toEqual(['s2']);
  });

  it("closes a deleted screen's share and rewrites its group's", async () => {
    const { data, refreshed } = await sharedWorld();
    expect(await refreshed((s) => removeScreens(s, owner, ['s1'], NOW))).toEqual(['delete screen s1', 'put group g1']);
    expect([...data.shares.values()].find((share) => share.targetId === 's1')?.closed).toBe(true);
  });
});

describe('share refresh: writes that change nothing a share shows', () => {
  it('writes no share object for a remark, a thumbnail, a same name, system or account shares, or a version not released', async () => {
    const { refreshed } = await sharedWorld();
    expect(await refreshed((s) => changeScreen(s, owner, 's1', { remark: 'note' }, NOW))).toEqual([]);
    expect(await refreshed((s) => changeScreen(s, owner, 's1', { name: 's1' }, NOW))).toEqual([]);
    expect(await refreshed((s) => changeThumbnail(s, owner, 's1', PNG, NOW))).toEqual([]);
    expect(await refreshed((s) => setScreenSystemShare(s, owner, 's1', true, NOW))).toEqual([]);
    expect(await refreshed((s) => changeShare(s, owner, 's1', 'stranger', 'read', NOW))).toEqual([]);
    expect(
      await refreshed((s) => publishVersion(s, owner, { _id: 's1', name: 'draft', remark: '', latest: false }, NOW)),
    ).toEqual([]);
  });

  it('refreshes nothing when the act fails before writing', async () => {
    const { data, refreshed } = await sharedWorld();
    await expect(refreshed((s) => renameScreen(s, { ...owner, userId: 'stranger' }, 's1', 'x', NOW))).rejects.toThrow();
    expect(data.writes).toEqual([]);
  });
});
