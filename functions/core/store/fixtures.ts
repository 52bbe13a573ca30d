import { findTemplate } from '../../../shared/screen/templates/index.js';
import type { Caller } from '../../lib/act.js';
import type { GroupRecord } from '../../lib/data/groups.js';
import type { ScreenRecord } from '../../lib/data/screens.js';
import { publishedKeys } from '../../lib/s3-objects.js';
import { addShare, groupShareTarget, screenShareTarget } from '../shares/link-share.js';
import { memoryStore, type MemoryData } from './memory-store.js';
import { noShareChanges, recordingStore, type RecordingStore } from '../shares/share-changes.js';
import type { Store } from './store.js';

/**
 * A small world for the core's unit tests, in a memory store (a recording one, as the acts
 * that write get): tenant `t1` with an owner
 * (group `g1`, screens `s1` and `s2`), an editor, a reader and a stranger of the same tenant,
 * and tenant `t2` with its own screen.
 */
export const NOW = 1_700_000_000_000;

export const callerOf = (userId: string, tenantId = 't1', isAdmin = false): Caller => ({
  userId,
  tenantId,
  isAdmin,
  tokenHash: `h-${userId}`,
  corps: [tenantId],
});

export const owner = callerOf('owner');
export const editor = callerOf('editor');
export const reader = callerOf('reader');
export const stranger = callerOf('stranger');
export const admin = callerOf('admin', 't1', true);
export const otherTenant = callerOf('owner2', 't2');

const document = () => {
  const template = findTemplate('blank');
  if (!template) throw new Error('no blank template');
  return template.documents.en;
};

export function screenRecord(fields: Partial<ScreenRecord> & Pick<ScreenRecord, 'screenId'>): ScreenRecord {
  return {
    tenantId: 't1',
    ownerId: 'owner',
    ownerName: 'Owner',
    groupId: 'g1',
    name: fields.screenId,
    remark: '',
    mobile: false,
    published: false,
    securityLevel: 'internal',
    sort: 0,
    editUsers: [],
    config: document().config,
    revision: 1,
    createdAt: NOW,
    updatedAt: NOW,
    ...fields,
  };
}

export function groupRecord(fields: Partial<GroupRecord> & Pick<GroupRecord, 'groupId'>): GroupRecord {
  return {
    tenantId: 't1',
    ownerId: 'owner',
    name: fields.groupId,
    isDefault: false,
    sort: 1,
    createdAt: NOW,
    updatedAt: NOW,
    ...fields,
  };
}

export async function world(): Promise<{ store: RecordingStore; data: MemoryData }> {
  const { store: memory, data } = memoryStore();
  // What the tests' own writes change of shares is noted and dropped: share-refresh.test.ts refreshes through withShareRefresh.
  const store = recordingStore(memory, noShareChanges());
  for (const [userId, tenant] of [
    ['owner', 't1'],
    ['editor', 't1'],
    ['reader', 't1'],
    ['stranger', 't1'],
    ['admin', 't1'],
    ['owner2', 't2'],
  ] as const) {
    data.users.set(userId, { name: userId, email: `${userId}@example.com`, tenants: [tenant] });
  }
  await memory.createGroup(groupRecord({ groupId: 'g1' }));
  await memory.createGroup(groupRecord({ groupId: 'g2', sort: 2 }));
  await memory.createGroup(groupRecord({ groupId: 'g1', tenantId: 't2', ownerId: 'owner2' }));
  await store.createScreen(
    screenRecord({ screenId: 's1', editUsers: ['editor'], readUsers: ['reader'], sort: 1 }),
    document(),
  );
  await store.createScreen(screenRecord({ screenId: 's2', sort: 2 }), document());
  await store.createScreen(screenRecord({ screenId: 's9', tenantId: 't2', ownerId: 'owner2' }), document());
  return { store, data };
}

/** Opens a link share without password or expiry (a static object) of a screen or of group g1; answers its object's key. */
export async function openShare(store: Store, target: { screen: string } | { group: string }): Promise<string> {
  const shareTarget =
    'screen' in target
      ? await screenShareTarget(store, owner, target.screen, true)
      : await groupShareTarget(store, owner, target.group);
  const info = await addShare(store, shareTarget, { _id: shareTarget.targetId }, NOW);
  return publishedKeys.share(shareTarget.kind, info.token);
}
