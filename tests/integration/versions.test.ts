import { GetObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ScreenDetail } from '../../shared/acts/results.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import type { VersionDetail, VersionSummary } from '../../shared/acts/versions.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import type { ScreenDocument } from '../../shared/screen/document.js';
import { s3 } from '../../functions/lib/clients.js';
import { getWidget } from '../../functions/lib/data/widgets.js';
import { env } from '../../functions/lib/env.js';
import { registerUser, rpc, type Registered } from './helpers/client.js';
import { joinTenantOf } from './helpers/tenancy.js';
import { apiChartWidget, titleWidget } from './helpers/widgets.js';

const act = <T = unknown>(user: Registered, name: string, args: Record<string, unknown> = {}) =>
  rpc<T>('screen', `v1/screen/${name}`, { auth: user.login.auth, ...args });

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SECRET = 'Bearer top-secret-token';

async function ownerWithScreen(name = 'Sales wall') {
  const owner = await registerUser();
  const [group] = (await rpc<ScreenGroup[]>('group', 'v1/group/list', { auth: owner.login.auth })).msg;
  const screen = (await act<ScreenSummary>(owner, 'add', { group_id: group?._id, name, template: 'blank' })).msg;
  expect(
    (
      await act(owner, 'append_widget', {
        _id: screen._id,
        widgets: [titleWidget('t1', 'First'), apiChartWidget('c1', SECRET)],
      })
    ).code,
  ).toBe(200);
  return { owner, screen, tenant: owner.login.corp[0]?._id ?? '' };
}

async function publish(user: Registered, screenId: string, name: string, extra: Record<string, unknown> = {}) {
  const answer = await act<VersionSummary>(user, 'version_add', { _id: screenId, name, ...extra });
  expect(answer.code, `publish ${name}`).toBe(200);
  return answer.msg;
}

const list = async (user: Registered, screenId: string) =>
  (await act<VersionSummary[]>(user, 'version_list', { _id: screenId })).msg;
const detail = async (user: Registered, screenId: string) =>
  (await act<ScreenDetail>(user, 'get', { _id: screenId })).msg;

/** An object of the published bucket as stored, or undefined when there is none. */
async function stored(key: string): Promise<{ json: unknown; cacheControl: string | undefined } | undefined> {
  try {
    const out = await s3().send(new GetObjectCommand({ Bucket: env.publishedBucket(), Key: key }));
    return { json: JSON.parse((await out.Body?.transformToString()) ?? 'null'), cacheControl: out.CacheControl };
  } catch (error) {
    if (error instanceof Error && error.name === 'NoSuchKey') return undefined;
    throw error;
  }
}

const latestKey = (tenant: string, screen: string) => `versions/${tenant}/${screen}/latest.json`;

describe('publishing versions', () => {
  it('publishes three immutable versions, newest first, the last one the latest', async () => {
    const { owner, screen, tenant } = await ownerWithScreen();
    expect((await detail(owner, screen._id)).published).toBe(false);
    const v1 = await publish(owner, screen._id, 'V1', { remark: 'first cut', image: PNG });
    await act(owner, 'change_widget_specify', {
      _id: screen._id,
      widget_id: 't1',
      path: 'attr.text',
      value: 'Second',
      revision: 1,
    });
    const v2 = await publish(owner, screen._id, 'V2');
    const v3 = await publish(owner, screen._id, 'V3', { latest: false });

    const versions = await list(owner, screen._id);
    expect(versions.map((v) => [v.name, v.seq, v.latest])).toEqual([
      ['V3', 3, false],
      ['V2', 2, true],
      ['V1', 1, false],
    ]);
    expect(versions[2]).toMatchObject({ remark: 'first cut', author: { _id: owner.login.user._id }, widgets: 2 });
    expect(versions[2]?.thumb).toMatch(/^https?:\/\//);
    expect(versions[0]?.thumb).toBe('');
    expect((await detail(owner, screen._id)).published).toBe(true);

    // One JSON object per version, keyed by tenant, screen and version; immutable, cached for a year.
    const object = await stored(`versions/${tenant}/${screen._id}/${v1._id}.json`);
    expect(object?.cacheControl).toMatch(/immutable/);
    const document = object?.json as ScreenDocument;
    expect(document.widgets.t1?.attr.text).toBe('First');
    expect(Object.keys(document.widgets).sort()).toEqual(['c1', 't1']);
    // What rendering needs and nothing else: the HTTP source is there, its headers are not.
    expect((document.widgets.c1?.data.http as { url: string }).url).toBe('https://api.example.com/sales');
    expect(JSON.stringify(document)).not.toContain('top-secret');
    expect(
      (await act<VersionDetail>(owner, 'version_get', { _id: screen._id, version_id: v2._id })).msg.document.widgets.t1
        ?.attr.text,
    ).toBe('Second');
    expect(
      JSON.stringify((await act(owner, 'version_get', { _id: screen._id, version_id: v2._id })).msg),
    ).not.toContain('top-secret');
    // The development content keeps its headers, on the server: its editor sees them masked.
    expect(JSON.stringify((await getWidget(tenant, screen._id, 'c1'))?.widget.data)).toContain('top-secret');
    expect(JSON.stringify((await detail(owner, screen._id)).document)).not.toContain('top-secret');

    expect((await stored(latestKey(tenant, screen._id)))?.json).toEqual({ versionId: v2._id });
    expect(v3.latest).toBe(false);
  });

  it('validates names and remarks, and renames and remarks a version', async () => {
    const { owner, screen } = await ownerWithScreen();
    expect((await act(owner, 'version_add', { _id: screen._id, name: '   ' })).code).toBe(ErrorCode.NAME_INVALID);
    expect((await act(owner, 'version_add', { _id: screen._id, name: 'x'.repeat(51) })).code).toBe(
      ErrorCode.NAME_INVALID,
    );
    const v1 = await publish(owner, screen._id, 'V1');
    const ids = { _id: screen._id, version_id: v1._id };
    expect((await act(owner, 'version_rename', { ...ids, name: '' })).code).toBe(ErrorCode.NAME_INVALID);
    expect((await act(owner, 'version_rename', { ...ids, name: 'y'.repeat(51) })).code).toBe(ErrorCode.NAME_INVALID);
    expect((await act(owner, 'version_remark', { ...ids, remark: 'z'.repeat(201) })).code).toBe(
      ErrorCode.BODY_MALFORMED,
    );
    expect((await act<VersionSummary>(owner, 'version_rename', { ...ids, name: '  Launch day  ' })).msg.name).toBe(
      'Launch day',
    );
    expect(
      (await act<VersionSummary>(owner, 'version_remark', { ...ids, remark: 'Shown at the keynote' })).msg.remark,
    ).toBe('Shown at the keynote');
    expect((await list(owner, screen._id)).map((v) => [v.name, v.remark, v.latest])).toEqual([
      ['Launch day', 'Shown at the keynote', true],
    ]);
    expect((await act(owner, 'version_rename', { _id: screen._id, version_id: 'nope', name: 'X' })).code).toBe(
      ErrorCode.VERSION_NOT_FOUND,
    );
  });
});

describe('the latest version', () => {
  it('releases an older version as the latest: exactly one, and the pointer follows', async () => {
    const { owner, screen, tenant } = await ownerWithScreen();
    const v1 = await publish(owner, screen._id, 'V1');
    await publish(owner, screen._id, 'V2');
    const v3 = await publish(owner, screen._id, 'V3');
    expect((await stored(latestKey(tenant, screen._id)))?.json).toEqual({ versionId: v3._id });
    const released = await act<VersionSummary>(owner, 'version_release', { _id: screen._id, version_id: v1._id });
    expect(released.msg).toMatchObject({ _id: v1._id, latest: true });
    expect((await list(owner, screen._id)).filter((v) => v.latest).map((v) => v.name)).toEqual(['V1']);
    const pointer = await stored(latestKey(tenant, screen._id));
    expect(pointer?.json).toEqual({ versionId: v1._id });
    expect(pointer?.cacheControl).not.toMatch(/immutable/);
    expect((await act(owner, 'version_release', { _id: screen._id, version_id: 'missing' })).code).toBe(
      ErrorCode.VERSION_NOT_FOUND,
    );
    expect((await list(owner, screen._id)).filter((v) => v.latest).map((v) => v.name)).toEqual(['V1']);
  });

  it('keeps exactly one latest when releases race', async () => {
    const { owner, screen, tenant } = await ownerWithScreen();
    const versions = [];
    for (const name of ['A', 'B', 'C', 'D']) versions.push(await publish(owner, screen._id, name, { latest: false }));
    const answers = await Promise.all(
      versions.map((v) => act(owner, 'version_release', { _id: screen._id, version_id: v._id })),
    );
    expect(answers.every((a) => a.code === 200)).toBe(true);
    const latest = (await list(owner, screen._id)).filter((v) => v.latest);
    expect(latest).toHaveLength(1);
    expect((await stored(latestKey(tenant, screen._id)))?.json).toEqual({ versionId: latest[0]?._id });
  });

  it('deleting the latest leaves none and removes the pointer; deleting every version unpublishes', async () => {
    const { owner, screen, tenant } = await ownerWithScreen();
    const v1 = await publish(owner, screen._id, 'V1');
    const v2 = await publish(owner, screen._id, 'V2');
    const removed = await act<{ latest: string | null }>(owner, 'version_delete', {
      _id: screen._id,
      version_id: v2._id,
    });
    expect(removed.msg.latest).toBeNull();
    expect((await list(owner, screen._id)).map((v) => [v.name, v.latest])).toEqual([['V1', false]]);
    expect(await stored(latestKey(tenant, screen._id))).toBeUndefined();
    expect(await stored(`versions/${tenant}/${screen._id}/${v2._id}.json`)).toBeUndefined();
    expect((await act(owner, 'version_get', { _id: screen._id, version_id: v2._id })).code).toBe(
      ErrorCode.VERSION_NOT_FOUND,
    );
    expect((await act(owner, 'version_delete', { _id: screen._id, version_id: v2._id })).code).toBe(
      ErrorCode.VERSION_NOT_FOUND,
    );
    expect((await detail(owner, screen._id)).published).toBe(true);
    expect((await act(owner, 'version_delete', { _id: screen._id, version_id: v1._id })).code).toBe(200);
    expect(await list(owner, screen._id)).toEqual([]);
    expect((await detail(owner, screen._id)).published).toBe(false);
  });

  it('carries an older version onward as the newest, leaving the latest where it was', async () => {
    const { owner, screen } = await ownerWithScreen();
    const v1 = await publish(owner, screen._id, 'V1', { image: PNG });
    await act(owner, 'change_widget_specify', {
      _id: screen._id,
      widget_id: 't1',
      path: 'attr.text',
      value: 'Later',
      revision: 1,
    });
    await publish(owner, screen._id, 'V2');
    const onward = await act<VersionSummary>(owner, 'version_onward', {
      _id: screen._id,
      version_id: v1._id,
      name: 'V1 again',
    });
    expect(onward.msg).toMatchObject({ seq: 3, name: 'V1 again', latest: false });
    expect(onward.msg.thumb).toMatch(/^https?:\/\//);
    expect((await list(owner, screen._id)).map((v) => [v.name, v.latest])).toEqual([
      ['V1 again', false],
      ['V2', true],
      ['V1', false],
    ]);
    const copy = (await act<VersionDetail>(owner, 'version_get', { _id: screen._id, version_id: onward.msg._id })).msg;
    expect(copy.document.widgets.t1?.attr.text).toBe('First');
  });
});

describe('replacing the development content with a version', () => {
  it('refuses a wrong screen name, then replaces the content so that open editors meet a conflict', async () => {
    const { owner, screen, tenant } = await ownerWithScreen('Ops wall');
    const v1 = await publish(owner, screen._id, 'V1');
    expect(
      (
        await act(owner, 'change_widget_specify', {
          _id: screen._id,
          widget_id: 't1',
          path: 'attr.text',
          value: 'Edited',
          revision: 1,
        })
      ).code,
    ).toBe(200);
    expect((await act(owner, 'append_widget', { _id: screen._id, widgets: [titleWidget('t2', 'Extra')] })).code).toBe(
      200,
    );
    const before = await detail(owner, screen._id);

    const ids = { _id: screen._id, version_id: v1._id };
    expect((await act(owner, 'version_replace', { ...ids, name: 'Ops' })).code).toBe(
      ErrorCode.VERSION_CONFIRM_MISMATCH,
    );
    expect((await act(owner, 'version_replace', { _id: screen._id, version_id: v1._id })).code).toBe(
      ErrorCode.VERSION_CONFIRM_MISMATCH,
    );
    expect((await detail(owner, screen._id)).document.widgets.t1?.attr.text).toBe('Edited');

    const replaced = await act<{ widgets: number }>(owner, 'version_replace', { ...ids, name: 'Ops wall' });
    expect(replaced.msg.widgets).toBe(2);
    const after = await detail(owner, screen._id);
    expect(Object.keys(after.document.widgets).sort()).toEqual(['c1', 't1']);
    expect(after.document.widgets.t1?.attr.text).toBe('First');
    // The API's headers come back from the development widget it replaced (kept on the server).
    expect(JSON.stringify((await getWidget(tenant, screen._id, 'c1'))?.widget.data)).toContain('top-secret');
    expect(JSON.stringify(after.document.widgets.c1?.data)).not.toContain('top-secret');
    // An editor still holding the old revisions is refused, not allowed to write over it.
    const stale = await act(owner, 'change_widget', {
      _id: screen._id,
      widget: before.document.widgets.t1,
      revision: before.revisions.t1,
    });
    expect(stale.code).toBe(ErrorCode.REVISION_CONFLICT);
    const staleConfig = await act(owner, 'change_config', {
      _id: screen._id,
      config: before.document.config,
      revision: before.config_revision,
    });
    expect(staleConfig.code).toBe(ErrorCode.REVISION_CONFLICT);
    // The versions themselves are untouched.
    expect((await list(owner, screen._id)).map((v) => [v.name, v.latest])).toEqual([['V1', true]]);
  });
});

describe('who may do what with versions', () => {
  it('shows another tenant nothing: every version act answers not found', async () => {
    const { owner, screen, tenant } = await ownerWithScreen();
    const v1 = await publish(owner, screen._id, 'V1');
    const stranger = await registerUser();
    const ids = { _id: screen._id, version_id: v1._id };
    const attempts: [string, Record<string, unknown>][] = [
      ['version_add', { _id: screen._id, name: 'Planted' }],
      ['version_list', { _id: screen._id }],
      ['version_get', ids],
      ['version_rename', { ...ids, name: 'Hijacked' }],
      ['version_remark', { ...ids, remark: 'Hijacked' }],
      ['version_release', ids],
      ['version_onward', ids],
      ['version_delete', ids],
      ['version_replace', { ...ids, name: 'Sales wall' }],
    ];
    for (const [name, args] of attempts)
      expect((await act(stranger, name, args)).code, name).toBe(ErrorCode.SCREEN_NOT_FOUND);
    expect((await list(owner, screen._id)).map((v) => [v.name, v.remark, v.latest])).toEqual([['V1', '', true]]);
    expect((await stored(latestKey(tenant, screen._id)))?.json).toEqual({ versionId: v1._id });
  });

  it('lets an editor user read and rename versions, but only the creator publish, release, delete or replace', async () => {
    const { owner, screen } = await ownerWithScreen();
    const v1 = await publish(owner, screen._id, 'V1');
    const editor = await joinTenantOf(owner, await registerUser());
    expect((await act(owner, 'add_edit_user', { _id: screen._id, user_id: editor.login.user._id })).code).toBe(200);
    const corp = owner.login.corp[0]?._id;
    const asEditor = (name: string, args: Record<string, unknown>) =>
      rpc('screen', `v1/screen/${name}`, { auth: editor.login.auth, corp_id: corp, ...args });
    const ids = { _id: screen._id, version_id: v1._id };
    expect((await asEditor('version_list', { _id: screen._id })).code).toBe(200);
    expect((await asEditor('version_get', ids)).code).toBe(200);
    expect((await asEditor('version_remark', { ...ids, remark: 'checked' })).code).toBe(200);
    for (const [name, args] of [
      ['version_add', { _id: screen._id, name: 'V2' }],
      ['version_release', ids],
      ['version_onward', ids],
      ['version_delete', ids],
      ['version_replace', { ...ids, name: 'Sales wall' }],
    ] as const) {
      expect((await asEditor(name, args)).code, name).toBe(ErrorCode.SCREEN_PERMISSION_DENIED);
    }
  });

  it('takes the published objects away with the screen', async () => {
    const { owner, screen, tenant } = await ownerWithScreen();
    const v1 = await publish(owner, screen._id, 'V1');
    expect((await act(owner, 'remove', { ids: [screen._id] })).code).toBe(200);
    expect(await stored(`versions/${tenant}/${screen._id}/${v1._id}.json`)).toBeUndefined();
    expect(await stored(latestKey(tenant, screen._id))).toBeUndefined();
  });
});
