import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ShareLogEntry } from '../../../shared/acts/link-share.js';
import { emptyDocument, type LayoutEntry, type ScreenDocument, type Widget } from '../../../shared/screen/document.js';
import type { GroupRecord } from '../../lib/data/groups.js';
import { keys } from '../../lib/data/keys.js';
import type { LinkShareRecord } from '../../lib/data/link-shares.js';
import type { Attempt, RateRule } from '../../lib/data/rate-limits.js';
import type { ScreenRecord } from '../../lib/data/screens.js';
import type { VersionRecord } from '../../lib/data/versions.js';
import type { Store } from './store.js';

/**
 * What the domain core relies on of a `Store`, written once against the interface and run on
 * every store there is: the memory store (memory-store.test.ts) and the production one on the
 * emulators (tests/integration/store-contract.test.ts). Where they answer differently, the
 * production store is right. Every case makes ids of its own, so the suite can share an emulator
 * with other files and with itself.
 */

/** What the Store only reads, written by the store's own means (its maps, or the data module). */
export interface SeedPeople {
  users?: readonly { userId: string; name: string; email: string; tenants: readonly string[] }[];
  teams?: readonly { tenantId: string; teamId: string; name: string }[];
}

export interface StoreUnderTest {
  store: Store;
  seed(people: SeedPeople): Promise<void>;
}

const DAY_MS = 86_400_000;

const uid = (): string => randomUUID().replaceAll('-', '').slice(0, 12);

function widget(id: string, text = id): Widget {
  return {
    id,
    type: 'text',
    attr: { globeStyle: { name: text } },
    style: {},
    data: { text },
    events: [],
    locked: false,
    hidden: false,
    inner: false,
  };
}

function layout(widgetId: string, z: number, x = 0): LayoutEntry {
  return { widgetId, x, y: 0, w: 100, h: 50, z, rotation: 0 };
}

const entry = (id: string, z: number, text = id) => ({ widget: widget(id, text), layout: layout(id, z) });

function documentOf(...entries: { widget: Widget; layout: LayoutEntry }[]): ScreenDocument {
  return {
    ...emptyDocument(),
    widgets: Object.fromEntries(entries.map((e) => [e.widget.id, e.widget])),
    layout: entries.map((e) => e.layout),
  };
}

/** A world of one case: a tenant, an owner and a clock of its own. */
function world() {
  const tenantId = `ct-${uid()}`;
  const ownerId = `owner-${uid()}`;
  const now = Date.now();
  const screen = (fields: Partial<ScreenRecord> = {}): ScreenRecord => ({
    screenId: `s-${uid()}`,
    tenantId,
    ownerId,
    ownerName: 'Owner',
    groupId: 'g1',
    name: 'Wall',
    remark: '',
    mobile: false,
    published: false,
    securityLevel: 'internal',
    sort: 0,
    editUsers: [],
    config: emptyDocument().config,
    revision: 1,
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
  const group = (fields: Partial<GroupRecord> = {}): GroupRecord => ({
    groupId: `g-${uid()}`,
    tenantId,
    ownerId,
    name: `Group ${uid()}`,
    isDefault: false,
    sort: 1,
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
  const version = (seq: number, fields: Partial<VersionRecord> = {}): VersionRecord => ({
    versionId: `v-${uid()}`,
    seq,
    name: `V${seq}`,
    remark: '',
    authorId: ownerId,
    authorName: 'Owner',
    createdAt: now + seq,
    objectKey: `versions/${tenantId}/${seq}.json`,
    widgets: 0,
    latest: false,
    ...fields,
  });
  const linkShare = (fields: Partial<LinkShareRecord> = {}): LinkShareRecord => ({
    tokenHash: `hash-${uid()}`,
    tenantId,
    kind: 'screen',
    targetId: `s-${uid()}`,
    ownerId,
    embedDomains: [],
    closed: false,
    createdAt: now,
    ...fields,
  });
  return { tenantId, ownerId, now, screen, group, version, linkShare };
}

const ids = (records: readonly { screenId: string }[]) => records.map((r) => r.screenId).sort();

export function describeStoreContract(name: string, setup: () => Promise<StoreUnderTest>): void {
  describe(`the Store contract, on ${name}`, () => {
    let store: Store;
    let seed: StoreUnderTest['seed'];
    beforeEach(async () => {
      ({ store, seed } = await setup());
    });

    /** A screen stored with `entries` as its widgets. */
    async function stored(
      w: ReturnType<typeof world>,
      fields: Partial<ScreenRecord> = {},
      ...entries: ReturnType<typeof entry>[]
    ) {
      const screen = w.screen(fields);
      await store.createScreen(screen, documentOf(...entries));
      return screen;
    }

    describe('screens', () => {
      it('reads a new screen back whole: its record, its widgets in z order, each at revision 1', async () => {
        const w = world();
        const screen = await stored(w, { name: 'Sales' }, entry('b', 2), entry('a', 1));
        expect(await store.getScreen(w.tenantId, screen.screenId)).toEqual(screen);
        const read = await store.getScreenDocument(w.tenantId, screen.screenId);
        expect(read?.screen).toEqual(screen);
        expect(read?.document.layout.map((l) => l.widgetId)).toEqual(['a', 'b']);
        expect(read?.document.widgets.a).toEqual(widget('a'));
        expect(read?.revisions).toEqual({ a: 1, b: 1 });
        expect(await store.getWidget(w.tenantId, screen.screenId, 'b')).toEqual({ ...entry('b', 2), revision: 1 });
        expect(await store.getScreen(w.tenantId, `s-${uid()}`)).toBeUndefined();
        expect(await store.getScreenDocument(w.tenantId, `s-${uid()}`)).toBeUndefined();
        expect(await store.getScreen(`ct-${uid()}`, screen.screenId)).toBeUndefined();
      });

      it('creating a screen whose id exists answers the stored one and changes nothing (a retried act)', async () => {
        const w = world();
        const first = await stored(w, { name: 'First' }, entry('a', 1));
        const retry = { ...first, name: 'Second' };
        expect(await store.createScreen(retry, documentOf(entry('z', 1)))).toEqual(first);
        const read = await store.getScreenDocument(w.tenantId, first.screenId);
        expect(read?.screen.name).toBe('First');
        expect(Object.keys(read?.document.widgets ?? {})).toEqual(['a']);
      });

      it('updates only the fields given, moves the revision on, and answers false once the screen is gone', async () => {
        const w = world();
        const screen = await stored(w, { name: 'Old', remark: 'keep' });
        expect(await store.updateScreen(screen, { name: 'New', thumbKey: undefined }, w.now + 5)).toBe(true);
        const after = await store.getScreen(w.tenantId, screen.screenId);
        expect(after).toMatchObject({ name: 'New', remark: 'keep', updatedAt: w.now + 5, revision: 2 });
        expect(after).not.toHaveProperty('thumbKey');
        // The record the caller holds is stale now: the update still lands on what is stored, field by field.
        expect(await store.updateScreen(screen, { remark: 'changed' }, w.now + 6)).toBe(true);
        expect(await store.getScreen(w.tenantId, screen.screenId)).toMatchObject({
          name: 'New',
          remark: 'changed',
          revision: 3,
        });
        await store.deleteScreen(screen);
        expect(await store.updateScreen(screen, { name: 'Again' }, w.now + 7)).toBe(false);
        expect(await store.getScreen(w.tenantId, screen.screenId)).toBeUndefined();
      });

      it('lists the screens an owner has, in all groups or in one, and follows a move between groups', async () => {
        const w = world();
        const a = await stored(w, { groupId: 'g1' });
        const b = await stored(w, { groupId: 'g2' });
        await stored(world());
        expect(ids(await store.listOwnedScreens(w.tenantId, w.ownerId))).toEqual(ids([a, b]));
        expect(ids(await store.listOwnedScreens(w.tenantId, w.ownerId, 'g1'))).toEqual([a.screenId]);
        expect(await store.updateScreen(a, { groupId: 'g2' }, w.now)).toBe(true);
        expect(await store.listOwnedScreens(w.tenantId, w.ownerId, 'g1')).toEqual([]);
        expect(ids(await store.listOwnedScreens(w.tenantId, w.ownerId, 'g2'))).toEqual(ids([a, b]));
      });

      it("sets a screen's own carousel interval and gives the group's back with null", async () => {
        const w = world();
        const screen = await stored(w);
        expect(await store.setScreenInterval(screen, 20, w.now + 1)).toBe(true);
        expect(await store.getScreen(w.tenantId, screen.screenId)).toMatchObject({ carouselInterval: 20, revision: 2 });
        expect(await store.setScreenInterval(screen, null, w.now + 2)).toBe(true);
        expect(await store.getScreen(w.tenantId, screen.screenId)).not.toHaveProperty('carouselInterval');
        await store.deleteScreen(screen);
        expect(await store.setScreenInterval(screen, 20, w.now + 3)).toBe(false);
      });

      it('marks the screen changed on touch without moving its revisions, and refuses to touch a gone one', async () => {
        const w = world();
        const screen = await stored(w);
        await store.touchScreen(w.tenantId, screen.screenId, w.now + 9);
        expect(await store.getScreen(w.tenantId, screen.screenId)).toMatchObject({ updatedAt: w.now + 9, revision: 1 });
        await expect(store.touchScreen(w.tenantId, `s-${uid()}`, w.now)).rejects.toThrow();
      });

      it('changes the canvas config only at the revision the editor read', async () => {
        const w = world();
        const screen = await stored(w);
        const config = { ...screen.config, title: 'Changed' };
        expect(await store.changeConfig(w.tenantId, screen.screenId, config, 0, w.now + 1)).toBe(1);
        expect(await store.changeConfig(w.tenantId, screen.screenId, screen.config, 0, w.now + 2)).toBeUndefined();
        expect(await store.getScreen(w.tenantId, screen.screenId)).toMatchObject({ config, configRevision: 1 });
        expect(await store.changeConfig(w.tenantId, screen.screenId, screen.config, 1, w.now + 3)).toBe(2);
        expect(await store.changeConfig(w.tenantId, `s-${uid()}`, config, 0, w.now)).toBeUndefined();
      });

      it('deleting a screen takes its widgets, versions, history, kept headers and link pointer with it', async () => {
        const w = world();
        const screen = await stored(w, {}, entry('a', 1));
        const pointer = keys.screenLinkShare(w.tenantId, screen.screenId);
        const share = w.linkShare({ targetId: screen.screenId });
        expect(await store.createLinkShare(share, 'token', pointer, undefined)).toBe(true);
        expect(await store.addVersion(w.tenantId, screen.screenId, w.version(1), null)).toBe(true);
        await store.saveHistory(
          w.tenantId,
          screen.screenId,
          { historyId: 'h1', label: 'x', at: w.now, byId: w.ownerId, byName: 'Owner', widgets: 1 },
          documentOf(entry('a', 1)),
        );
        await store.keepHeaders(w.tenantId, screen.screenId, 'gone', { url: 'https://x', headers: {} }, w.now);
        await store.deleteScreen((await store.getScreen(w.tenantId, screen.screenId)) ?? screen);
        expect(await store.getScreen(w.tenantId, screen.screenId)).toBeUndefined();
        expect(await store.getWidget(w.tenantId, screen.screenId, 'a')).toBeUndefined();
        expect(await store.listVersions(w.tenantId, screen.screenId)).toEqual([]);
        expect(await store.listHistory(w.tenantId, screen.screenId)).toEqual([]);
        expect(await store.keptHeaders(w.tenantId, screen.screenId, 'gone', w.now)).toBeUndefined();
        expect(await store.getSharePointer(pointer)).toBeUndefined();
        expect(await store.listOwnedScreens(w.tenantId, w.ownerId)).toEqual([]);
      });
    });

    describe('account, team and tenant shares', () => {
      it('shares with a user to read or edit, lists it for them, and stops', async () => {
        const w = world();
        const screen = await stored(w);
        expect(await store.setShare(screen, 'ann', 'read', w.now)).toBe(true);
        const read = await store.getScreen(w.tenantId, screen.screenId);
        expect(read).toMatchObject({ readUsers: ['ann'], editUsers: [], revision: 2 });
        expect(ids(await store.listSharedScreens(w.tenantId, 'ann'))).toEqual([screen.screenId]);
        if (!read) throw new Error('screen gone');
        expect(await store.setShare(read, 'ann', 'edit', w.now)).toBe(true);
        const edit = await store.getScreen(w.tenantId, screen.screenId);
        expect(edit).toMatchObject({ readUsers: [], editUsers: ['ann'], revision: 3 });
        expect(ids(await store.listSharedScreens(w.tenantId, 'ann'))).toEqual([screen.screenId]);
        expect(await store.listSharedScreens(w.tenantId, 'bob')).toEqual([]);
        if (!edit) throw new Error('screen gone');
        expect(await store.setShare(edit, 'ann', null, w.now)).toBe(true);
        expect(await store.getScreen(w.tenantId, screen.screenId)).toMatchObject({ readUsers: [], editUsers: [] });
        expect(await store.listSharedScreens(w.tenantId, 'ann')).toEqual([]);
      });

      it('refuses a share based on a stale record, and lets one of two concurrent shares through', async () => {
        const w = world();
        const screen = await stored(w);
        expect(await store.updateScreen(screen, { name: 'Renamed' }, w.now)).toBe(true);
        expect(await store.setShare(screen, 'ann', 'edit', w.now)).toBe(false);
        expect(await store.listSharedScreens(w.tenantId, 'ann')).toEqual([]);
        const fresh = await store.getScreen(w.tenantId, screen.screenId);
        if (!fresh) throw new Error('screen gone');
        const raced = await Promise.all([
          store.setShare(fresh, 'ann', 'edit', w.now),
          store.setShare(fresh, 'bob', 'read', w.now),
        ]);
        expect(raced.filter(Boolean)).toHaveLength(1);
        const after = await store.getScreen(w.tenantId, screen.screenId);
        expect([...(after?.editUsers ?? []), ...(after?.readUsers ?? [])]).toHaveLength(1);
      });

      it('shares with a team, lists it for the team, refuses a stale record, and stops', async () => {
        const w = world();
        const screen = await stored(w);
        expect(await store.setTeamShare(screen, 'blue', 'read', w.now)).toBe(true);
        expect(await store.setTeamShare(screen, 'red', 'edit', w.now)).toBe(false);
        expect(ids(await store.listTeamSharedScreens(w.tenantId, 'blue'))).toEqual([screen.screenId]);
        expect(await store.listTeamSharedScreens(w.tenantId, 'red')).toEqual([]);
        const read = await store.getScreen(w.tenantId, screen.screenId);
        expect(read).toMatchObject({ readTeams: ['blue'], editTeams: [] });
        if (!read) throw new Error('screen gone');
        expect(await store.setTeamShare(read, 'blue', null, w.now)).toBe(true);
        expect(await store.listTeamSharedScreens(w.tenantId, 'blue')).toEqual([]);
        expect(await store.listSharedScreens(w.tenantId, 'blue')).toEqual([]);
      });

      it("lists the tenant's shared screens, one by one and by their group, until sharing stops", async () => {
        const w = world();
        const alone = await stored(w, { groupId: 'g1' });
        const group = w.group();
        expect(await store.createGroup(group)).toBe(true);
        const inGroup = await stored(w, { groupId: group.groupId });
        await stored(w, { groupId: 'g3' });
        await store.setScreenSystemShare(alone, true, w.now);
        await store.setGroupSystemShare(group, true, w.now);
        expect(await store.getScreen(w.tenantId, alone.screenId)).toMatchObject({ systemShare: true });
        expect(await store.getGroup(w.tenantId, w.ownerId, group.groupId)).toMatchObject({ systemShare: true });
        expect(ids(await store.listSystemSharedScreens(w.tenantId))).toEqual(ids([alone, inGroup]));
        expect(await store.listSystemSharedScreens(`ct-${uid()}`)).toEqual([]);
        await store.setScreenSystemShare(alone, false, w.now);
        await store.setGroupSystemShare(group, false, w.now);
        expect(await store.listSystemSharedScreens(w.tenantId)).toEqual([]);
      });
    });

    describe('widgets', () => {
      it('adds widgets together, and none of them when one id is taken', async () => {
        const w = world();
        const screen = await stored(w, {}, entry('a', 1));
        expect(await store.addWidgets(w.tenantId, screen.screenId, [entry('b', 2), entry('c', 3)])).toBe(true);
        expect(await store.addWidgets(w.tenantId, screen.screenId, [entry('d', 4), entry('a', 5)])).toBe(false);
        const read = await store.getScreenDocument(w.tenantId, screen.screenId);
        expect(read?.revisions).toEqual({ a: 1, b: 1, c: 1 });
        expect(read?.document.widgets.a).toEqual(widget('a'));
      });

      it("answers a retried add with its token as done, another act's add of those ids as refused", async () => {
        const w = world();
        const one = await stored(w);
        const two = await stored(w);
        expect(await store.addWidgets(w.tenantId, one.screenId, [entry('a', 1)], 'token-one')).toBe(true);
        expect(await store.addWidgets(w.tenantId, two.screenId, [entry('a', 1)], 'token-two')).toBe(true);
        expect(await store.addWidgets(w.tenantId, one.screenId, [entry('a', 1)], 'token-one')).toBe(true);
        expect(await store.addWidgets(w.tenantId, one.screenId, [entry('a', 1)], 'token-two')).toBe(false);
        expect(await store.addWidgets(w.tenantId, one.screenId, [entry('a', 1)])).toBe(false);
        // Once the widget is written again, the retry finds someone else's write, not its own.
        expect(await store.moveWidget(w.tenantId, one.screenId, layout('a', 1, 40), 1)).toBe(2);
        expect(await store.addWidgets(w.tenantId, one.screenId, [entry('a', 1)], 'token-one')).toBe(false);
        expect((await store.getWidget(w.tenantId, one.screenId, 'a'))?.layout.x).toBe(40);
      });

      it('replaces a widget only at the revision the editor read', async () => {
        const w = world();
        const screen = await stored(w, {}, entry('a', 1));
        const changed = entry('a', 1, 'changed');
        expect(await store.replaceWidget(w.tenantId, screen.screenId, changed, 1)).toBe(2);
        expect(await store.replaceWidget(w.tenantId, screen.screenId, entry('a', 1, 'stale'), 1)).toBeUndefined();
        expect(await store.getWidget(w.tenantId, screen.screenId, 'a')).toEqual({ ...changed, revision: 2 });
        expect(await store.replaceWidget(w.tenantId, screen.screenId, entry('nobody', 1), 1)).toBeUndefined();
        expect(await store.getWidget(w.tenantId, screen.screenId, 'nobody')).toBeUndefined();
      });

      it('moves a widget only at the revision read: of two moves from one revision, one lands', async () => {
        const w = world();
        const screen = await stored(w, {}, entry('a', 1));
        const moves = await Promise.all([
          store.moveWidget(w.tenantId, screen.screenId, layout('a', 1, 10), 1),
          store.moveWidget(w.tenantId, screen.screenId, layout('a', 1, 20), 1),
        ]);
        expect(moves.filter((m) => m !== undefined)).toEqual([2]);
        const after = await store.getWidget(w.tenantId, screen.screenId, 'a');
        expect(after?.revision).toBe(2);
        expect(after?.layout.x).toBe(moves[0] === 2 ? 10 : 20);
        expect(after?.widget).toEqual(widget('a'));
        expect(await store.moveWidget(w.tenantId, screen.screenId, layout('nobody', 1), 1)).toBeUndefined();
      });

      it('removes a widget, answering it as it was once', async () => {
        const w = world();
        const screen = await stored(w, {}, entry('a', 1));
        expect(await store.removeWidget(w.tenantId, screen.screenId, 'a')).toEqual({ ...entry('a', 1), revision: 1 });
        expect(await store.removeWidget(w.tenantId, screen.screenId, 'a')).toBeUndefined();
        expect(await store.getScreenDocument(w.tenantId, screen.screenId)).toMatchObject({ revisions: {} });
      });

      it('replaces all widgets with revisions no editor holds, leaving those it was not told of', async () => {
        const w = world();
        const screen = await stored(w, {}, entry('a', 1), entry('b', 2));
        // Added by someone else after the caller read the screen.
        expect(await store.addWidgets(w.tenantId, screen.screenId, [entry('late', 9)])).toBe(true);
        await store.replaceAllWidgets(w.tenantId, screen.screenId, ['a', 'b'], [entry('b', 1, 'new b'), entry('c', 2)]);
        const read = await store.getScreenDocument(w.tenantId, screen.screenId);
        expect(Object.keys(read?.revisions ?? {}).sort()).toEqual(['b', 'c', 'late']);
        expect(read?.document.widgets.b).toEqual(widget('b', 'new b'));
        expect(read?.revisions.late).toBe(1);
        expect(await store.moveWidget(w.tenantId, screen.screenId, layout('b', 1, 5), 1)).toBeUndefined();
        const b = read?.revisions.b ?? 0;
        expect(await store.moveWidget(w.tenantId, screen.screenId, layout('b', 1, 5), b)).toBe(b + 1);
      });

      it('keeps headers for a widget id for a day, the last kept winning', async () => {
        const w = world();
        const screen = await stored(w);
        const kept = { url: 'https://api.example.com/a', headers: { Authorization: 'Bearer one' } };
        await store.keepHeaders(w.tenantId, screen.screenId, 'w1', kept, w.now);
        expect(await store.keptHeaders(w.tenantId, screen.screenId, 'w1', w.now + DAY_MS - 2_000)).toEqual(kept);
        expect(await store.keptHeaders(w.tenantId, screen.screenId, 'w1', w.now + DAY_MS + 1_000)).toBeUndefined();
        expect(await store.keptHeaders(w.tenantId, screen.screenId, 'w2', w.now)).toBeUndefined();
        const again = { url: 'https://api.example.com/b', headers: { Authorization: 'Bearer two' } };
        await store.keepHeaders(w.tenantId, screen.screenId, 'w1', again, w.now + DAY_MS);
        expect(await store.keptHeaders(w.tenantId, screen.screenId, 'w1', w.now + DAY_MS + 1_000)).toEqual(again);
      });
    });

    describe('groups', () => {
      it('creates a group and refuses another of the same name, whatever its case and spaces', async () => {
        const w = world();
        const group = w.group({ name: 'Lobby' });
        expect(await store.createGroup(group)).toBe(true);
        expect(await store.getGroup(w.tenantId, w.ownerId, group.groupId)).toEqual(group);
        expect(await store.createGroup(w.group({ name: ' lobby ' }))).toBe(false);
        expect(await store.createGroup({ ...group, name: 'Other name' })).toBe(false);
        expect(await store.createGroup(w.group({ name: 'Lobby', ownerId: `other-${uid()}` }))).toBe(true);
        expect(await store.listGroups(w.tenantId, w.ownerId)).toEqual([group]);
        expect(await store.getGroup(w.tenantId, w.ownerId, `g-${uid()}`)).toBeUndefined();
      });

      it('of groups of one name created at once, makes one', async () => {
        const w = world();
        const made = await Promise.all([1, 2, 3].map(() => store.createGroup(w.group({ name: 'Race' }))));
        expect(made.filter(Boolean)).toHaveLength(1);
        expect(await store.listGroups(w.tenantId, w.ownerId)).toHaveLength(1);
      });

      it('renames a group to a free name, freeing the old one, and refuses a taken name', async () => {
        const w = world();
        const lobby = w.group({ name: 'Lobby' });
        const hall = w.group({ name: 'Hall' });
        expect(await store.createGroup(lobby)).toBe(true);
        expect(await store.createGroup(hall)).toBe(true);
        expect(await store.renameGroup(lobby, 'HALL', w.now + 1)).toBe(false);
        expect(await store.renameGroup(lobby, 'LOBBY', w.now + 1)).toBe(true);
        const upper = { ...lobby, name: 'LOBBY' };
        expect(await store.getGroup(w.tenantId, w.ownerId, lobby.groupId)).toEqual({ ...upper, updatedAt: w.now + 1 });
        expect(await store.renameGroup(upper, 'Entrance', w.now + 2)).toBe(true);
        expect(await store.getGroup(w.tenantId, w.ownerId, lobby.groupId)).toMatchObject({ name: 'Entrance' });
        expect(await store.createGroup(w.group({ name: 'Lobby' }))).toBe(true);
        expect(await store.createGroup(w.group({ name: 'entrance' }))).toBe(false);
        await store.deleteGroup(hall);
        expect(await store.renameGroup(hall, 'Gone', w.now + 3)).toBe(false);
      });

      it('deletes a group and frees its name', async () => {
        const w = world();
        const group = w.group({ name: 'Lobby' });
        expect(await store.createGroup(group)).toBe(true);
        await store.deleteGroup(group);
        expect(await store.getGroup(w.tenantId, w.ownerId, group.groupId)).toBeUndefined();
        expect(await store.listGroups(w.tenantId, w.ownerId)).toEqual([]);
        expect(await store.createGroup(w.group({ name: 'Lobby' }))).toBe(true);
      });

      it('makes the default group once, however often it is asked', async () => {
        const w = world();
        await Promise.all([
          store.ensureDefaultGroup(w.tenantId, w.ownerId, 'Default', w.now),
          store.ensureDefaultGroup(w.tenantId, w.ownerId, 'Default', w.now),
        ]);
        await store.ensureDefaultGroup(w.tenantId, w.ownerId, 'Standard', w.now + 1);
        const groups = await store.listGroups(w.tenantId, w.ownerId);
        expect(groups).toEqual([
          {
            groupId: `default-${w.ownerId}`,
            tenantId: w.tenantId,
            ownerId: w.ownerId,
            name: 'Default',
            isDefault: true,
            sort: 0,
            createdAt: w.now,
            updatedAt: w.now,
          },
        ]);
      });

      it("sets a group's order, interval and mobile rules, and says when the group is gone", async () => {
        const w = world();
        const group = w.group();
        expect(await store.createGroup(group)).toBe(true);
        await store.setGroupSort(w.tenantId, w.ownerId, group.groupId, 7);
        expect(await store.setGroupInterval(group, 30, w.now + 1)).toBe(true);
        const rules = { mode: 'reflow' as const, screens: ['s1', 's2'] };
        expect(await store.setGroupMobileRules(group, rules, w.now + 2)).toBe(true);
        expect(await store.getGroup(w.tenantId, w.ownerId, group.groupId)).toEqual({
          ...group,
          sort: 7,
          interval: 30,
          mobileRules: rules,
          updatedAt: w.now + 2,
        });
        expect(await store.setGroupMobileRules(group, undefined, w.now + 3)).toBe(true);
        expect(await store.getGroup(w.tenantId, w.ownerId, group.groupId)).not.toHaveProperty('mobileRules');
        await store.deleteGroup(group);
        expect(await store.setGroupInterval(group, 30, w.now)).toBe(false);
        expect(await store.setGroupMobileRules(group, rules, w.now)).toBe(false);
        await expect(store.setGroupSort(w.tenantId, w.ownerId, group.groupId, 1)).rejects.toThrow();
      });
    });

    describe('versions', () => {
      it('numbers versions upwards, never twice even when asked at once, and not for a gone screen', async () => {
        const w = world();
        const screen = await stored(w);
        expect(await store.nextVersionSeq(w.tenantId, screen.screenId)).toBe(1);
        expect(await store.nextVersionSeq(w.tenantId, screen.screenId)).toBe(2);
        const taken = await Promise.all([1, 2, 3, 4].map(() => store.nextVersionSeq(w.tenantId, screen.screenId)));
        expect([...taken].sort()).toEqual([3, 4, 5, 6]);
        expect(await store.nextVersionSeq(w.tenantId, `s-${uid()}`)).toBeUndefined();
      });

      it('adds a version unreleased or released, marks the screen published, and refuses its id twice', async () => {
        const w = world();
        const screen = await stored(w);
        const draft = w.version(1, { worksheetIds: ['ws1'] });
        expect(await store.addVersion(w.tenantId, screen.screenId, draft, null)).toBe(true);
        expect(await store.getVersion(w.tenantId, screen.screenId, draft.versionId)).toEqual({
          ...draft,
          latest: false,
        });
        const read = await store.getScreen(w.tenantId, screen.screenId);
        expect(read?.published).toBe(true);
        expect(read).not.toHaveProperty('latestVersionId');
        expect(await store.addVersion(w.tenantId, screen.screenId, draft, null)).toBe(false);
        const released = w.version(2);
        expect(await store.addVersion(w.tenantId, screen.screenId, released, { from: undefined })).toBe(true);
        expect(await store.getScreen(w.tenantId, screen.screenId)).toMatchObject({
          latestVersionId: released.versionId,
        });
        expect((await store.listVersions(w.tenantId, screen.screenId)).map((v) => [v.seq, v.latest])).toEqual([
          [2, true],
          [1, false],
        ]);
        expect(await store.addVersion(w.tenantId, `s-${uid()}`, w.version(1), null)).toBe(false);
      });

      it('releases from the latest the caller read only: of two releases at once, one wins, and one version is latest', async () => {
        const w = world();
        const screen = await stored(w);
        const first = w.version(1);
        expect(await store.addVersion(w.tenantId, screen.screenId, first, { from: undefined })).toBe(true);
        expect(await store.addVersion(w.tenantId, screen.screenId, w.version(2), { from: undefined })).toBe(false);
        const raced = await Promise.all(
          [3, 4, 5].map((seq) =>
            store.addVersion(w.tenantId, screen.screenId, w.version(seq), { from: first.versionId }),
          ),
        );
        expect(raced.filter(Boolean)).toHaveLength(1);
        const versions = await store.listVersions(w.tenantId, screen.screenId);
        expect(versions).toHaveLength(2);
        const latest = versions.filter((v) => v.latest);
        expect(latest).toHaveLength(1);
        expect((await store.getScreen(w.tenantId, screen.screenId))?.latestVersionId).toBe(latest[0]?.versionId);
        expect(versions.find((v) => v.versionId === first.versionId)?.latest).toBe(false);
      });

      it('moves the latest from the one the caller read; a stale move conflicts, a missing target is missing', async () => {
        const w = world();
        const screen = await stored(w);
        const [one, two, three] = [w.version(1), w.version(2), w.version(3)];
        for (const version of [one, two, three])
          expect(await store.addVersion(w.tenantId, screen.screenId, version, null)).toBe(true);
        expect(await store.moveLatest(w.tenantId, screen.screenId, undefined, one.versionId)).toBe('ok');
        expect(await store.moveLatest(w.tenantId, screen.screenId, undefined, two.versionId)).toBe('conflict');
        expect(await store.moveLatest(w.tenantId, screen.screenId, one.versionId, one.versionId)).toBe('ok');
        expect(await store.moveLatest(w.tenantId, screen.screenId, one.versionId, `v-${uid()}`)).toBe('missing');
        const raced = await Promise.all([
          store.moveLatest(w.tenantId, screen.screenId, one.versionId, two.versionId),
          store.moveLatest(w.tenantId, screen.screenId, one.versionId, three.versionId),
        ]);
        expect([...raced].sort()).toEqual(['conflict', 'ok']);
        const winner = raced[0] === 'ok' ? two : three;
        expect((await store.getScreen(w.tenantId, screen.screenId))?.latestVersionId).toBe(winner.versionId);
        const latest = (await store.listVersions(w.tenantId, screen.screenId)).filter((v) => v.latest);
        expect(latest.map((v) => v.versionId)).toEqual([winner.versionId]);
      });

      it('removes a version as the caller saw it: the latest with the pointer to it, a changed one not', async () => {
        const w = world();
        const screen = await stored(w);
        const [one, two] = [w.version(1), w.version(2)];
        expect(await store.addVersion(w.tenantId, screen.screenId, one, null)).toBe(true);
        expect(await store.addVersion(w.tenantId, screen.screenId, two, { from: undefined })).toBe(true);
        expect(await store.removeVersion(w.tenantId, screen.screenId, two.versionId, false, [])).toBe(false);
        expect(await store.removeVersion(w.tenantId, screen.screenId, one.versionId, true, [])).toBe(false);
        expect(await store.removeVersion(w.tenantId, screen.screenId, one.versionId, false, [])).toBe(true);
        expect(await store.removeVersion(w.tenantId, screen.screenId, one.versionId, false, [])).toBe(false);
        expect(await store.removeVersion(w.tenantId, screen.screenId, two.versionId, true, [])).toBe(true);
        expect(await store.listVersions(w.tenantId, screen.screenId)).toEqual([]);
        expect(await store.getScreen(w.tenantId, screen.screenId)).not.toHaveProperty('latestVersionId');
        // With no latest left, the next release starts from none.
        expect(await store.addVersion(w.tenantId, screen.screenId, w.version(3), { from: undefined })).toBe(true);
      });

      it("changes a version's name and remark, and answers undefined for a gone one", async () => {
        const w = world();
        const screen = await stored(w);
        const version = w.version(1);
        expect(await store.addVersion(w.tenantId, screen.screenId, version, null)).toBe(true);
        const changed = { ...version, name: 'Launch', latest: false };
        expect(await store.changeVersion(w.tenantId, screen.screenId, version.versionId, { name: 'Launch' })).toEqual(
          changed,
        );
        expect(await store.getVersion(w.tenantId, screen.screenId, version.versionId)).toEqual(changed);
        expect(await store.changeVersion(w.tenantId, screen.screenId, `v-${uid()}`, { name: 'x' })).toBeUndefined();
      });
    });

    describe('edit history', () => {
      it('saves states, lists them newest first, finds one and reads its document', async () => {
        const w = world();
        const screen = await stored(w);
        const state = (historyId: string, at: number) => ({
          historyId,
          label: historyId,
          at,
          byId: w.ownerId,
          byName: 'Owner',
          widgets: 1,
        });
        const older = await store.saveHistory(
          w.tenantId,
          screen.screenId,
          state('h-old', w.now),
          documentOf(entry('a', 1)),
        );
        const newer = await store.saveHistory(
          w.tenantId,
          screen.screenId,
          state('h-new', w.now + 10),
          documentOf(entry('b', 1)),
        );
        // Saved last, but older than both.
        const oldest = await store.saveHistory(w.tenantId, screen.screenId, state('h-first', w.now - 10), { x: 1 });
        expect(newer).toEqual({ ...state('h-new', w.now + 10), objectKey: expect.any(String) });
        expect((await store.listHistory(w.tenantId, screen.screenId)).map((h) => h.historyId)).toEqual([
          'h-new',
          'h-old',
          'h-first',
        ]);
        expect(await store.findHistory(w.tenantId, screen.screenId, 'h-old')).toEqual(older);
        expect(await store.findHistory(w.tenantId, screen.screenId, 'h-none')).toBeUndefined();
        expect(await store.readHistoryDocument(older)).toEqual(documentOf(entry('a', 1)));
        expect(await store.readHistoryDocument(oldest)).toEqual({ x: 1 });
        expect(await store.listHistory(w.tenantId, `s-${uid()}`)).toEqual([]);
      });
    });

    describe('link shares', () => {
      it('opens a link with its pointer, replaces it from the pointer read only, and never reuses a token hash', async () => {
        const w = world();
        const pointer = keys.screenLinkShare(w.tenantId, `s-${uid()}`);
        const first = w.linkShare();
        expect(await store.createLinkShare(first, 'tok-1', pointer, undefined)).toBe(true);
        expect(await store.getLinkShare(first.tokenHash)).toEqual(first);
        expect(await store.getSharePointer(pointer)).toEqual({ token: 'tok-1', tokenHash: first.tokenHash });
        const second = w.linkShare();
        expect(await store.createLinkShare(second, 'tok-2', pointer, undefined)).toBe(false);
        expect(await store.createLinkShare(second, 'tok-2', pointer, 'hash-other')).toBe(false);
        expect(await store.getLinkShare(second.tokenHash)).toBeUndefined();
        expect(await store.createLinkShare(second, 'tok-2', pointer, first.tokenHash)).toBe(true);
        expect(await store.getSharePointer(pointer)).toEqual({ token: 'tok-2', tokenHash: second.tokenHash });
        const reused = { ...first, targetId: 'elsewhere' };
        expect(
          await store.createLinkShare(reused, 'tok-1', keys.groupLinkShare(w.tenantId, w.ownerId, 'g'), undefined),
        ).toBe(false);
        expect(await store.getLinkShare(first.tokenHash)).toEqual(first);
        expect(await store.getSharePointer(keys.groupLinkShare(w.tenantId, w.ownerId, 'g'))).toBeUndefined();
      });

      it('of links opened at once from one pointer, keeps one', async () => {
        const w = world();
        const pointer = keys.groupLinkShare(w.tenantId, w.ownerId, `g-${uid()}`);
        const links = [w.linkShare({ kind: 'group' }), w.linkShare({ kind: 'group' }), w.linkShare({ kind: 'group' })];
        const made = await Promise.all(
          links.map((link, i) => store.createLinkShare(link, `tok-${i}`, pointer, undefined)),
        );
        expect(made.filter(Boolean)).toHaveLength(1);
        const winner = links[made.indexOf(true)];
        expect((await store.getSharePointer(pointer))?.tokenHash).toBe(winner?.tokenHash);
      });

      it("changes an open link's settings, removes one with null, and leaves a closed link as it was", async () => {
        const w = world();
        const share = w.linkShare();
        expect(
          await store.createLinkShare(share, 'tok', keys.screenLinkShare(w.tenantId, share.targetId), undefined),
        ).toBe(true);
        const set = await store.changeLinkShare(share.tokenHash, {
          passwordHash: 'pw',
          expiresAt: w.now + DAY_MS,
          embedDomains: ['example.com'],
        });
        expect(set).toEqual({ ...share, passwordHash: 'pw', expiresAt: w.now + DAY_MS, embedDomains: ['example.com'] });
        const cleared = await store.changeLinkShare(share.tokenHash, { passwordHash: null, expiresAt: undefined });
        expect(cleared).toEqual({ ...share, expiresAt: w.now + DAY_MS, embedDomains: ['example.com'] });
        expect(await store.changeLinkShare(share.tokenHash, { expiresAt: null, embedDomains: [] })).toEqual(share);
        await store.closeLinkShare(share.tokenHash, w.now + 5);
        const closed = { ...share, closed: true, closedAt: w.now + 5 };
        expect(await store.getLinkShare(share.tokenHash)).toEqual(closed);
        expect(await store.changeLinkShare(share.tokenHash, { passwordHash: 'again' })).toBeUndefined();
        expect(await store.getLinkShare(share.tokenHash)).toEqual(closed);
        expect(await store.changeLinkShare(`hash-${uid()}`, { passwordHash: 'x' })).toBeUndefined();
        await store.closeLinkShare(`hash-${uid()}`, w.now);
      });

      it("lists a link's log newest first by time, whatever order it was written in, up to the limit", async () => {
        const w = world();
        const tokenHash = `hash-${uid()}`;
        const log = (at: number, result: ShareLogEntry['result']): ShareLogEntry => ({
          at,
          result,
          client: '10.0.0.0/24',
        });
        await store.addShareLog(tokenHash, log(w.now + 20, 'ok'), 'b', 30);
        await store.addShareLog(tokenHash, log(w.now, 'wrong-password'), 'a', 30);
        await store.addShareLog(tokenHash, log(w.now + 30, 'throttled'), 'c', 30);
        await store.addShareLog(tokenHash, log(w.now + 10, 'expired'), 'd', 30);
        expect(await store.listShareLog(tokenHash, 3)).toEqual([
          log(w.now + 30, 'throttled'),
          log(w.now + 20, 'ok'),
          log(w.now + 10, 'expired'),
        ]);
        expect(await store.listShareLog(tokenHash, 10)).toHaveLength(4);
        expect(await store.listShareLog(`hash-${uid()}`, 10)).toEqual([]);
      });

      it('lets an access token through until it expires, on its own link only', async () => {
        const w = world();
        const tokenHash = `hash-${uid()}`;
        await store.putShareAccess(tokenHash, 'access', w.now + 60_000);
        expect(await store.shareAccessValid(tokenHash, 'access', w.now)).toBe(true);
        expect(await store.shareAccessValid(tokenHash, 'access', w.now + 60_000)).toBe(false);
        expect(await store.shareAccessValid(tokenHash, 'other', w.now)).toBe(false);
        expect(await store.shareAccessValid(`hash-${uid()}`, 'access', w.now)).toBe(false);
      });
    });

    describe('attempt limits', () => {
      const rule = (): RateRule => ({ name: `rule${uid()}`, limit: 3, windowMs: 60_000 });

      it("counts a subject's attempts up to the limit in a window, then refuses; each rule and subject apart", async () => {
        const w = world();
        const r = rule();
        const taken: (Attempt | undefined)[] = [];
        for (let i = 0; i < 3; i++) taken.push(await store.takeAttempt(r, 'ann', w.now + i));
        expect(taken).toEqual([1, 2, 3].map(() => ({ key: keys.rateWindow(r.name, 'ann'), windowStart: w.now })));
        expect(await store.takeAttempt(r, 'ann', w.now + 10)).toBeUndefined();
        expect(await store.takeAttempt(r, 'bob', w.now + 10)).toEqual({
          key: keys.rateWindow(r.name, 'bob'),
          windowStart: w.now + 10,
        });
        expect(await store.takeAttempt({ ...r, name: `${r.name}x` }, 'ann', w.now + 10)).toBeDefined();
      });

      it('opens a new window once the window has run its length', async () => {
        const w = world();
        const r = rule();
        for (let i = 0; i < 3; i++) expect(await store.takeAttempt(r, 'ann', w.now)).toBeDefined();
        expect(await store.takeAttempt(r, 'ann', w.now + r.windowMs - 1)).toBeUndefined();
        expect(await store.takeAttempt(r, 'ann', w.now + r.windowMs)).toEqual({
          key: keys.rateWindow(r.name, 'ann'),
          windowStart: w.now + r.windowMs,
        });
        expect(await store.takeAttempt(r, 'ann', w.now + r.windowMs + 1)).toBeDefined();
        expect(await store.takeAttempt(r, 'ann', w.now + r.windowMs + 2)).toBeDefined();
        expect(await store.takeAttempt(r, 'ann', w.now + r.windowMs + 3)).toBeUndefined();
      });

      it('gives an attempt back to its own window only', async () => {
        const w = world();
        const r = rule();
        const first = await store.takeAttempt(r, 'ann', w.now);
        await store.takeAttempt(r, 'ann', w.now);
        await store.takeAttempt(r, 'ann', w.now);
        if (!first) throw new Error('no attempt');
        await store.releaseAttempt(first);
        expect(await store.takeAttempt(r, 'ann', w.now + 1)).toBeDefined();
        expect(await store.takeAttempt(r, 'ann', w.now + 2)).toBeUndefined();
        // An attempt of a window that has closed gives nothing to the one that runs now.
        const later = w.now + r.windowMs;
        for (let i = 0; i < 3; i++) expect(await store.takeAttempt(r, 'ann', later)).toBeDefined();
        await store.releaseAttempt(first);
        expect(await store.takeAttempt(r, 'ann', later + 1)).toBeUndefined();
      });

      it('lets no more than the limit through of attempts taken at once', async () => {
        const w = world();
        const r = { ...rule(), limit: 4 };
        const taken = await Promise.all(Array.from({ length: 12 }, () => store.takeAttempt(r, 'burst', w.now)));
        expect(taken.filter((a) => a !== undefined)).toHaveLength(4);
        expect(await store.takeAttempt(r, 'burst', w.now + 1)).toBeUndefined();
      });
    });

    describe('objects', () => {
      it('puts, reads and deletes published JSON', async () => {
        const key = `contract/${uid()}/latest.json`;
        expect(await store.readPublishedJson(key)).toBeUndefined();
        await store.putPublishedJson(key, { version: 1, names: ['a'] }, 'public, max-age=10');
        expect(await store.readPublishedJson(key)).toEqual({ version: 1, names: ['a'] });
        await store.putPublishedJson(key, { version: 2 }, 'public, max-age=10');
        expect(await store.readPublishedJson(key)).toEqual({ version: 2 });
        await store.deletePublished(key);
        expect(await store.readPublishedJson(key)).toBeUndefined();
        await store.deletePublished(key);
      });

      it('puts, reads, copies and deletes private assets; copying a missing one fails', async () => {
        const from = `thumbs/${uid()}/a.png`;
        const to = `thumbs/${uid()}/b.png`;
        const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
        expect(await store.readAsset(from)).toBeUndefined();
        await store.putAsset(from, bytes, 'image/png', { downloadAs: 'a.png' });
        expect(await store.readAsset(from)).toEqual(bytes);
        await store.copyAsset(from, to);
        await store.deleteAsset(from);
        expect(await store.readAsset(from)).toBeUndefined();
        expect(await store.readAsset(to)).toEqual(bytes);
        await expect(store.copyAsset(from, `thumbs/${uid()}/c.png`)).rejects.toThrow();
      });

      it('reads an upload up to its size limit, and says when it is missing or too large', async () => {
        const key = `uploads/${uid()}/import/1/wall.zip`;
        expect(await store.readUpload(key, 10)).toBe('missing');
        const bytes = new Uint8Array(10).fill(7);
        await store.putAsset(key, bytes, 'application/zip');
        expect(await store.readUpload(key, 10)).toEqual(bytes);
        expect(await store.readUpload(key, 9)).toBe('too-large');
      });

      it('puts and reads server-only JSON', async () => {
        const key = `secrets/${uid()}/versions/v1.json`;
        expect(await store.readPrivateJson(key)).toBeUndefined();
        await store.putPrivateJson(key, { headers: { w1: { Authorization: 'secret' } } });
        expect(await store.readPrivateJson(key)).toEqual({ headers: { w1: { Authorization: 'secret' } } });
      });
    });

    describe('people', () => {
      it('reads users, their memberships and the teams of a tenant', async () => {
        const w = world();
        const other = `ct-${uid()}`;
        const [ann, bob] = [`ann-${uid()}`, `bob-${uid()}`];
        await seed({
          users: [
            { userId: ann, name: 'Ann', email: `${ann}@example.com`, tenants: [w.tenantId] },
            { userId: bob, name: 'Bob', email: `${bob}@example.com`, tenants: [other] },
          ],
          teams: [
            { tenantId: w.tenantId, teamId: 'blue', name: 'Blue' },
            { tenantId: w.tenantId, teamId: 'red', name: 'Red' },
            { tenantId: other, teamId: 'green', name: 'Green' },
          ],
        });
        expect(await store.userName(ann)).toBe('Ann');
        expect(await store.userName(`nobody-${uid()}`)).toBeUndefined();
        expect(await store.isMember(w.tenantId, ann)).toBe(true);
        expect(await store.isMember(w.tenantId, bob)).toBe(false);
        expect(await store.isMember(other, bob)).toBe(true);
        const users = await store.getUsers([bob, `nobody-${uid()}`, ann]);
        expect([...users].sort((a, b) => a.name.localeCompare(b.name))).toEqual([
          { userId: ann, name: 'Ann', email: `${ann}@example.com` },
          { userId: bob, name: 'Bob', email: `${bob}@example.com` },
        ]);
        const byId = (teams: { teamId: string }[]) => [...teams].sort((a, b) => a.teamId.localeCompare(b.teamId));
        expect(byId(await store.getTeams(w.tenantId))).toEqual([
          { teamId: 'blue', name: 'Blue' },
          { teamId: 'red', name: 'Red' },
        ]);
        expect(await store.getTeams(w.tenantId, ['red', 'green', 'none'])).toEqual([{ teamId: 'red', name: 'Red' }]);
      });
    });
  });
}
