import type { StoredWidget } from '../../../shared/acts/editor.js';
import type { ShareLogEntry } from '../../../shared/acts/link-share.js';
import { SCHEMA_VERSION, type ScreenDocument } from '../../../shared/screen/document.js';
import type { GroupRecord } from '../../lib/data/groups.js';
import type { HistoryRecord } from '../../lib/data/history.js';
import type { LinkShareRecord, SharePointer } from '../../lib/data/link-shares.js';
import type { ScreenRecord } from '../../lib/data/screens.js';
import type { VersionRecord } from '../../lib/data/versions.js';
import { epochSeconds, keys } from '../../lib/data/keys.js';
import { KEPT_HEADERS_TTL_SECONDS, type KeptHeaders } from '../../lib/data/widgets.js';
import type { Store } from './store.js';
import { privateKeys } from '../../lib/s3-objects.js';

/**
 * A Store in memory, for unit tests of the core: the same conditions as the DynamoDB items
 * (functions/lib/data) on plain maps. Every call first yields to the event loop, so calls
 * started together interleave as concurrent requests do, and a lost race shows.
 */
export interface MemoryData {
  screens: Map<string, ScreenRecord>;
  widgets: Map<string, Map<string, StoredWidget>>;
  /** Kept headers with their expiry in epoch seconds, as the item's TTL attribute. */
  kept: Map<string, KeptHeaders & { expiresAt: number }>;
  history: Map<string, HistoryRecord[]>;
  groups: Map<string, GroupRecord>;
  /**
   * The name locks of groups (`tenant/owner/name`, trimmed and lower-cased) and the group that
   * holds each: `createGroup` takes one, `renameGroup` moves it, `deleteGroup` frees it. The
   * default group holds none, as in DynamoDB.
   */
  groupNames: Map<string, string>;
  versions: Map<string, Map<string, VersionRecord>>;
  shares: Map<string, LinkShareRecord>;
  pointers: Map<string, SharePointer>;
  /** A link's log entries by `at` and id (the item's sort key). */
  shareLogs: Map<string, Map<string, ShareLogEntry>>;
  shareAccess: Map<string, number>;
  attempts: Map<string, { windowStart: number; count: number }>;
  published: Map<string, unknown>;
  assets: Map<string, Uint8Array>;
  privates: Map<string, unknown>;
  users: Map<string, { name: string; email: string; tenants: string[] }>;
  /** Teams by `tenantId/teamId`. */
  teams: Map<string, { teamId: string; tenantId: string; name: string }>;
  /** Every write, in order (`kind key`), for tests that ask what was written. */
  writes: string[];
}

const screenKey = (tenantId: string, screenId: string) => `${tenantId}/${screenId}`;
const groupKey = (tenantId: string, ownerId: string, groupId: string) => `${tenantId}/${ownerId}/${groupId}`;
const groupNameKey = (tenantId: string, ownerId: string, name: string) =>
  `${tenantId}/${ownerId}/${name.trim().toLowerCase()}`;
const widgetKey = (tenantId: string, screenId: string, widgetId: string) =>
  `${screenKey(tenantId, screenId)}/${widgetId}`;
/** The sort key of a history or log entry: its time, padded, then its id. */
const timeSortKey = (at: number, id: string) => `${String(at).padStart(15, '0')}#${id}`;
const pointerKey = (key: { pk: string; sk: string }) => `${key.pk}|${key.sk}`;
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const copy = <T>(value: T): T => structuredClone(value);

export function memoryStore(): { store: Store; data: MemoryData } {
  /**
   * The token each widget item carries (the stored write token): set by a tokened add, gone with
   * any other write of the widget, as every other write replaces or drops it in DynamoDB.
   */
  const addedWith = new Map<string, string>();
  const data: MemoryData = {
    screens: new Map(),
    widgets: new Map(),
    kept: new Map(),
    history: new Map(),
    groups: new Map(),
    groupNames: new Map(),
    versions: new Map(),
    shares: new Map(),
    pointers: new Map(),
    shareLogs: new Map(),
    shareAccess: new Map(),
    attempts: new Map(),
    published: new Map(),
    assets: new Map(),
    privates: new Map(),
    users: new Map(),
    teams: new Map(),
    writes: [],
  };
  const wrote = (kind: string, key: string) => data.writes.push(`${kind} ${key}`);
  const screen = (tenantId: string, screenId: string) => data.screens.get(screenKey(tenantId, screenId));
  const versionsOf = (tenantId: string, screenId: string) => {
    const key = screenKey(tenantId, screenId);
    const found = data.versions.get(key) ?? new Map<string, VersionRecord>();
    data.versions.set(key, found);
    return found;
  };
  const widgetsOf = (tenantId: string, screenId: string) => {
    const key = screenKey(tenantId, screenId);
    const found = data.widgets.get(key) ?? new Map<string, StoredWidget>();
    data.widgets.set(key, found);
    return found;
  };
  const changeScreen = (record: ScreenRecord, fields: Partial<ScreenRecord>) => {
    data.screens.set(screenKey(record.tenantId, record.screenId), { ...record, ...fields });
    wrote('screen', screenKey(record.tenantId, record.screenId));
  };
  const owned = (tenantId: string, ownerId: string, groupId?: string) =>
    [...data.screens.values()].filter(
      (s) => s.tenantId === tenantId && s.ownerId === ownerId && (groupId === undefined || s.groupId === groupId),
    );

  const store: Store = {
    async getScreen(tenantId, screenId) {
      await tick();
      const found = screen(tenantId, screenId);
      return found && copy(found);
    },
    async getScreenDocument(tenantId, screenId) {
      await tick();
      const found = screen(tenantId, screenId);
      if (!found) return undefined;
      const widgets = [...widgetsOf(tenantId, screenId).values()].sort(
        (a, b) => a.layout.z - b.layout.z || a.widget.id.localeCompare(b.widget.id),
      );
      const document: ScreenDocument = {
        schemaVersion: SCHEMA_VERSION,
        config: found.config,
        widgets: Object.fromEntries(widgets.map((w) => [w.widget.id, w.widget])),
        layout: widgets.map((w) => w.layout),
      };
      return copy({
        screen: found,
        document,
        revisions: Object.fromEntries(widgets.map((w) => [w.widget.id, w.revision])),
      });
    },
    async listOwnedScreens(tenantId, ownerId, groupId) {
      await tick();
      return copy(owned(tenantId, ownerId, groupId));
    },
    async listSharedScreens(tenantId, userId) {
      await tick();
      return copy(
        [...data.screens.values()].filter(
          (s) => s.tenantId === tenantId && [...s.editUsers, ...(s.readUsers ?? [])].includes(userId),
        ),
      );
    },
    async listTeamSharedScreens(tenantId, teamId) {
      await tick();
      return copy(
        [...data.screens.values()].filter(
          (s) => s.tenantId === tenantId && [...(s.editTeams ?? []), ...(s.readTeams ?? [])].includes(teamId),
        ),
      );
    },
    async listSystemSharedScreens(tenantId) {
      await tick();
      const sharedGroups = [...data.groups.values()].filter((g) => g.tenantId === tenantId && g.systemShare === true);
      return copy([
        ...[...data.screens.values()].filter((s) => s.tenantId === tenantId && s.systemShare === true),
        ...sharedGroups.flatMap((g) => owned(tenantId, g.ownerId, g.groupId)),
      ]);
    },
    async createScreen(record, document) {
      await tick();
      const existing = screen(record.tenantId, record.screenId);
      if (existing) return copy(existing);
      const widgets = widgetsOf(record.tenantId, record.screenId);
      for (const layout of document.layout) {
        const widget = document.widgets[layout.widgetId];
        if (widget) widgets.set(layout.widgetId, copy({ widget, layout, revision: 1 }));
      }
      changeScreen(copy(record), {});
      return copy(record);
    },
    async updateScreen(record, fields, now) {
      await tick();
      const current = screen(record.tenantId, record.screenId);
      if (!current) return false;
      const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      changeScreen(current, { ...defined, updatedAt: now, revision: current.revision + 1 });
      return true;
    },
    async setScreenInterval(record, seconds, now) {
      await tick();
      const current = screen(record.tenantId, record.screenId);
      if (!current) return false;
      const { carouselInterval: _dropped, ...rest } = current;
      changeScreen(rest, {
        ...(seconds === null ? {} : { carouselInterval: seconds }),
        updatedAt: now,
        revision: current.revision + 1,
      });
      return true;
    },
    async setShare(record, userId, permission, now) {
      await tick();
      const current = screen(record.tenantId, record.screenId);
      if (!current || current.revision !== record.revision) return false;
      const without = (ids: string[] | undefined) => (ids ?? []).filter((id) => id !== userId);
      changeScreen(current, {
        editUsers: permission === 'edit' ? [...without(current.editUsers), userId] : without(current.editUsers),
        readUsers: permission === 'read' ? [...without(current.readUsers), userId] : without(current.readUsers),
        updatedAt: now,
        revision: current.revision + 1,
      });
      return true;
    },
    async setTeamShare(record, teamId, permission, now) {
      await tick();
      const current = screen(record.tenantId, record.screenId);
      if (!current || current.revision !== record.revision) return false;
      const without = (ids: string[] | undefined) => (ids ?? []).filter((id) => id !== teamId);
      changeScreen(current, {
        editTeams: permission === 'edit' ? [...without(current.editTeams), teamId] : without(current.editTeams),
        readTeams: permission === 'read' ? [...without(current.readTeams), teamId] : without(current.readTeams),
        updatedAt: now,
        revision: current.revision + 1,
      });
      return true;
    },
    async setScreenSystemShare(record, share, now) {
      await tick();
      const current = screen(record.tenantId, record.screenId);
      if (current) changeScreen(current, { systemShare: share, updatedAt: now });
    },
    async deleteScreen(record) {
      await tick();
      const key = screenKey(record.tenantId, record.screenId);
      data.screens.delete(key);
      for (const widgetId of data.widgets.get(key)?.keys() ?? []) addedWith.delete(`${key}/${widgetId}`);
      data.widgets.delete(key);
      data.versions.delete(key);
      // Every item under the screen's partition goes: its history index, kept headers, link pointer.
      data.history.delete(key);
      for (const kept of [...data.kept.keys()]) if (kept.startsWith(`${key}/`)) data.kept.delete(kept);
      data.pointers.delete(pointerKey(keys.screenLinkShare(record.tenantId, record.screenId)));
      wrote('delete-screen', key);
    },
    async getWidget(tenantId, screenId, widgetId) {
      await tick();
      const found = widgetsOf(tenantId, screenId).get(widgetId);
      return found && copy(found);
    },
    async keptHeaders(tenantId, screenId, widgetId, now) {
      await tick();
      const found = data.kept.get(widgetKey(tenantId, screenId, widgetId));
      return found && found.expiresAt > epochSeconds(now)
        ? copy({ url: found.url, headers: found.headers })
        : undefined;
    },
    async addWidgets(tenantId, screenId, entries, token) {
      await tick();
      const widgets = widgetsOf(tenantId, screenId);
      const taken = entries.filter(({ widget }) => widgets.has(widget.id));
      if (taken.length > 0)
        return (
          token !== undefined &&
          taken.every(({ widget }) => addedWith.get(widgetKey(tenantId, screenId, widget.id)) === token)
        );
      for (const { widget, layout } of entries) {
        widgets.set(widget.id, copy({ widget, layout, revision: 1 }));
        if (token) addedWith.set(widgetKey(tenantId, screenId, widget.id), token);
        else addedWith.delete(widgetKey(tenantId, screenId, widget.id));
      }
      return true;
    },
    async replaceWidget(tenantId, screenId, stored, revision) {
      await tick();
      const widgets = widgetsOf(tenantId, screenId);
      if (widgets.get(stored.widget.id)?.revision !== revision) return undefined;
      widgets.set(stored.widget.id, copy({ ...stored, revision: revision + 1 }));
      addedWith.delete(widgetKey(tenantId, screenId, stored.widget.id));
      return revision + 1;
    },
    async moveWidget(tenantId, screenId, layout, revision) {
      await tick();
      const widgets = widgetsOf(tenantId, screenId);
      const current = widgets.get(layout.widgetId);
      if (current?.revision !== revision) return undefined;
      widgets.set(layout.widgetId, { ...current, layout: copy(layout), revision: revision + 1 });
      addedWith.delete(widgetKey(tenantId, screenId, layout.widgetId));
      return revision + 1;
    },
    async removeWidget(tenantId, screenId, widgetId) {
      await tick();
      const widgets = widgetsOf(tenantId, screenId);
      const current = widgets.get(widgetId);
      widgets.delete(widgetId);
      addedWith.delete(widgetKey(tenantId, screenId, widgetId));
      return current;
    },
    async keepHeaders(tenantId, screenId, widgetId, kept, now) {
      await tick();
      data.kept.set(widgetKey(tenantId, screenId, widgetId), {
        url: kept.url,
        headers: copy(kept.headers),
        expiresAt: epochSeconds(now) + KEPT_HEADERS_TTL_SECONDS,
      });
    },
    async touchScreen(tenantId, screenId, now) {
      await tick();
      const current = screen(tenantId, screenId);
      if (!current) throw new Error('ConditionalCheckFailedException');
      data.screens.set(screenKey(tenantId, screenId), { ...current, updatedAt: now });
    },
    async replaceAllWidgets(tenantId, screenId, current, next) {
      await tick();
      const widgets = widgetsOf(tenantId, screenId);
      for (const id of current) widgets.delete(id);
      for (const item of next) widgets.set(item.widget.id, copy({ ...item, revision: Date.now() }));
      for (const id of [...current, ...next.map((item) => item.widget.id)])
        addedWith.delete(widgetKey(tenantId, screenId, id));
      wrote('widgets', screenKey(tenantId, screenId));
    },
    async changeConfig(tenantId, screenId, config, revision, now) {
      await tick();
      const current = screen(tenantId, screenId);
      if (!current || (current.configRevision ?? 0) !== revision) return undefined;
      changeScreen(current, { config: copy(config), configRevision: revision + 1, updatedAt: now });
      return revision + 1;
    },

    async saveHistory(tenantId, screenId, record, document) {
      await tick();
      const full = { ...record, objectKey: privateKeys.history(tenantId, screenId, record.historyId) };
      data.privates.set(full.objectKey, JSON.parse(JSON.stringify(document)));
      const others = (data.history.get(screenKey(tenantId, screenId)) ?? []).filter(
        (h) => timeSortKey(h.at, h.historyId) !== timeSortKey(full.at, full.historyId),
      );
      data.history.set(screenKey(tenantId, screenId), [full, ...others]);
      return copy(full);
    },
    async listHistory(tenantId, screenId) {
      await tick();
      const sortKey = (h: HistoryRecord) => timeSortKey(h.at, h.historyId);
      return copy(
        [...(data.history.get(screenKey(tenantId, screenId)) ?? [])].sort((a, b) =>
          sortKey(b) > sortKey(a) ? 1 : sortKey(b) < sortKey(a) ? -1 : 0,
        ),
      );
    },
    async findHistory(tenantId, screenId, historyId) {
      await tick();
      const found = data.history.get(screenKey(tenantId, screenId))?.find((h) => h.historyId === historyId);
      return found && copy(found);
    },
    async readHistoryDocument(record) {
      await tick();
      return copy(data.privates.get(record.objectKey));
    },

    async listGroups(tenantId, ownerId) {
      await tick();
      return copy([...data.groups.values()].filter((g) => g.tenantId === tenantId && g.ownerId === ownerId));
    },
    async getGroup(tenantId, ownerId, groupId) {
      await tick();
      const found = data.groups.get(groupKey(tenantId, ownerId, groupId));
      return found && copy(found);
    },
    async ensureDefaultGroup(tenantId, ownerId, name, now) {
      await tick();
      const groupId = `default-${ownerId}`;
      const key = groupKey(tenantId, ownerId, groupId);
      if (!data.groups.has(key))
        data.groups.set(key, {
          groupId,
          tenantId,
          ownerId,
          name,
          isDefault: true,
          sort: 0,
          createdAt: now,
          updatedAt: now,
        });
    },
    async createGroup(group) {
      await tick();
      const lock = groupNameKey(group.tenantId, group.ownerId, group.name);
      const key = groupKey(group.tenantId, group.ownerId, group.groupId);
      if (data.groupNames.has(lock) || data.groups.has(key)) return false;
      data.groupNames.set(lock, group.groupId);
      data.groups.set(key, copy(group));
      return true;
    },
    async renameGroup(group, name, now) {
      await tick();
      const before = groupNameKey(group.tenantId, group.ownerId, group.name);
      const after = groupNameKey(group.tenantId, group.ownerId, name);
      const key = groupKey(group.tenantId, group.ownerId, group.groupId);
      const current = data.groups.get(key);
      if ((before !== after && data.groupNames.has(after)) || !current) return false;
      if (before !== after) {
        data.groupNames.delete(before);
        data.groupNames.set(after, group.groupId);
      }
      data.groups.set(key, { ...current, name, updatedAt: now });
      return true;
    },
    async setGroupSort(tenantId, ownerId, groupId, sort) {
      await tick();
      const key = groupKey(tenantId, ownerId, groupId);
      const current = data.groups.get(key);
      if (!current) throw new Error('ConditionalCheckFailedException');
      data.groups.set(key, { ...current, sort });
    },
    async setGroupInterval(group, seconds, now) {
      await tick();
      const key = groupKey(group.tenantId, group.ownerId, group.groupId);
      const current = data.groups.get(key);
      if (!current) return false;
      data.groups.set(key, { ...current, interval: seconds, updatedAt: now });
      wrote('group', key);
      return true;
    },
    async setGroupMobileRules(group, rules, now) {
      await tick();
      const key = groupKey(group.tenantId, group.ownerId, group.groupId);
      const current = data.groups.get(key);
      if (!current) return false;
      const { mobileRules: _old, ...rest } = current;
      data.groups.set(key, { ...rest, ...(rules ? { mobileRules: rules } : {}), updatedAt: now });
      wrote('group', key);
      return true;
    },
    async setGroupSystemShare(group, share, now) {
      await tick();
      const key = groupKey(group.tenantId, group.ownerId, group.groupId);
      const current = data.groups.get(key);
      if (current) data.groups.set(key, { ...current, systemShare: share, updatedAt: now });
    },
    async deleteGroup(group) {
      await tick();
      data.groupNames.delete(groupNameKey(group.tenantId, group.ownerId, group.name));
      data.groups.delete(groupKey(group.tenantId, group.ownerId, group.groupId));
    },

    async nextVersionSeq(tenantId, screenId) {
      await tick();
      const current = screen(tenantId, screenId);
      if (!current) return undefined;
      const seq = (current.versionSeq ?? 0) + 1;
      data.screens.set(screenKey(tenantId, screenId), { ...current, versionSeq: seq });
      return seq;
    },
    async listVersions(tenantId, screenId) {
      await tick();
      return copy([...versionsOf(tenantId, screenId).values()].sort((a, b) => b.seq - a.seq));
    },
    async getVersion(tenantId, screenId, versionId) {
      await tick();
      const found = versionsOf(tenantId, screenId).get(versionId);
      return found && copy(found);
    },
    async addVersion(tenantId, screenId, record, release) {
      await tick();
      const current = screen(tenantId, screenId);
      const versions = versionsOf(tenantId, screenId);
      if (!current || versions.has(record.versionId)) return false;
      if (release && current.latestVersionId !== release.from) return false;
      versions.set(record.versionId, { ...copy(record), latest: release !== null });
      const previous = release?.from ? versions.get(release.from) : undefined;
      if (previous) versions.set(previous.versionId, { ...previous, latest: false });
      changeScreen(current, { published: true, ...(release ? { latestVersionId: record.versionId } : {}) });
      return true;
    },
    async moveLatest(tenantId, screenId, from, to) {
      await tick();
      const versions = versionsOf(tenantId, screenId);
      const target = versions.get(to);
      if (from === to) return target ? 'ok' : 'missing';
      const current = screen(tenantId, screenId);
      if (!current || current.latestVersionId !== from) return 'conflict';
      if (!target) return 'missing';
      versions.set(to, { ...target, latest: true });
      const previous = from ? versions.get(from) : undefined;
      if (previous) versions.set(previous.versionId, { ...previous, latest: false });
      changeScreen(current, { latestVersionId: to });
      return 'ok';
    },
    async removeVersion(tenantId, screenId, versionId, wasLatest) {
      await tick();
      const versions = versionsOf(tenantId, screenId);
      const version = versions.get(versionId);
      const current = screen(tenantId, screenId);
      if (!version || version.latest !== wasLatest) return false;
      if (wasLatest && current?.latestVersionId !== versionId) return false;
      versions.delete(versionId);
      if (wasLatest && current) {
        const { latestVersionId: _dropped, ...rest } = current;
        changeScreen(rest, {});
      }
      return true;
    },
    async changeVersion(tenantId, screenId, versionId, fields) {
      await tick();
      const versions = versionsOf(tenantId, screenId);
      const current = versions.get(versionId);
      if (!current) return undefined;
      const changed = {
        ...current,
        ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      };
      versions.set(versionId, changed);
      return copy(changed);
    },

    async getLinkShare(tokenHash) {
      await tick();
      const found = data.shares.get(tokenHash);
      return found && copy(found);
    },
    async getSharePointer(key) {
      await tick();
      const found = data.pointers.get(pointerKey(key));
      return found && copy(found);
    },
    async closeLinkShare(tokenHash, now) {
      await tick();
      const current = data.shares.get(tokenHash);
      if (current) data.shares.set(tokenHash, { ...current, closed: true, closedAt: now });
    },
    async createLinkShare(record, token, key, previousHash) {
      await tick();
      if (data.shares.has(record.tokenHash) || data.pointers.get(pointerKey(key))?.tokenHash !== previousHash)
        return false;
      data.shares.set(record.tokenHash, copy(record));
      data.pointers.set(pointerKey(key), { token, tokenHash: record.tokenHash });
      return true;
    },
    async changeLinkShare(tokenHash, fields) {
      await tick();
      const current = data.shares.get(tokenHash);
      if (!current || current.closed) return undefined;
      const changed: LinkShareRecord = {
        ...current,
        ...(fields.embedDomains ? { embedDomains: fields.embedDomains } : {}),
      };
      if (typeof fields.passwordHash === 'string') changed.passwordHash = fields.passwordHash;
      else if (fields.passwordHash === null) delete changed.passwordHash;
      if (typeof fields.expiresAt === 'number') changed.expiresAt = fields.expiresAt;
      else if (fields.expiresAt === null) delete changed.expiresAt;
      data.shares.set(tokenHash, changed);
      return copy(changed);
    },
    async addShareLog(tokenHash, entry, id) {
      await tick();
      const log = data.shareLogs.get(tokenHash) ?? new Map<string, ShareLogEntry>();
      log.set(timeSortKey(entry.at, id), copy(entry));
      data.shareLogs.set(tokenHash, log);
    },
    async listShareLog(tokenHash, limit) {
      await tick();
      const log = [...(data.shareLogs.get(tokenHash) ?? new Map<string, ShareLogEntry>()).entries()];
      return copy(
        log
          .sort(([a], [b]) => (b > a ? 1 : b < a ? -1 : 0))
          .slice(0, limit)
          .map(([, entry]) => entry),
      );
    },
    async putShareAccess(tokenHash, accessHash, expiresAtMs) {
      await tick();
      data.shareAccess.set(`${tokenHash}/${accessHash}`, expiresAtMs);
    },
    async shareAccessValid(tokenHash, accessHash, now) {
      await tick();
      return (data.shareAccess.get(`${tokenHash}/${accessHash}`) ?? 0) > now;
    },

    async takeAttempt(rule, subject, now) {
      await tick();
      const key = keys.rateWindow(rule.name, subject);
      const window = data.attempts.get(pointerKey(key));
      if (window && window.windowStart > now - rule.windowMs) {
        if (window.count >= rule.limit) return undefined;
        window.count += 1;
        return { key, windowStart: window.windowStart };
      }
      data.attempts.set(pointerKey(key), { windowStart: now, count: 1 });
      return { key, windowStart: now };
    },
    async releaseAttempt(attempt) {
      await tick();
      const window = data.attempts.get(pointerKey(attempt.key));
      if (window && window.windowStart === attempt.windowStart && window.count > 0) window.count -= 1;
    },

    async putPublishedJson(key, value) {
      await tick();
      data.published.set(key, JSON.parse(JSON.stringify(value)));
      wrote('put', key);
    },
    async readPublishedJson(key) {
      await tick();
      return copy(data.published.get(key));
    },
    async deletePublished(key) {
      await tick();
      data.published.delete(key);
      wrote('delete', key);
    },
    async putAsset(key, body) {
      await tick();
      data.assets.set(key, body);
    },
    async readAsset(key) {
      await tick();
      return data.assets.get(key);
    },
    async readUpload(key, maxBytes) {
      await tick();
      const found = data.assets.get(key);
      if (!found) return 'missing';
      return found.byteLength > maxBytes ? 'too-large' : found;
    },
    async copyAsset(from, to) {
      await tick();
      const found = data.assets.get(from);
      // S3 refuses to copy what is not there.
      if (!found) throw Object.assign(new Error(`no object under ${from}`), { name: 'NoSuchKey' });
      data.assets.set(to, found);
    },
    async deleteAsset(key) {
      await tick();
      data.assets.delete(key);
      data.privates.delete(key);
    },
    async assetUrl(key) {
      return `memory://${key}`;
    },
    async putPrivateJson(key, value) {
      await tick();
      data.privates.set(key, JSON.parse(JSON.stringify(value)));
    },
    async readPrivateJson(key) {
      await tick();
      return copy(data.privates.get(key));
    },

    async userName(userId) {
      return data.users.get(userId)?.name;
    },
    async isMember(tenantId, userId) {
      return data.users.get(userId)?.tenants.includes(tenantId) ?? false;
    },
    async getUsers(userIds) {
      return userIds.flatMap((userId) => {
        const user = data.users.get(userId);
        return user ? [{ userId, name: user.name, email: user.email }] : [];
      });
    },
    async getTeams(tenantId, teamIds) {
      await tick();
      return [...data.teams.values()]
        .filter((team) => team.tenantId === tenantId && (!teamIds || teamIds.includes(team.teamId)))
        .map(({ teamId, name }) => ({ teamId, name }));
    },
  };
  return { store, data };
}
