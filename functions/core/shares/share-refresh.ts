import { keys, type Key } from '../../lib/data/keys.js';
import { awsStore } from '../store/aws-store.js';
import { noShareChanges, recordingStore, type RecordingStore, type ShareChanges } from './share-changes.js';
import { syncShareObject } from './share-payload.js';
import type { Store } from '../store/store.js';

async function syncPointedShare(store: Store, pointerKey: Key): Promise<void> {
  const pointer = await store.getSharePointer(pointerKey);
  const share = pointer ? await store.getLinkShare(pointer.tokenHash) : undefined;
  if (pointer && share && !share.closed) await syncShareObject(store, share, pointer.token);
}

/**
 * Writes again the static objects of the live shares a request's writes touched: each changed
 * screen's own share, then every group share once (changed groups, and the group each changed
 * screen is in now).
 */
export async function refreshShares(store: Store, changes: ShareChanges): Promise<void> {
  const groups = new Map(changes.groups);
  for (const { tenantId, screenId } of changes.screens.values()) {
    await syncPointedShare(store, keys.screenLinkShare(tenantId, screenId));
    const screen = await store.getScreen(tenantId, screenId);
    if (screen)
      groups.set(`${tenantId}/${screen.ownerId}/${screen.groupId}`, {
        tenantId,
        ownerId: screen.ownerId,
        groupId: screen.groupId,
      });
  }
  for (const { tenantId, ownerId, groupId } of groups.values())
    await syncPointedShare(store, keys.groupLinkShare(tenantId, ownerId, groupId));
}

/**
 * Runs an act's writes against a store that notes what they change of what shares show
 * (share-changes.ts), then refreshes those shares, once, after the last write. The core
 * functions that may change a share take the RecordingStore only this hands out; nothing else
 * refreshes shares.
 */
export async function withShareRefresh<T>(
  run: (store: RecordingStore) => Promise<T>,
  store: Store = awsStore,
): Promise<T> {
  const changes = noShareChanges();
  const result = await run(recordingStore(store, changes));
  await refreshShares(store, changes);
  return result;
}
