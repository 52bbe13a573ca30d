import type { Store } from '../store/store.js';

/**
 * What a request changed of what link shares show. A share shows published content only: a
 * screen's latest version, name and security level (its own share and its group's), and a
 * group's members, their order and carousel intervals (the group's share). Development
 * content, thumbnails, remarks and account or system shares change no share.
 */
export interface ShareChanges {
  /** Screens whose own share and whose group's share may show something else. */
  screens: Map<string, { tenantId: string; screenId: string }>;
  /** Groups whose share may show something else. */
  groups: Map<string, { tenantId: string; ownerId: string; groupId: string }>;
}

export const noShareChanges = (): ShareChanges => ({ screens: new Map(), groups: new Map() });

/**
 * A store that notes what its writes change of what shares show. Core functions whose writes
 * may change a share take one, and only `withShareRefresh` (share-refresh.ts) hands one to an
 * act: calling them without the refresh does not type-check.
 */
export interface RecordingStore extends Store {
  readonly changes: ShareChanges;
}

function screenChanged(changes: ShareChanges, tenantId: string, screenId: string): void {
  changes.screens.set(`${tenantId}/${screenId}`, { tenantId, screenId });
}

/** Notes a screen whose shares must be written again though this request changed nothing (a retry). */
export function noteScreenChanged(store: RecordingStore, tenantId: string, screenId: string): void {
  screenChanged(store.changes, tenantId, screenId);
}

function groupChanged(changes: ShareChanges, tenantId: string, ownerId: string, groupId: string): void {
  changes.groups.set(`${tenantId}/${ownerId}/${groupId}`, { tenantId, ownerId, groupId });
}

/**
 * The store as it is, except that each write that changes what a share shows is noted in
 * `changes` once it succeeded. This is the one table of which writes refresh which shares;
 * `withShareRefresh` (share-refresh.ts) refreshes them once the act is done.
 */
export function recordingStore(store: Store, changes: ShareChanges): RecordingStore {
  return {
    ...store,
    changes,
    async updateScreen(screen, fields, now) {
      const done = await store.updateScreen(screen, fields, now);
      if (!done) return done;
      const differs = (field: 'name' | 'securityLevel' | 'groupId' | 'sort') =>
        fields[field] !== undefined && fields[field] !== screen[field];
      if (differs('name') || differs('securityLevel') || differs('groupId'))
        screenChanged(changes, screen.tenantId, screen.screenId);
      if (differs('groupId') || differs('sort')) groupChanged(changes, screen.tenantId, screen.ownerId, screen.groupId);
      return done;
    },
    async setScreenInterval(screen, seconds, now) {
      const done = await store.setScreenInterval(screen, seconds, now);
      if (done) groupChanged(changes, screen.tenantId, screen.ownerId, screen.groupId);
      return done;
    },
    async deleteScreen(screen) {
      await store.deleteScreen(screen);
      groupChanged(changes, screen.tenantId, screen.ownerId, screen.groupId);
    },
    async setGroupInterval(group, seconds, now) {
      const done = await store.setGroupInterval(group, seconds, now);
      if (done) groupChanged(changes, group.tenantId, group.ownerId, group.groupId);
      return done;
    },
    async setGroupMobileRules(group, rules, now) {
      const done = await store.setGroupMobileRules(group, rules, now);
      if (done) groupChanged(changes, group.tenantId, group.ownerId, group.groupId);
      return done;
    },
    async addVersion(tenantId, screenId, record, release) {
      const done = await store.addVersion(tenantId, screenId, record, release);
      if (done && release) screenChanged(changes, tenantId, screenId);
      return done;
    },
    async moveLatest(tenantId, screenId, from, to) {
      const moved = await store.moveLatest(tenantId, screenId, from, to);
      if (moved === 'ok') screenChanged(changes, tenantId, screenId);
      return moved;
    },
    async removeVersion(tenantId, screenId, versionId, wasLatest, worksheetIds) {
      const done = await store.removeVersion(tenantId, screenId, versionId, wasLatest, worksheetIds);
      if (done && wasLatest) screenChanged(changes, tenantId, screenId);
      return done;
    },
  };
}
