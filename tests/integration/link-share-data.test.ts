import { randomBytes } from 'node:crypto';
import { GetObjectCommand, DeleteObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import type { ProxyAnswer } from '../../shared/acts/api.js';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ShareAccess, ShareInfo } from '../../shared/acts/link-share.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import type { VersionSummary } from '../../shared/acts/versions.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { DEV_SAMPLE_PATH } from '../../shared/protocol/routes.js';
import { s3 } from '../../functions/lib/clients.js';
import { env } from '../../functions/lib/env.js';
import { baseUrl, registerUser, rpc, type Registered } from './helpers/client.js';
import { apiChartWidget, titleWidget } from './helpers/widgets.js';

/**
 * A shared screen's widgets on HTTP sources get their data without a session
 * (`link_share_data`), through the data proxy, with the request headers publishing took out —
 * which only the server keeps and which no answer to the visitor carries. The upstream is the
 * local sample API, which records the headers it received.
 */
const screenAct = <T = unknown>(user: Registered | null, name: string, args: Record<string, unknown> = {}) =>
  rpc<T>('screen', `v1/screen/${name}`, { ...(user ? { auth: user.login.auth } : {}), ...args });
const groupAct = <T = unknown>(user: Registered | null, name: string, args: Record<string, unknown> = {}) =>
  rpc<T>('group', `v1/group/${name}`, { ...(user ? { auth: user.login.auth } : {}), ...args });

const SECRET = 'Bearer data-share-secret';
const unique = () => Math.random().toString(36).slice(2);
// The sample API records the headers it received only in a scope of the caller's own (a random id).
const SCOPE = randomBytes(16).toString('base64url');
const sample = (path: string) => `${baseUrl()}${DEV_SAMPLE_PATH}/scope/${SCOPE}${path}`;
const hitsOf = async (path: string) =>
  ((await (await fetch(sample(`/hits?of=${encodeURIComponent(path)}`))).json()) as { hits: number }).hits;
const seenBy = async (path: string) =>
  (
    (await (await fetch(sample(`/seen?of=${encodeURIComponent(path)}`))).json()) as {
      headers: Record<string, string> | null;
    }
  ).headers;

interface Wall {
  owner: Registered;
  screen: ScreenSummary;
  /** Upstream paths (with query) of the chart `c1` and of `c2`, which listens to group `filters`. */
  c1: string;
  c2: string;
}

async function wall(owner?: Registered, groupId?: string, name = 'Data wall'): Promise<Wall> {
  const user = owner ?? (await registerUser());
  const group = groupId ?? (await groupAct<ScreenGroup[]>(user, 'list')).msg[0]?._id;
  const screen = (await screenAct<ScreenSummary>(user, 'add', { group_id: group, name, template: 'blank' })).msg;
  const c1 = `/sales?wall=${unique()}`;
  const c2 = `/sales?listen=${unique()}`;
  const widgets = [
    titleWidget('t1', 'Headline'),
    apiChartWidget('c1', SECRET, sample(c1)),
    apiChartWidget('c2', SECRET, sample(c2), 'filters'),
  ];
  expect((await screenAct(user, 'append_widget', { _id: screen._id, widgets })).code).toBe(200);
  return { owner: user, screen, c1, c2 };
}

async function publish(user: Registered, screenId: string, name = 'V1'): Promise<VersionSummary> {
  const answer = await screenAct<VersionSummary>(user, 'version_add', { _id: screenId, name });
  expect(answer.code, `publish ${name}`).toBe(200);
  return answer.msg;
}

const shareData = <T = ProxyAnswer>(args: Record<string, unknown>) => screenAct<T>(null, 'link_share_data', args);

const rowsOf = (answer: { msg: ProxyAnswer }) =>
  (answer.msg.data as { result: { list: Array<{ month: string }> } }).result.list;

describe('data of a shared screen’s HTTP widgets', () => {
  it('answers an open share’s widget through the proxy with the kept secret header, never showing it, one upstream call per TTL', async () => {
    const { owner, screen, c1, c2 } = await wall();
    await publish(owner, screen._id);
    const token = (await screenAct<ShareInfo>(owner, 'link_share_add', { _id: screen._id })).msg.token;

    // Ten displays asking at once: one upstream call, which carried the secret header.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => shareData({ token, screen_id: screen._id, widget_id: 'c1' })),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(10).fill(200));
    expect(rowsOf(answers[0]!)).toHaveLength(12);
    expect(rowsOf(answers[0]!)[0]).toMatchObject({ month: 'Jan' });
    expect(await hitsOf(c1)).toBe(1);
    expect((await seenBy(c1))?.authorization).toBe(SECRET);
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toMatch(/data-share-secret|authorization/i);

    // A listening widget gets its group's values as query parameters, applied as the SPA applies them.
    const filtered = await shareData({
      token,
      screen_id: screen._id,
      widget_id: 'c2',
      values: { region: 'East', months: ['Jan', 'Feb'] },
    });
    expect(filtered.code).toBe(200);
    const withValues = `${c2}&region=East&months=Jan%2CFeb`;
    expect(await hitsOf(withValues)).toBe(1);
    expect((await seenBy(withValues))?.authorization).toBe(SECRET);
    // A widget that listens to no group takes none: its request stays the owner's.
    expect((await shareData({ token, screen_id: screen._id, widget_id: 'c1', values: { region: 'East' } })).code).toBe(
      200,
    );
    expect(await hitsOf(`${c1}&region=East`)).toBe(0);

    // What the share shows is the published version, not the development content.
    expect(
      (
        await screenAct(owner, 'change_widget_specify', {
          _id: screen._id,
          widget_id: 'c1',
          path: 'data.http.url',
          value: sample('/kpi'),
          revision: 1,
        })
      ).code,
    ).toBe(200);
    expect(rowsOf(await shareData({ token, screen_id: screen._id, widget_id: 'c1' }))).toHaveLength(12);

    // Widgets without an HTTP source, unknown widgets, and values beyond the bounds are refused.
    expect((await shareData({ token, screen_id: screen._id, widget_id: 't1' })).code).toBe(
      ErrorCode.COMPONENT_NOT_FOUND,
    );
    expect((await shareData({ token, screen_id: screen._id, widget_id: 'nope' })).code).toBe(
      ErrorCode.COMPONENT_NOT_FOUND,
    );
    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, 'x']));
    expect((await shareData({ token, screen_id: screen._id, widget_id: 'c2', values: tooMany })).code).toBe(
      ErrorCode.BODY_MALFORMED,
    );
    expect(
      (await shareData({ token, screen_id: screen._id, widget_id: 'c2', values: { region: 'x'.repeat(513) } })).code,
    ).toBe(ErrorCode.BODY_MALFORMED);

    // A closed share answers "cancelled", and the wall's polls do not flood the owner's access log.
    await screenAct(owner, 'link_share_remove', { _id: screen._id });
    const closed = await rpc(
      'screen',
      'v1/screen/link_share_data',
      { token, screen_id: screen._id, widget_id: 'c1' },
      { language: 'en' },
    );
    expect(closed.code).toBe(ErrorCode.SCREEN_SHARE_CLOSED);
    expect(closed.body.msg).toBe('Screen sharing has been cancelled');
    expect((await screenAct<ShareInfo>(owner, 'link_share_info', { _id: screen._id })).msg.log).toEqual([]);
  });

  it('needs the access token of a password share, and only that share’s', async () => {
    const { owner, screen, c1 } = await wall();
    await publish(owner, screen._id);
    const token = (await screenAct<ShareInfo>(owner, 'link_share_add', { _id: screen._id, password: 'data-pass' })).msg
      .token;
    const ask = (access?: string) =>
      shareData({ token, screen_id: screen._id, widget_id: 'c1', ...(access ? { access } : {}) });
    expect((await ask()).code).toBe(ErrorCode.SCREEN_SHARE_ACCESS_INVALID);
    expect((await ask('B'.repeat(43))).code).toBe(ErrorCode.SCREEN_SHARE_ACCESS_INVALID);
    expect(await hitsOf(c1)).toBe(0);
    // An access token of another open-with-expiry share does not open this one.
    const other = await wall(owner, undefined, 'Other wall');
    await publish(owner, other.screen._id);
    const otherToken = (
      await screenAct<ShareInfo>(owner, 'link_share_add', { _id: other.screen._id, expires_at: Date.now() + 3_600_000 })
    ).msg.token;
    const otherAccess = (await screenAct<ShareAccess>(null, 'link_share_check', { token: otherToken })).msg.access;
    expect((await ask(otherAccess)).code).toBe(ErrorCode.SCREEN_SHARE_ACCESS_INVALID);
    expect((await shareData({ token: otherToken, screen_id: other.screen._id, widget_id: 'c1' })).code).toBe(
      ErrorCode.SCREEN_SHARE_ACCESS_INVALID,
    );
    expect(
      (await shareData({ token: otherToken, access: otherAccess, screen_id: other.screen._id, widget_id: 'c1' })).code,
    ).toBe(200);

    const access = (await screenAct<ShareAccess>(null, 'link_share_check', { token, password: 'data-pass' })).msg
      .access;
    const answer = await ask(access);
    expect(answer.code).toBe(200);
    expect(rowsOf(answer)).toHaveLength(12);
    expect((await seenBy(c1))?.authorization).toBe(SECRET);
    expect(JSON.stringify(answer.body)).not.toContain('data-share-secret');
  });

  it('reads no screen but the one its link shows', async () => {
    const a = await wall();
    const b = await wall(a.owner, undefined, 'Second wall');
    const elsewhere = await wall(undefined, undefined, 'Other tenant wall');
    for (const w of [a, b, elsewhere]) await publish(w.owner, w.screen._id);
    const tokenA = (await screenAct<ShareInfo>(a.owner, 'link_share_add', { _id: a.screen._id })).msg.token;
    const tokenB = (await screenAct<ShareInfo>(b.owner, 'link_share_add', { _id: b.screen._id })).msg.token;
    // Another screen of the same owner, shared by its own link, or another tenant's screen: not through A's link.
    expect((await shareData({ token: tokenA, screen_id: b.screen._id, widget_id: 'c1' })).code).toBe(
      ErrorCode.SCREEN_SHARE_FAILED,
    );
    expect((await shareData({ token: tokenA, screen_id: elsewhere.screen._id, widget_id: 'c1' })).code).toBe(
      ErrorCode.SCREEN_SHARE_FAILED,
    );
    expect((await shareData({ token: tokenB, screen_id: a.screen._id, widget_id: 'c1' })).code).toBe(
      ErrorCode.SCREEN_SHARE_FAILED,
    );
    expect(await hitsOf(b.c1)).toBe(0);
    expect(await hitsOf(elsewhere.c1)).toBe(0);
    // A screen link is no group link, an unknown token no link at all.
    expect(
      (await groupAct(null, 'link_share_data', { token: tokenA, screen_id: a.screen._id, widget_id: 'c1' })).code,
    ).toBe(ErrorCode.SCREEN_SHARE_FAILED);
    expect((await shareData({ token: 'A'.repeat(43), screen_id: a.screen._id, widget_id: 'c1' })).code).toBe(
      ErrorCode.SCREEN_SHARE_FAILED,
    );
    // A screen that turns secret stops answering.
    await screenAct(a.owner, 'save_security_level', { _id: a.screen._id, level: 'secret' });
    expect((await shareData({ token: tokenA, screen_id: a.screen._id, widget_id: 'c1' })).code).toBe(
      ErrorCode.SCREEN_SHARE_SECRET,
    );
  });

  it('answers the screens of a shared group, and only them', async () => {
    const owner = await registerUser();
    const group = (await groupAct<ScreenGroup>(owner, 'add', { name: 'Data foyer' })).msg;
    const member = await wall(owner, group._id, 'Member wall');
    const outside = await wall(owner, undefined, 'Outside wall');
    await publish(owner, member.screen._id);
    await publish(owner, outside.screen._id);
    const token = (await groupAct<ShareInfo>(owner, 'link_share_add', { _id: group._id })).msg.token;
    const answer = await groupAct<ProxyAnswer>(null, 'link_share_data', {
      token,
      screen_id: member.screen._id,
      widget_id: 'c1',
    });
    expect(answer.code).toBe(200);
    expect(rowsOf(answer)).toHaveLength(12);
    expect((await seenBy(member.c1))?.authorization).toBe(SECRET);
    expect(
      (await groupAct(null, 'link_share_data', { token, screen_id: outside.screen._id, widget_id: 'c1' })).code,
    ).toBe(ErrorCode.SCREEN_SHARE_FAILED);
    expect((await shareData({ token, screen_id: member.screen._id, widget_id: 'c1' })).code).toBe(
      ErrorCode.SCREEN_SHARE_FAILED,
    );
  });

  it('keeps the headers server-side beside each version: copied onward, gone with the version or screen, none for older versions', async () => {
    const { owner, screen, c1 } = await wall();
    const tenantId = owner.login.corp[0]?._id ?? '';
    const v1 = await publish(owner, screen._id);
    const secretsKey = `secrets/${tenantId}/${screen._id}/versions/${v1._id}.json`;
    const stored = await s3().send(new GetObjectCommand({ Bucket: env.assetsBucket(), Key: secretsKey }));
    expect(JSON.parse((await stored.Body?.transformToString()) ?? '')).toEqual({
      headers: { c1: { Authorization: SECRET }, c2: { Authorization: SECRET } },
    });
    const versionObject = await s3().send(
      new GetObjectCommand({ Bucket: env.publishedBucket(), Key: `versions/${tenantId}/${screen._id}/${v1._id}.json` }),
    );
    expect(await versionObject.Body?.transformToString()).not.toContain('data-share-secret');

    // Onward carries the secrets to the copy; released, its widgets still reach their API.
    const v2 = (await screenAct<VersionSummary>(owner, 'version_onward', { _id: screen._id, version_id: v1._id })).msg;
    expect((await screenAct(owner, 'version_release', { _id: screen._id, version_id: v2._id })).code).toBe(200);
    const token = (await screenAct<ShareInfo>(owner, 'link_share_add', { _id: screen._id })).msg.token;
    expect((await shareData({ token, screen_id: screen._id, widget_id: 'c1' })).code).toBe(200);
    expect((await seenBy(c1))?.authorization).toBe(SECRET);

    // Deleting a version deletes its secrets.
    expect((await screenAct(owner, 'version_delete', { _id: screen._id, version_id: v1._id })).code).toBe(200);
    await expect(s3().send(new GetObjectCommand({ Bucket: env.assetsBucket(), Key: secretsKey }))).rejects.toThrow();

    // A version written before secrets were kept (none stored): its sources go out without headers.
    const path = `/sales?older=${unique()}`;
    expect(
      (
        await screenAct(owner, 'change_widget_specify', {
          _id: screen._id,
          widget_id: 'c1',
          path: 'data.http.url',
          value: sample(path),
          revision: 1,
        })
      ).code,
    ).toBe(200);
    const v3 = await publish(owner, screen._id, 'V3');
    await s3().send(
      new DeleteObjectCommand({
        Bucket: env.assetsBucket(),
        Key: `secrets/${tenantId}/${screen._id}/versions/${v3._id}.json`,
      }),
    );
    expect((await shareData({ token, screen_id: screen._id, widget_id: 'c1' })).code).toBe(200);
    expect(await seenBy(path)).not.toBeNull();
    expect((await seenBy(path))?.authorization).toBeUndefined();

    // Deleting the screen deletes the secrets of its versions.
    const v2Key = `secrets/${tenantId}/${screen._id}/versions/${v2._id}.json`;
    await s3().send(new GetObjectCommand({ Bucket: env.assetsBucket(), Key: v2Key }));
    expect((await screenAct(owner, 'remove', { ids: [screen._id] })).code).toBe(200);
    await expect(s3().send(new GetObjectCommand({ Bucket: env.assetsBucket(), Key: v2Key }))).rejects.toThrow();
  });
});
