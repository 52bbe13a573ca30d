import { describe, expect, it } from 'vitest';
import { publishedKeys } from '../../lib/s3-objects.js';
import type { MemoryData } from '../store/memory-store.js';
import { changeShare } from '../shares/sharing.js';
import { NOW, owner, world } from '../store/fixtures.js';
import { deleteVersion, publishVersion, releaseVersion } from './versions.js';

const publish = (store: Awaited<ReturnType<typeof world>>['store'], name: string, latest = true) =>
  publishVersion(store, owner, { _id: 's1', name, remark: '', latest }, NOW);

/** The invariant every race must keep: at most one version flagged latest, the one the screen names, the one the pointer names. */
function expectOneLatest(data: MemoryData): string | undefined {
  const versions = [...(data.versions.get('t1/s1')?.values() ?? [])];
  const flagged = versions.filter((v) => v.latest).map((v) => v.versionId);
  const named = data.screens.get('t1/s1')?.latestVersionId;
  expect(flagged).toEqual(named ? [named] : []);
  const pointer = data.published.get(publishedKeys.latest('t1', 's1'));
  expect(pointer).toEqual(named ? { versionId: named } : undefined);
  return named;
}

describe('version races', () => {
  it('gives two publishes at once their own numbers and leaves one of them the latest', async () => {
    const { store: base, data } = await world();
    let refused = 0;
    const store = {
      ...base,
      addVersion: async (...args: Parameters<typeof base.addVersion>) =>
        (await base.addVersion(...args)) || (refused++, false),
    };
    const [a, b] = await Promise.all([publish(store, 'a'), publish(store, 'b')]);
    expect(refused).toBeGreaterThan(0);
    expect([a.seq, b.seq].sort()).toEqual([1, 2]);
    expect([a._id, b._id]).toContain(expectOneLatest(data));
    expect(data.screens.get('t1/s1')?.published).toBe(true);
  });

  it('keeps one latest when many publishes and releases race', async () => {
    const { store, data } = await world();
    const first = await publish(store, 'first', false);
    const second = await publish(store, 'second', false);
    await Promise.all([
      releaseVersion(store, owner, 's1', first._id),
      releaseVersion(store, owner, 's1', second._id),
      publish(store, 'third'),
      publish(store, 'fourth', false),
    ]);
    expect(expectOneLatest(data)).toBeDefined();
    expect(data.versions.get('t1/s1')?.size).toBe(4);
  });

  it('leaves a consistent latest when deleting the latest races a release', async () => {
    const { store, data } = await world();
    const first = await publish(store, 'first');
    const second = await publish(store, 'second', false);
    await Promise.all([
      deleteVersion(store, owner, 's1', first._id, NOW),
      releaseVersion(store, owner, 's1', second._id),
    ]);
    expect(data.versions.get('t1/s1')?.has(first._id)).toBe(false);
    expect([undefined, second._id]).toContain(expectOneLatest(data));
  });

  it('never reuses a number, even after the newest version is deleted', async () => {
    const { store } = await world();
    const first = await publish(store, 'first');
    await deleteVersion(store, owner, 's1', first._id, NOW);
    expect((await publish(store, 'again')).seq).toBe(2);
  });

  it('marks the screen unpublished when its last version goes', async () => {
    const { store, data } = await world();
    const only = await publish(store, 'only');
    expect(await deleteVersion(store, owner, 's1', only._id, NOW)).toEqual({ deleted: only._id, latest: null });
    expect(data.screens.get('t1/s1')?.published).toBe(false);
    expectOneLatest(data);
  });
});

describe('concurrent account share changes', () => {
  it('keeps every change when several users are shared with at once (each retried on the screen revision)', async () => {
    const { store, data } = await world();
    await Promise.all([
      changeShare(store, owner, 's2', 'editor', 'edit', NOW),
      changeShare(store, owner, 's2', 'reader', 'read', NOW),
      changeShare(store, owner, 's2', 'stranger', 'read', NOW),
    ]);
    const screen = data.screens.get('t1/s2');
    expect(screen?.editUsers).toEqual(['editor']);
    expect([...(screen?.readUsers ?? [])].sort()).toEqual(['reader', 'stranger']);
  });
});
