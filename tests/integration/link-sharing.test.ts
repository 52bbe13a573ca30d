import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type {
  ScreenSharePayload,
  GroupSharePayload,
  ShareAccess,
  ShareBefore,
  ShareInfo,
} from '../../shared/acts/link-share.js';
import { shareObjectPath } from '../../shared/protocol/routes.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import type { VersionSummary } from '../../shared/acts/versions.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { dynamo, s3 } from '../../functions/lib/clients.js';
import { sha256 } from '../../functions/lib/crypto/tokens.js';
import { keys } from '../../functions/lib/data/keys.js';
import { env } from '../../functions/lib/env.js';
import { baseUrl, registerUser, rpc, type Registered } from './helpers/client.js';
import { apiChartWidget, titleWidget } from './helpers/widgets.js';

const screenAct = <T = unknown>(
  user: Registered | null,
  name: string,
  args: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => rpc<T>('screen', `v1/screen/${name}`, { ...(user ? { auth: user.login.auth } : {}), ...args }, headers);
const groupAct = <T = unknown>(user: Registered | null, name: string, args: Record<string, unknown> = {}) =>
  rpc<T>('group', `v1/group/${name}`, { ...(user ? { auth: user.login.auth } : {}), ...args });

const SECRET = 'Bearer share-test-secret';

async function ownerWithScreen(owner?: Registered, name = 'Shared wall') {
  const user = owner ?? (await registerUser());
  const [group] = (await groupAct<ScreenGroup[]>(user, 'list')).msg;
  const screen = (await screenAct<ScreenSummary>(user, 'add', { group_id: group?._id, name, template: 'blank' })).msg;
  expect(
    (
      await screenAct(user, 'append_widget', {
        _id: screen._id,
        widgets: [titleWidget('t1', 'First'), apiChartWidget('c1', SECRET)],
      })
    ).code,
  ).toBe(200);
  return { owner: user, screen, groupId: group?._id ?? '' };
}

async function publish(user: Registered, screenId: string, name: string, extra: Record<string, unknown> = {}) {
  const answer = await screenAct<VersionSummary>(user, 'version_add', { _id: screenId, name, ...extra });
  expect(answer.code, `publish ${name}`).toBe(200);
  return answer.msg;
}

const setText = (user: Registered, screenId: string, text: string, revision: number) =>
  screenAct(user, 'change_widget_specify', {
    _id: screenId,
    widget_id: 't1',
    path: 'attr.text',
    value: text,
    revision,
  });

/** What the CDN serves at a path (the gateway plays CloudFront for /published/*). */
async function cdn(path: string): Promise<{ status: number; json: unknown; cacheControl: string | null }> {
  const response = await fetch(`${baseUrl()}${path}`);
  const text = await response.text();
  return {
    status: response.status,
    json: response.ok ? JSON.parse(text) : undefined,
    cacheControl: response.headers.get('cache-control'),
  };
}

/** The object as stored in the published bucket (undefined when there is none). */
async function storedObject(path: string): Promise<string | undefined> {
  try {
    const out = await s3().send(new GetObjectCommand({ Bucket: env.publishedBucket(), Key: path.slice(1) }));
    return await out.Body?.transformToString();
  } catch (error) {
    if (error instanceof Error && error.name === 'NoSuchKey') return undefined;
    throw error;
  }
}

function expectNoSecrets(serialised: string, tenantId: string, ownerId: string): void {
  expect(serialised).not.toContain('share-test-secret');
  expect(serialised).not.toMatch(/authorization/i);
  expect(serialised).not.toContain(tenantId);
  expect(serialised).not.toContain(ownerId);
  expect(serialised).not.toMatch(/password|passwordHash|scrypt/i);
}

describe('link sharing of a screen', () => {
  it('shares the latest published version as a static object that follows releases and goes when the share is removed', async () => {
    const { owner, screen } = await ownerWithScreen();
    const tenantId = owner.login.corp[0]?._id ?? '';
    expect((await screenAct<ShareInfo>(owner, 'link_share_info', { _id: screen._id })).msg).toMatchObject({
      state: 'off',
      token: '',
    });

    const v1 = await publish(owner, screen._id, 'V1');
    // The development content moves on; the share must never show it.
    expect((await setText(owner, screen._id, 'Draft', 1)).code).toBe(200);
    const added = await screenAct<ShareInfo>(owner, 'link_share_add', { _id: screen._id });
    expect(added.code).toBe(200);
    expect(added.msg).toMatchObject({ kind: 'screen', state: 'on', expires_at: null, embed_domains: [] });
    const token = added.msg.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const before = await screenAct<ShareBefore>(null, 'link_share_before', { token });
    expect(before.msg).toEqual({ kind: 'screen', password: false, static: true });

    const path = shareObjectPath('screen', token);
    const served = await cdn(path);
    expect(served.status).toBe(200);
    expect(served.cacheControl).toMatch(/max-age=30/);
    const payload = served.json as ScreenSharePayload;
    expect(payload.kind).toBe('screen');
    expect(payload.screen).toMatchObject({ _id: screen._id, name: 'Shared wall', version: { _id: v1._id, seq: 1 } });
    expect(payload.screen.document.widgets.t1?.attr.text).toBe('First');
    expect((payload.screen.document.widgets.c1?.data.http as { url: string }).url).toBe(
      'https://api.example.com/sales',
    );
    expect(payload.screen.document.config.scaling).toBeDefined();
    expectNoSecrets((await storedObject(path)) ?? '', tenantId, owner.login.user._id);

    // Publishing a new latest version rewrites the object; releasing the old one again moves it back.
    await publish(owner, screen._id, 'V2');
    expect(((await cdn(path)).json as ScreenSharePayload).screen.document.widgets.t1?.attr.text).toBe('Draft');
    expect((await screenAct(owner, 'version_release', { _id: screen._id, version_id: v1._id })).code).toBe(200);
    expect(((await cdn(path)).json as ScreenSharePayload).screen.version.seq).toBe(1);
    // Renaming shows through.
    expect((await screenAct(owner, 'change_name', { _id: screen._id, name: 'Renamed wall' })).code).toBe(200);
    expect(((await cdn(path)).json as ScreenSharePayload).screen.name).toBe('Renamed wall');

    // Adding again keeps the link.
    expect((await screenAct<ShareInfo>(owner, 'link_share_add', { _id: screen._id })).msg.token).toBe(token);

    const removed = await screenAct<ShareInfo>(owner, 'link_share_remove', { _id: screen._id });
    expect(removed.msg).toMatchObject({ state: 'closed', token });
    expect((await cdn(path)).status).toBe(403);
    expect(await storedObject(path)).toBeUndefined();
    expect((await screenAct(null, 'link_share_before', { token })).code).toBe(ErrorCode.SCREEN_SHARE_CLOSED);
    expect((await screenAct(null, 'link_share_before', { token }, { language: 'en' })).body.msg).toBe(
      'Screen sharing has been cancelled',
    );
    expect((await screenAct(null, 'link_share_check', { token })).code).toBe(ErrorCode.SCREEN_SHARE_CLOSED);
    // Releasing again does not bring a closed share's object back.
    await publish(owner, screen._id, 'V3');
    expect(await storedObject(path)).toBeUndefined();

    // Sharing again makes a new link; the old one stays cancelled.
    const again = await screenAct<ShareInfo>(owner, 'link_share_add', { _id: screen._id });
    expect(again.msg.state).toBe('on');
    expect(again.msg.token).not.toBe(token);
    expect((await screenAct(null, 'link_share_before', { token })).code).toBe(ErrorCode.SCREEN_SHARE_CLOSED);
    expect((await cdn(shareObjectPath('screen', again.msg.token))).status).toBe(200);
  });

  it('answers "not shared" for an unknown token and refuses tokens of the wrong kind or shape', async () => {
    const unknown = 'A'.repeat(43);
    const answer = await screenAct(null, 'link_share_before', { token: unknown }, { language: 'en' });
    expect(answer.code).toBe(ErrorCode.SCREEN_SHARE_FAILED);
    expect(answer.body.msg).toBe('This screen is not shared');
    expect((await screenAct(null, 'link_share_before', { token: 'short' })).code).toBe(ErrorCode.SCREEN_SHARE_FAILED);
    const { owner, screen } = await ownerWithScreen();
    await publish(owner, screen._id, 'V1');
    const token = (await screenAct<ShareInfo>(owner, 'link_share_add', { _id: screen._id })).msg.token;
    expect((await groupAct(null, 'link_share_before', { token })).code).toBe(ErrorCode.SCREEN_SHARE_FAILED);
  });

  it('hashes the password, answers "Wrong password", throttles after five wrong tries and gives a short-lived access token', async () => {
    const { owner, screen } = await ownerWithScreen();
    const tenantId = owner.login.corp[0]?._id ?? '';
    await publish(owner, screen._id, 'V1');
    const added = await screenAct<ShareInfo>(owner, 'link_share_add', { _id: screen._id, password: 'open-sesame' });
    expect(added.msg.state).toBe('password');
    const token = added.msg.token;

    // The item holds an scrypt hash, never the password.
    const item =
      (await dynamo().send(new GetCommand({ TableName: env.mainTable(), Key: keys.linkShare(sha256(token)) }))).Item ??
      {};
    expect(JSON.stringify(item)).not.toContain('open-sesame');
    expect(String(item.passwordHash)).toMatch(/^scrypt\$/);
    // No public object for a password share.
    expect((await cdn(shareObjectPath('screen', token))).status).toBe(403);
    expect((await screenAct<ShareBefore>(null, 'link_share_before', { token })).msg).toEqual({
      kind: 'screen',
      password: true,
      static: false,
    });

    const wrong = await screenAct(null, 'link_share_check', { token, password: 'nope' }, { language: 'en' });
    expect(wrong.code).toBe(ErrorCode.SCREEN_SHARE_PASSWORD_WRONG);
    expect(wrong.body.msg).toBe('Wrong password');
    const access = await screenAct<ShareAccess>(null, 'link_share_check', { token, password: 'open-sesame' });
    expect(access.code).toBe(200);
    expect(access.msg.access).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(access.msg.expires_at).toBeGreaterThan(Date.now() + 3600_000);
    expect(access.msg.expires_at).toBeLessThanOrEqual(Date.now() + 12 * 3600_000 + 1000);

    const view = await screenAct<ScreenSharePayload>(null, 'link_share_view', { token, access: access.msg.access });
    expect(view.code).toBe(200);
    expect(view.msg.screen.document.widgets.t1?.attr.text).toBe('First');
    expectNoSecrets(JSON.stringify(view.body), tenantId, owner.login.user._id);
    expect((await screenAct(null, 'link_share_view', { token, access: 'B'.repeat(43) })).code).toBe(
      ErrorCode.SCREEN_SHARE_ACCESS_INVALID,
    );

    // Four more wrong tries make five; the sixth try is refused even with the right password.
    for (let i = 0; i < 4; i++)
      expect((await screenAct(null, 'link_share_check', { token, password: `wrong-${i}` })).code).toBe(
        ErrorCode.SCREEN_SHARE_PASSWORD_WRONG,
      );
    expect((await screenAct(null, 'link_share_check', { token, password: 'open-sesame' })).code).toBe(
      ErrorCode.SCREEN_SHARE_THROTTLED,
    );

    // The owner reads the access log: results and coarse clients, newest first.
    const info = (await screenAct<ShareInfo>(owner, 'link_share_info', { _id: screen._id })).msg;
    expect(info.log.map((entry) => entry.result)).toEqual([
      'throttled',
      'wrong-password',
      'wrong-password',
      'wrong-password',
      'wrong-password',
      'ok',
      'wrong-password',
    ]);
    expect(info.log[0]?.client).toMatch(/\/(24|48) · Script$/);

    // Clearing the password makes it an open, static share again; closing it revokes the access token.
    expect(
      (await screenAct<ShareInfo>(owner, 'link_share_add', { _id: screen._id, password: null })).msg,
    ).toMatchObject({ state: 'on', token });
    expect((await cdn(shareObjectPath('screen', token))).status).toBe(200);
    await screenAct(owner, 'link_share_remove', { _id: screen._id });
    expect((await screenAct(null, 'link_share_view', { token, access: access.msg.access })).code).toBe(
      ErrorCode.SCREEN_SHARE_CLOSED,
    );
  });

  it('stops an expiring share at its time and keeps it off the CDN', async () => {
    const { owner, screen } = await ownerWithScreen();
    await publish(owner, screen._id, 'V1');
    const past = await screenAct(
      owner,
      'link_share_add',
      { _id: screen._id, expires_at: Date.now() - 1000 },
      { language: 'en' },
    );
    expect(past.code).toBe(ErrorCode.SHARE_EXPIRY_PAST);
    expect(past.body.msg).toBe('The expiry must be later than now');
    const added = await screenAct<ShareInfo>(owner, 'link_share_add', {
      _id: screen._id,
      expires_at: Date.now() + 1500,
      embed_domains: ['Wall.Example.com', '*.intranet.example'],
    });
    expect(added.msg).toMatchObject({ state: 'on', embed_domains: ['wall.example.com', '*.intranet.example'] });
    const token = added.msg.token;
    expect((await screenAct<ShareBefore>(null, 'link_share_before', { token })).msg).toEqual({
      kind: 'screen',
      password: false,
      static: false,
    });
    expect((await cdn(shareObjectPath('screen', token))).status).toBe(403);
    const access = await screenAct<ShareAccess>(null, 'link_share_check', { token });
    const view = await screenAct<ScreenSharePayload>(null, 'link_share_view', { token, access: access.msg.access });
    expect(view.msg.embed_domains).toEqual(['wall.example.com', '*.intranet.example']);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await screenAct(null, 'link_share_before', { token }, { language: 'en' })).body.msg).toBe(
      'This share link has expired',
    );
    expect((await screenAct(null, 'link_share_view', { token, access: access.msg.access })).code).toBe(
      ErrorCode.SCREEN_SHARE_EXPIRED,
    );
    expect((await screenAct<ShareInfo>(owner, 'link_share_info', { _id: screen._id })).msg.log[0]?.result).toBe(
      'expired',
    );
    expect((await screenAct(owner, 'link_share_add', { _id: screen._id, embed_domains: ['not a domain'] })).code).toBe(
      ErrorCode.BODY_MALFORMED,
    );
  });

  it('refuses to link-share a secret screen, and a share stops showing a screen that turns secret', async () => {
    const { owner, screen } = await ownerWithScreen();
    await publish(owner, screen._id, 'V1');
    const token = (await screenAct<ShareInfo>(owner, 'link_share_add', { _id: screen._id })).msg.token;
    expect((await screenAct(owner, 'save_security_level', { _id: screen._id, level: 'secret' })).code).toBe(200);
    expect((await cdn(shareObjectPath('screen', token))).status).toBe(403);
    const access = await screenAct<ShareAccess>(null, 'link_share_check', { token });
    expect((await screenAct(null, 'link_share_view', { token, access: access.msg.access })).code).toBe(
      ErrorCode.SCREEN_SHARE_SECRET,
    );
    expect((await screenAct(owner, 'link_share_add', { _id: screen._id })).code).toBe(ErrorCode.SCREEN_SHARE_SECRET);
    expect((await screenAct(owner, 'save_security_level', { _id: screen._id, level: 'internal' })).code).toBe(200);
    expect((await cdn(shareObjectPath('screen', token))).status).toBe(200);
  });

  it('lets only the owner or an admin share, and closes the share of a deleted screen', async () => {
    const { owner, screen } = await ownerWithScreen();
    const stranger = await registerUser();
    expect((await screenAct(stranger, 'link_share_add', { _id: screen._id })).code).toBe(ErrorCode.SCREEN_NOT_FOUND);
    expect((await screenAct(stranger, 'link_share_info', { _id: screen._id })).code).toBe(ErrorCode.SCREEN_NOT_FOUND);
    expect((await screenAct(null, 'link_share_add', { _id: screen._id })).code).toBe(ErrorCode.NOT_LOGGED_IN);
    // Shared before anything is published: the link works once a version is.
    const token = (await screenAct<ShareInfo>(owner, 'link_share_add', { _id: screen._id })).msg.token;
    expect((await cdn(shareObjectPath('screen', token))).status).toBe(403);
    const access = await screenAct<ShareAccess>(null, 'link_share_check', { token });
    expect((await screenAct(null, 'link_share_view', { token, access: access.msg.access })).code).toBe(
      ErrorCode.SCREEN_SHARE_UNPUBLISHED,
    );
    await publish(owner, screen._id, 'V1');
    expect((await cdn(shareObjectPath('screen', token))).status).toBe(200);
    expect((await screenAct(owner, 'remove', { ids: [screen._id] })).code).toBe(200);
    expect((await cdn(shareObjectPath('screen', token))).status).toBe(403);
    expect((await screenAct(null, 'link_share_before', { token })).code).toBe(ErrorCode.SCREEN_SHARE_CLOSED);
  });

  it("opens nothing but its own tenant's screen with a token", async () => {
    const a = await ownerWithScreen(undefined, 'Tenant A wall');
    const b = await ownerWithScreen(undefined, 'Tenant B wall');
    await publish(a.owner, a.screen._id, 'A1');
    await publish(b.owner, b.screen._id, 'B1', {});
    const tokenA = (await screenAct<ShareInfo>(a.owner, 'link_share_add', { _id: a.screen._id, password: 'pass-a' }))
      .msg.token;
    const tokenB = (await screenAct<ShareInfo>(b.owner, 'link_share_add', { _id: b.screen._id })).msg.token;
    // Tenant B's own token shows B's screen only.
    const bPayload = (await cdn(shareObjectPath('screen', tokenB))).json as ScreenSharePayload;
    expect(bPayload.screen).toMatchObject({ _id: b.screen._id, name: 'Tenant B wall' });
    expectNoSecrets(JSON.stringify(bPayload), a.owner.login.corp[0]?._id ?? '', a.owner.login.user._id);
    // An access token of B's link does not open A's link.
    const accessB = await screenAct<ShareAccess>(null, 'link_share_check', { token: tokenB });
    expect((await screenAct(null, 'link_share_view', { token: tokenA, access: accessB.msg.access })).code).toBe(
      ErrorCode.SCREEN_SHARE_ACCESS_INVALID,
    );
    // B's session cannot read or close A's share, even naming A's tenant.
    const corpA = a.owner.login.corp[0]?._id ?? '';
    expect((await screenAct(b.owner, 'link_share_info', { _id: a.screen._id })).code).toBe(ErrorCode.SCREEN_NOT_FOUND);
    expect((await screenAct(b.owner, 'link_share_remove', { _id: a.screen._id, corp_id: corpA })).code).toBe(
      ErrorCode.TENANT_INVALID,
    );
    expect((await screenAct<ShareInfo>(a.owner, 'link_share_info', { _id: a.screen._id })).msg.state).toBe('password');
    // The share items are found by token hash only: no key of A's tenant holds B's token.
    const pointers = await dynamo().send(
      new QueryCommand({
        TableName: env.mainTable(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.screen(corpA, a.screen._id) },
      }),
    );
    expect(JSON.stringify(pointers.Items)).not.toContain(tokenB);
  });
});

describe('link sharing of a group', () => {
  it("shares the group's published, non-secret screens in order and follows releases", async () => {
    const owner = await registerUser();
    const group = (await groupAct<ScreenGroup>(owner, 'add', { name: 'Lobby' })).msg;
    const add = async (name: string) =>
      (await screenAct<ScreenSummary>(owner, 'add', { group_id: group._id, name, template: 'blank' })).msg;
    const first = await add('First screen');
    const second = await add('Second screen');
    const secret = await add('Secret screen');
    await add('Never published');
    for (const s of [first, second, secret]) {
      await screenAct(owner, 'append_widget', {
        _id: s._id,
        widgets: [titleWidget('t1', s.name), apiChartWidget('c1', SECRET)],
      });
      await publish(owner, s._id, 'V1');
    }
    await screenAct(owner, 'save_security_level', { _id: secret._id, level: 'secret' });
    const added = await groupAct<ShareInfo>(owner, 'link_share_add', { _id: group._id });
    expect(added.msg).toMatchObject({ kind: 'group', state: 'on' });
    const token = added.msg.token;
    expect((await groupAct<ShareBefore>(null, 'link_share_before', { token })).msg).toEqual({
      kind: 'group',
      password: false,
      static: true,
    });
    expect((await screenAct(null, 'link_share_before', { token })).code).toBe(ErrorCode.SCREEN_SHARE_FAILED);

    const path = shareObjectPath('group', token);
    const payload = (await cdn(path)).json as GroupSharePayload;
    expect(payload).toMatchObject({ kind: 'group', name: 'Lobby', interval: 10 });
    // The screen list's order (the pad's): by the group's sort, newest first until sorted.
    expect(payload.screens.map((s) => s.name)).toEqual(['Second screen', 'First screen']);
    expectNoSecrets((await storedObject(path)) ?? '', owner.login.corp[0]?._id ?? '', owner.login.user._id);

    // Reordering and a new latest version of a member rewrite the group's object.
    expect((await screenAct(owner, 'sort', { group_id: group._id, ids: [first._id, second._id] })).code).toBe(200);
    expect(((await cdn(path)).json as GroupSharePayload).screens.map((s) => s.name)).toEqual([
      'First screen',
      'Second screen',
    ]);
    await setText(owner, first._id, 'First, again', 1);
    await publish(owner, first._id, 'V2');
    const again = (await cdn(path)).json as GroupSharePayload;
    expect(again.screens.find((s) => s._id === first._id)?.document.widgets.t1?.attr.text).toBe('First, again');

    // A password group share goes through check and view.
    await groupAct(owner, 'link_share_add', { _id: group._id, password: 'lobby-pass' });
    expect((await cdn(path)).status).toBe(403);
    expect((await groupAct(null, 'link_share_check', { token, password: 'bad' })).code).toBe(
      ErrorCode.SCREEN_SHARE_PASSWORD_WRONG,
    );
    const access = await groupAct<ShareAccess>(null, 'link_share_check', { token, password: 'lobby-pass' });
    const view = await groupAct<GroupSharePayload>(null, 'link_share_view', { token, access: access.msg.access });
    expect(view.msg.screens).toHaveLength(2);

    // Removing the group closes its link.
    expect((await groupAct(owner, 'remove', { _id: group._id, screens: 'move' })).code).toBe(200);
    expect((await groupAct(null, 'link_share_before', { token })).code).toBe(ErrorCode.SCREEN_SHARE_CLOSED);
  });

  it("carries the group's interval and each screen's own, and its open object follows a change of either", async () => {
    const owner = await registerUser();
    const group = (await groupAct<ScreenGroup>(owner, 'add', { name: 'Timed wall' })).msg;
    const add = async (name: string) =>
      (await screenAct<ScreenSummary>(owner, 'add', { group_id: group._id, name, template: 'blank' })).msg;
    const quick = await add('Quick');
    const slow = await add('Slow');
    for (const s of [quick, slow]) {
      await screenAct(owner, 'append_widget', { _id: s._id, widgets: [titleWidget('t1', s.name)] });
      await publish(owner, s._id, 'V1');
    }
    expect((await groupAct(owner, 'change_interval', { _id: group._id, interval: 7 })).code).toBe(200);
    expect(
      (await groupAct(owner, 'change_single_interval', { _id: group._id, screen_id: quick._id, interval: 1 })).code,
    ).toBe(200);
    const token = (await groupAct<ShareInfo>(owner, 'link_share_add', { _id: group._id })).msg.token;
    const path = shareObjectPath('group', token);
    const intervals = async () => {
      const payload = (await cdn(path)).json as GroupSharePayload;
      return { group: payload.interval, screens: Object.fromEntries(payload.screens.map((s) => [s.name, s.interval])) };
    };
    expect(await intervals()).toEqual({ group: 7, screens: { Quick: 1, Slow: null } });
    // A page left open polls it cheaply: revalidated with its ETag, an unchanged object is a 304 without a body.
    const revalidate = (etag: string) => fetch(`${baseUrl()}${path}`, { headers: { 'if-none-match': etag } });
    const etag = (await fetch(`${baseUrl()}${path}`)).headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const unchanged = await revalidate(etag);
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');

    // Changing the group's interval or a screen's rewrites the open share's static object.
    expect((await groupAct(owner, 'change_interval', { _id: group._id, interval: 4 })).code).toBe(200);
    expect((await revalidate(etag)).status).toBe(200);
    expect(await intervals()).toEqual({ group: 4, screens: { Quick: 1, Slow: null } });
    expect(
      (await groupAct(owner, 'change_single_interval', { _id: group._id, screen_id: slow._id, interval: 30 })).code,
    ).toBe(200);
    expect(
      (await groupAct(owner, 'change_single_interval', { _id: group._id, screen_id: quick._id, interval: null })).code,
    ).toBe(200);
    expect(await intervals()).toEqual({ group: 4, screens: { Quick: null, Slow: 30 } });

    // A password share's view carries the same intervals.
    await groupAct(owner, 'link_share_add', { _id: group._id, password: 'timed-pass' });
    expect((await cdn(path)).status).toBe(403);
    const access = (await groupAct<ShareAccess>(null, 'link_share_check', { token, password: 'timed-pass' })).msg
      .access;
    const view = (await groupAct<GroupSharePayload>(null, 'link_share_view', { token, access })).msg;
    expect(view.interval).toBe(4);
    expect(view.screens.map((s) => [s.name, s.interval])).toEqual([
      ['Slow', 30],
      ['Quick', null],
    ]);
  });

  it("refuses another user's group", async () => {
    const owner = await registerUser();
    const group = (await groupAct<ScreenGroup>(owner, 'add', { name: 'Mine' })).msg;
    const stranger = await registerUser();
    expect((await groupAct(stranger, 'link_share_add', { _id: group._id })).code).toBe(
      ErrorCode.SCREEN_GROUP_NOT_FOUND,
    );
  });
});
