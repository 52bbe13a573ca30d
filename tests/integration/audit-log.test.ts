import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../shared/acts/admin.js';
import type { AuditEntry, AuditSettings } from '../../shared/acts/audit.js';
import type { ApiDetail, ApiTokenCreated } from '../../shared/acts/data-api.js';
import type { DatasourceSummary } from '../../shared/acts/datasource.js';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { DownloadTicket } from '../../shared/acts/results.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import type { PushChannelWithToken } from '../../shared/acts/push.js';
import type { TeamView } from '../../shared/acts/teams.js';
import type { LoginResult } from '../../shared/acts/user.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { LIMITS } from '../../shared/limits.js';
import { dynamo } from '../../functions/lib/clients.js';
import { keys } from '../../functions/lib/data/keys.js';
import { env } from '../../functions/lib/env.js';
import { callAs, registerUser, rpc, type Registered } from './helpers/client.js';
import { joinTenantOf } from './helpers/tenancy.js';
import { csvWorksheet } from './helpers/worksheets.js';

type AuditPage = Paged<AuditEntry> & { capped: boolean };

const tenantOf = (user: Registered): string => {
  const corp = user.login.corp.find((c) => c.default === 1) ?? user.login.corp[0];
  if (!corp) throw new Error('no tenant');
  return corp._id;
};

/** An admin act in a given tenant of the caller (a joined member's own tenant comes first in its login). */
const adminAct = <T = unknown>(user: Registered, tenantId: string, name: string, args: Record<string, unknown> = {}) =>
  rpc<T>('admin', `v2/admin/audit/${name}`, { auth: user.login.auth, corp_id: tenantId, ...args });

async function list(user: Registered, tenantId: string, args: Record<string, unknown> = {}): Promise<AuditPage> {
  const page = await adminAct<AuditPage>(user, tenantId, 'list', { pageSize: 200, ...args });
  expect(page.code, JSON.stringify(page.body)).toBe(200);
  return page.msg;
}

const login = (account: string, password: string) =>
  rpc<LoginResult>('user', 'v1/user/max_login', { account, password });

async function addScreen(user: Registered, name: string): Promise<ScreenSummary> {
  const [group] = (await callAs<ScreenGroup[]>(user, 'v1/group/list')).msg;
  const added = await callAs<ScreenSummary>(user, 'v1/screen/add', { group_id: group?._id, name, template: 'blank' });
  expect(added.code).toBe(200);
  return added.msg;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sets a member's role the way change_role will (written straight to the member item). */
async function setRole(tenantId: string, user: Registered, role: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: env.mainTable(),
      Key: keys.member(tenantId, user.login.user._id),
      UpdateExpression: 'SET #role = :role',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':role': role },
    }),
  );
}

describe('the audit log', () => {
  let owner: Registered;
  let tenant: string;
  let screen: ScreenSummary;
  let member: Registered;
  let auditor: Registered;
  const screenName = `Audit wall ${Date.now()}`;
  let beforeAdd = 0;
  let afterAdd = 0;

  beforeAll(async () => {
    owner = await registerUser({ name: 'Audit Owner' });
    tenant = tenantOf(owner);
    screen = await addScreen(owner, screenName);
    beforeAdd = Date.now();
    await sleep(5);
    const added = await callAs(owner, 'v1/screen/link_share_add', { _id: screen._id, password: 'open-sesame' });
    expect(added.code).toBe(200);
    await sleep(5);
    afterAdd = Date.now();
    await sleep(5);
    expect((await callAs(owner, 'v1/screen/link_share_remove', { _id: screen._id })).code).toBe(200);
    expect((await callAs(owner, 'v1/screen/resource_export', { ids: [screen._id] })).code).toBe(200);
    member = await joinTenantOf(owner, await registerUser({ name: 'Plain Member' }));
    auditor = await joinTenantOf(owner, await registerUser({ name: 'Audit Reader' }));
    await setRole(tenant, auditor, 'auditor');
  });

  it('records sign-ins, wrong passwords and the lockout in the user’s default tenant', async () => {
    const user = await registerUser({ name: 'Locked Out' });
    expect((await login(user.mobile, user.password)).code).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < LIMITS.lockout.maxWrongPasswords; i++)
      codes.push((await login(user.mobile, 'Wrong#Pass123')).code);
    expect(codes.at(-1)).toBe(ErrorCode.ACCOUNT_LOCKED);
    // A locked account's tries are refused unchecked: not a wrong password, not recorded.
    expect((await login(user.mobile, user.password)).code).toBe(ErrorCode.ACCOUNT_LOCKED);
    // An unknown account records nothing anywhere.
    expect((await login(`nobody${Date.now()}@example.com`, 'Wrong#Pass123')).code).toBe(ErrorCode.CREDENTIALS_WRONG);

    const page = await list(user, tenantOf(user));
    const mine = page.list.filter((e) => e.actor_id === user.login.user._id);
    expect(mine.filter((e) => e.action === 'sign_in')).toHaveLength(1);
    expect(mine.filter((e) => e.action === 'sign_in_failed')).toHaveLength(LIMITS.lockout.maxWrongPasswords);
    expect(mine.filter((e) => e.action === 'lockout')).toHaveLength(1);
    expect(page.total).toBe(mine.length);
    const signIn = mine.find((e) => e.action === 'sign_in');
    expect(signIn).toMatchObject({ actor_name: 'Locked Out', target: user.mobile, detail: 'password' });
    expect(signIn?.ip).not.toBe('');
    // Newest first.
    expect(page.list.map((e) => e.at)).toEqual([...page.list.map((e) => e.at)].sort((a, b) => b - a));
  });

  it('records link shares and exports with the screen’s name and the actor resolved', async () => {
    const page = await list(owner, tenant);
    const add = page.list.find((e) => e.action === 'share_add');
    expect(add).toMatchObject({
      actor_id: owner.login.user._id,
      actor_name: 'Audit Owner',
      target: screenName,
      detail: 'screen_password',
    });
    expect(page.list.find((e) => e.action === 'share_remove')).toMatchObject({ target: screenName, detail: 'screen' });
    const exported = page.list.find((e) => e.action === 'export');
    expect(exported?.detail).toBe('screen');
    expect(exported?.target).toContain(screenName);
    expect(page.capped).toBe(false);
  });

  it('records a group’s link share and export with the group’s name', async () => {
    const [group] = (await callAs<ScreenGroup[]>(owner, 'v1/group/list')).msg;
    if (!group) throw new Error('no group');
    expect((await callAs(owner, 'v1/group/link_share_add', { _id: group._id })).code).toBe(200);
    expect((await callAs(owner, 'v1/group/link_share_remove', { _id: group._id })).code).toBe(200);
    expect((await callAs(owner, 'v1/group/resource_export', { _id: group._id })).code).toBe(200);
    const page = await list(owner, tenant, { keyword: 'group' });
    expect(page.list.slice(0, 3).map((e) => [e.action, e.detail])).toEqual([
      ['export', 'group'],
      ['share_remove', 'group'],
      ['share_add', 'group'],
    ]);
    expect(page.list.slice(1, 3).every((e) => e.target === group.name)).toBe(true);
  });

  it('records connections added, changed and removed, by act and name', async () => {
    const settings = {
      type: 'postgresql',
      server: '127.0.0.1',
      port: 5432,
      database: 'test',
      username: 'reader',
      password: 'Reader#Pw-7731',
      schema: 'public',
    };
    const added = await callAs<DatasourceSummary>(owner, 'v1/datasource/add', { name: 'Audit conn', settings });
    expect(added.code, JSON.stringify(added.body)).toBe(200);
    const id = added.msg._id;
    expect((await callAs(owner, 'v1/datasource/change', { _id: id, name: 'Audit conn 2', settings })).code).toBe(200);
    expect((await callAs(owner, 'v1/datasource/remove', { _id: id })).code).toBe(200);
    const page = await list(owner, tenant, { action: 'datasource_change', keyword: 'audit conn' });
    expect(page.list.map((e) => [e.detail, e.target])).toEqual([
      ['v1/datasource/remove', 'Audit conn 2'],
      ['v1/datasource/change', 'Audit conn 2'],
      ['v1/datasource/add', 'Audit conn'],
    ]);
  });

  it('records worksheets, data APIs, shares with people and teams, versions, channels and tokens as their own kinds', async () => {
    const wall = await addScreen(owner, `Kinds wall ${Date.now()}`);
    const sheet = await csvWorksheet(owner, 'Audit sheet', 'region,amount\nnorth,1\n');
    expect((await callAs(owner, 'v1/worksheet/remove', { _id: sheet._id })).code).toBe(200);
    const api = await callAs<ApiDetail>(owner, 'v1/api/add', {
      definition: {
        name: 'audit_api',
        path: `audit-api-${Date.now()}`,
        type: 'proxy',
        http: { url: 'https://example.com/x' },
      },
    });
    expect(api.code, JSON.stringify(api.body)).toBe(200);
    expect((await callAs(owner, 'v1/api/publish', { _id: api.msg._id })).code).toBe(200);
    const share = { _id: wall._id, user_id: member.login.user._id };
    expect((await callAs(owner, 'v1/screen/add_edit_user', { ...share, permission: 'read' })).code).toBe(200);
    expect((await callAs(owner, 'v1/screen/remove_edit_user', share)).code).toBe(200);
    const team = await callAs<TeamView>(owner, 'v2/admin/team/add', { name: 'Audit team' });
    expect(team.code).toBe(200);
    const teamShare = { _id: wall._id, team_id: team.msg._id };
    expect((await callAs(owner, 'v1/screen/share_team', { ...teamShare, permission: 'read' })).code).toBe(200);
    expect((await callAs(owner, 'v1/screen/share_team', { ...teamShare, permission: null })).code).toBe(200);
    const published = await callAs(owner, 'v1/screen/version_add', { _id: wall._id, name: 'First cut', latest: true });
    expect(published.code, JSON.stringify(published.body)).toBe(200);
    const channel = await callAs<PushChannelWithToken>(owner, 'v1/api/push_channel_add', { name: 'Audit channel' });
    expect(channel.code).toBe(200);
    expect((await callAs(owner, 'v1/api/push_channel_remove', { _id: channel.msg._id })).code).toBe(200);
    const token = await callAs<ApiTokenCreated>(owner, 'v1/api/token_add', { name: 'Audit token' });
    expect(token.code).toBe(200);
    expect((await callAs(owner, 'v1/api/token_remove', { _id: token.msg.token._id })).code).toBe(200);

    const page = await list(owner, tenant, { pageSize: 30 });
    const seen = page.list.map((e) => [e.action, e.target, e.detail]);
    expect(seen).toEqual(
      expect.arrayContaining([
        ['worksheet_change', 'Audit sheet', 'v1/worksheet/add'],
        ['worksheet_change', 'Audit sheet', 'v1/worksheet/remove'],
        ['data_api_change', 'audit_api', 'v1/api/add'],
        ['data_api_change', 'audit_api', 'v1/api/publish'],
        ['account_share_add', wall.name, 'account'],
        ['account_share_remove', wall.name, 'account'],
        ['team_share_add', wall.name, 'team'],
        ['team_share_remove', wall.name, 'team'],
        ['version_publish', wall.name, 'First cut'],
        ['push_channel_add', 'Audit channel', ''],
        ['push_channel_remove', 'Audit channel', ''],
        ['api_token_add', 'Audit token', token.msg.token.prefix],
        ['api_token_remove', 'Audit token', token.msg.token.prefix],
      ]),
    );
    // None of them is read as a connection's change or a link share.
    expect(seen.filter(([, target]) => target === wall.name).map(([action]) => action)).not.toContain('share_add');
    expect((await list(owner, tenant, { action: 'worksheet_change' })).list.map((e) => e.detail)).toEqual([
      'v1/worksheet/remove',
      'v1/worksheet/add',
    ]);
    // Found by the words the page shows it in: the values those words label come with the keyword.
    const byLabel = await list(owner, tenant, { keyword: 'Create a worksheet', labelled: ['v1/worksheet/add'] });
    expect(byLabel.list.map((e) => [e.action, e.detail])).toEqual([['worksheet_change', 'v1/worksheet/add']]);
  });

  it('lets an auditor read and export, and refuses a member', async () => {
    expect((await adminAct(member, tenant, 'list')).code).toBe(ErrorCode.FUNCTION_PERMISSION_DENIED);
    expect((await adminAct(member, tenant, 'export')).code).toBe(ErrorCode.FUNCTION_PERMISSION_DENIED);
    expect((await adminAct(member, tenant, 'settings_get')).code).toBe(ErrorCode.FUNCTION_PERMISSION_DENIED);

    expect((await list(auditor, tenant)).list.some((e) => e.action === 'share_add')).toBe(true);
    const ticket = await adminAct<DownloadTicket>(auditor, tenant, 'export', { action: 'share_add' });
    expect(ticket.code).toBe(200);
    expect(ticket.msg.screens).toBe(0);
    expect(ticket.msg.filename).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await (await fetch(ticket.msg.url)).arrayBuffer(),
    );
    expect(text.startsWith('\ufefftime,action,actor_id,actor_name,target,detail,ip\r\n')).toBe(true);
    const rows = text.slice(1).trim().split('\r\n').slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.every((row) => row.split(',')[1] === 'share_add')).toBe(true);
    expect(rows.some((row) => row.includes(screenName) && row.includes('Audit Owner'))).toBe(true);

    // The export is itself recorded, as the auditor's.
    const exports = await list(owner, tenant, { action: 'export', keyword: 'audit' });
    expect(exports.list[0]).toMatchObject({
      actor_id: auditor.login.user._id,
      actor_name: 'Audit Reader',
      detail: 'audit',
    });
    // Only the tenant's administrator changes the retention.
    expect((await adminAct<AuditSettings>(auditor, tenant, 'settings_get')).msg).toEqual({
      retention_days: LIMITS.audit.retentionDaysDefault,
    });
    expect((await adminAct(auditor, tenant, 'settings_save', { retention_days: 60 })).code).toBe(
      ErrorCode.PERMISSION_DENIED,
    );
  });

  it('never shows one tenant’s entries to another tenant’s administrator', async () => {
    const other = await registerUser({ name: 'Other Admin' });
    expect((await login(other.mobile, other.password)).code).toBe(200);
    const page = await list(other, tenantOf(other));
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((e) => e.actor_id === other.login.user._id)).toBe(true);
    expect((await list(other, tenantOf(other), { keyword: screenName })).total).toBe(0);
    // Naming the other tenant is refused outright.
    expect((await adminAct(other, tenant, 'list')).code).toBe(ErrorCode.TENANT_INVALID);
  });

  it('filters by action, keyword and time range', async () => {
    const shares = await list(owner, tenant, { action: 'share_add' });
    expect(shares.total).toBeGreaterThan(0);
    expect(shares.list.every((e) => e.action === 'share_add')).toBe(true);

    const byKeyword = await list(owner, tenant, { keyword: screenName.toUpperCase() });
    expect(new Set(byKeyword.list.map((e) => e.action))).toEqual(new Set(['share_add', 'share_remove', 'export']));

    const window = await list(owner, tenant, { from: beforeAdd, to: afterAdd });
    expect(window.list.map((e) => e.action)).toEqual(['share_add']);
    expect((await list(owner, tenant, { from: 0, to: beforeAdd - 60 * 86_400_000 })).total).toBe(0);

    const all = await list(owner, tenant);
    const paged = await list(owner, tenant, { pageNum: 2, pageSize: 1 });
    expect(paged).toMatchObject({ pageNum: 2, pageSize: 1, total: all.total });
    expect(paged.list.map((e) => e._id)).toEqual([all.list[1]?._id]);
  });

  it('keeps entries for the saved retention (expiresAt = at + retention days)', async () => {
    const saved = await adminAct<AuditSettings>(owner, tenant, 'settings_save', { retention_days: 45 });
    expect(saved.code).toBe(200);
    expect(saved.msg).toEqual({ retention_days: 45 });
    expect((await adminAct<AuditSettings>(owner, tenant, 'settings_get')).msg).toEqual({ retention_days: 45 });
    expect((await callAs(owner, 'v1/screen/link_share_add', { _id: screen._id })).code).toBe(200);

    const out = await dynamo().send(
      new QueryCommand({
        TableName: env.mainTable(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.auditLog(tenant) },
        ScanIndexForward: false,
        Limit: 2,
      }),
    );
    const [share, settings] = out.Items ?? [];
    expect(share).toMatchObject({ action: 'share_add', detail: 'screen' });
    expect(settings).toMatchObject({ action: 'audit_settings', detail: `${LIMITS.audit.retentionDaysDefault}->45` });
    for (const item of [share, settings])
      expect(item?.expiresAt).toBe(Math.floor(Number(item?.at) / 1000) + 45 * 86_400);
  });

  it('refuses malformed arguments with the schema’s catalogue code, never a server error', async () => {
    const cases: [string, Record<string, unknown>, number][] = [
      ['list', { pageSize: 0 }, ErrorCode.BODY_MALFORMED],
      ['list', { pageSize: 201 }, ErrorCode.BODY_MALFORMED],
      ['list', { action: 'nope' }, ErrorCode.BODY_MALFORMED],
      ['list', { keyword: 'x'.repeat(51) }, ErrorCode.BODY_MALFORMED],
      ['list', { keyword: 'x', labelled: 'v1/worksheet/add' }, ErrorCode.BODY_MALFORMED],
      ['list', { keyword: 'x', labelled: Array.from({ length: 201 }, () => 'x') }, ErrorCode.BODY_MALFORMED],
      ['export', { from: -1 }, ErrorCode.BODY_MALFORMED],
      ['settings_save', { retention_days: 1 }, ErrorCode.BODY_MALFORMED],
      ['settings_save', { retention_days: LIMITS.audit.retentionDaysMax + 1 }, ErrorCode.BODY_MALFORMED],
      ['settings_save', {}, ErrorCode.PARAMS_INCOMPLETE],
    ];
    for (const [name, args, code] of cases) {
      const answer = await adminAct(owner, tenant, name, args);
      expect(answer.status, `${name} ${JSON.stringify(args)}`).toBe(200);
      expect(answer.code, `${name} ${JSON.stringify(args)}`).toBe(code);
    }
    // Nothing was saved by the refused calls.
    expect((await adminAct<AuditSettings>(owner, tenant, 'settings_get')).msg).toEqual({ retention_days: 45 });
  });
});
