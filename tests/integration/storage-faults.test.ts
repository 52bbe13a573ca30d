import { randomUUID } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import type { VersionSummary } from '../../shared/acts/versions.js';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION } from '../../shared/screen/archive.js';
import { emptyDocument } from '../../shared/screen/document.js';
import { HEADERS } from '../../shared/protocol/envelope.js';
import { getScreen } from '../../functions/lib/data/screens.js';
import { getWidget } from '../../functions/lib/data/widgets.js';
import { callAs, registerUser, type Answer, type Registered } from './helpers/client.js';
import { clearFaults, underFaults } from './helpers/faults.js';
import { uploadFile } from './helpers/upload.js';
import { latestPointer } from './helpers/published.js';
import { titleWidget } from './helpers/widgets.js';

/**
 * Acts under storage faults (the stack's fault proxies, scripts/local/fault-proxy.ts): a write
 * that landed while its answer was lost is sent again by the SDK, and must be recognised as the
 * act's own success; a user's retry of a creating act with the same idempotency key must not
 * create twice; a publish cut short must be finished by its retry.
 */
afterEach(clearFaults);

/** The first write of each kind an act sends reaches the table, and its answer is lost. */
const LOST_ANSWER = {
  rate: 1,
  kinds: ['reset-after-forward'],
  targets: ['PutItem', 'UpdateItem', 'TransactWriteItems'],
  count: 1,
} as const;

const keyed = (key: string) => ({ [HEADERS.idempotencyKey]: key });

async function ownerWithScreen(): Promise<{ owner: Registered; group: ScreenGroup; screen: ScreenSummary }> {
  const owner = await registerUser();
  const group = (await callAs<ScreenGroup[]>(owner, 'v1/group/list')).msg[0] as ScreenGroup;
  const added = await callAs<ScreenSummary>(owner, 'v1/screen/add', {
    group_id: group._id,
    name: 'Sales wall',
    template: 'blank',
  });
  expect(added.code).toBe(200);
  return { owner, group, screen: added.msg };
}

const tenantOf = (user: Registered) => user.login.corp[0]?._id ?? '';

async function screensIn(user: Registered, groupId: string): Promise<ScreenSummary[]> {
  return (await callAs<{ list: ScreenSummary[] }>(user, 'v1/screen/list', { group_id: groupId })).msg.list;
}

describe('a write whose answer was lost, sent again by the SDK', () => {
  it('appends both widgets of an append and answers success', async () => {
    const { owner, screen } = await ownerWithScreen();
    const answer = await underFaults(LOST_ANSWER, () =>
      callAs(owner, 'v1/screen/append_widget', {
        _id: screen._id,
        widgets: [titleWidget('a1', 'One'), titleWidget('a2', 'Two')],
      }),
    );
    expect(answer.code).toBe(200);
    for (const id of ['a1', 'a2']) expect(await getWidget(tenantOf(owner), screen._id, id)).toBeDefined();
  });

  it('answers a widget change as applied, not as a conflict with itself', async () => {
    const { owner, screen } = await ownerWithScreen();
    const { widget } = titleWidget('c1', 'Before');
    await callAs(owner, 'v1/screen/append_widget', { _id: screen._id, widgets: [titleWidget('c1', 'Before')] });
    const answer = await underFaults(LOST_ANSWER, () =>
      callAs<{ revision: number }>(owner, 'v1/screen/change_widget', {
        _id: screen._id,
        widget: { ...widget, attr: { ...widget.attr, text: 'After' } },
        revision: 1,
      }),
    );
    expect(answer.code).toBe(200);
    expect(answer.msg.revision).toBe(2);
    const stored = await getWidget(tenantOf(owner), screen._id, 'c1');
    expect(stored?.revision).toBe(2);
    expect(stored?.widget.attr).toMatchObject({ text: 'After' });
  });

  it('moves a widget once, and answers the move', async () => {
    const { owner, screen } = await ownerWithScreen();
    const { layout } = titleWidget('m1', 'Moved');
    await callAs(owner, 'v1/screen/append_widget', { _id: screen._id, widgets: [titleWidget('m1', 'Moved')] });
    const answer = await underFaults(LOST_ANSWER, () =>
      callAs<{ saved: { revision: number }[]; conflicts: unknown[] }>(owner, 'v1/screen/change_widget_location', {
        _id: screen._id,
        items: [{ ...layout, x: 400, revision: 1 }],
      }),
    );
    expect(answer.code, JSON.stringify(answer.body)).toBe(200);
    expect(answer.msg.conflicts).toEqual([]);
    expect((await getWidget(tenantOf(owner), screen._id, 'm1'))?.layout.x).toBe(400);
  });
});

describe("a user's retry of a creating act, with the same idempotency key", () => {
  it('adds one screen, and answers it again', async () => {
    const { owner, group } = await ownerWithScreen();
    const key = randomUUID();
    const args = { group_id: group._id, name: 'Retried', template: 'blank' };
    const first = await callAs<ScreenSummary>(owner, 'v1/screen/add', args, keyed(key));
    const again = await callAs<ScreenSummary>(owner, 'v1/screen/add', args, keyed(key));
    expect(first.code).toBe(200);
    expect(again.msg._id).toBe(first.msg._id);
    expect((await screensIn(owner, group._id)).filter((s) => s.name.startsWith('Retried'))).toHaveLength(1);
    // Another key is another screen.
    const other = await callAs<ScreenSummary>(owner, 'v1/screen/add', args, keyed(randomUUID()));
    expect(other.msg._id).not.toBe(first.msg._id);
  });

  it('copies a screen once', async () => {
    const { owner, group, screen } = await ownerWithScreen();
    const key = randomUUID();
    const first = await callAs<ScreenSummary>(owner, 'v1/screen/copy', { _id: screen._id }, keyed(key));
    const again = await callAs<ScreenSummary>(owner, 'v1/screen/copy', { _id: screen._id }, keyed(key));
    expect(first.code).toBe(200);
    expect(again.msg._id).toBe(first.msg._id);
    expect(await screensIn(owner, group._id)).toHaveLength(2);
  });

  it('imports a group once, and a retry after a failure half-way completes it', async () => {
    const owner = await registerUser();
    const zip = zipSync({
      'manifest.json': strToU8(
        JSON.stringify({
          format: ARCHIVE_FORMAT,
          formatVersion: ARCHIVE_FORMAT_VERSION,
          exportedAt: Date.now(),
          group: { name: 'Imported wall' },
          screens: ['a', 'b', 'c'].map((name) => ({ file: `screens/${name}.json`, name: `Screen ${name}` })),
        }),
      ),
      ...Object.fromEntries(
        ['a', 'b', 'c'].map((name) => [`screens/${name}.json`, strToU8(JSON.stringify(emptyDocument()))]),
      ),
    });
    const uploadKey = await uploadFile(owner.login.auth, 'wall.zip', zip);
    const key = randomUUID();
    const importOnce = () =>
      callAs<{ group: ScreenGroup; screens: number }>(
        owner,
        'v1/group/resource_import',
        { upload_key: uploadKey },
        keyed(key),
      );
    // Every write of the second screen's META fails past the SDK's retries: the act fails half-way.
    const failed = await underFaults(
      { rate: 1, kinds: ['error'], targets: ['PutItem'], after: 1, count: 5 },
      importOnce,
      ['dynamodb'],
    );
    expect(failed.status).toBe(500);
    const done = await importOnce();
    expect(done.code, JSON.stringify(done.body)).toBe(200);
    expect(done.msg.screens).toBe(3);
    const again = await importOnce();
    expect(again.msg.group._id).toBe(done.msg.group._id);
    const groups = (await callAs<ScreenGroup[]>(owner, 'v1/group/list')).msg;
    expect(groups.filter((g) => g.name.startsWith('Imported wall'))).toHaveLength(1);
    expect((await screensIn(owner, done.msg.group._id)).map((s) => s.name).sort()).toEqual([
      'Screen a',
      'Screen b',
      'Screen c',
    ]);
  });
});

describe('a publish cut short', () => {
  it('is finished by its retry: the public pointer names the latest version, and no version is made twice', async () => {
    const { owner, screen } = await ownerWithScreen();
    const tenantId = tenantOf(owner);
    const publish = (key: string): Promise<Answer<VersionSummary>> =>
      callAs<VersionSummary>(owner, 'v1/screen/version_add', { _id: screen._id, name: 'Release' }, keyed(key));
    const v1 = await publish(randomUUID());
    expect(await latestPointer(tenantId, screen._id)).toBe(v1.msg._id);

    const key = randomUUID();
    // The version is stored; every write of the public pointer fails past the SDK's retries.
    const failed = await underFaults({ rate: 1, kinds: ['error'], targets: ['latest.json'] }, () => publish(key), [
      's3',
    ]);
    expect(failed.status).toBe(500);
    const latest = (await getScreen(tenantId, screen._id))?.latestVersionId;
    expect(latest).not.toBe(v1.msg._id);
    expect(await latestPointer(tenantId, screen._id)).toBe(v1.msg._id);

    const retried = await publish(key);
    expect(retried.code).toBe(200);
    expect(retried.msg._id).toBe(latest);
    expect(await latestPointer(tenantId, screen._id)).toBe(latest);
    const versions = (await callAs<VersionSummary[]>(owner, 'v1/screen/version_list', { _id: screen._id })).msg;
    expect(versions).toHaveLength(2);
  });
});
