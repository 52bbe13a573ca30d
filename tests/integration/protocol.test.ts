import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { errorText } from '../../shared/errors/texts.js';
import { baseUrl, get, post, registerUser, rpc } from './helpers/client.js';

describe('the RPC protocol through the local gateway', () => {
  it('answers an unknown act, and an act sent to another family, with "interface missing"', async () => {
    const unknown = await rpc('user', 'v1/user/fly_to_the_moon');
    expect(unknown.code).toBe(ErrorCode.INTERFACE_MISSING);
    const misrouted = await rpc('group', 'v1/user/max_login', { account: 'admin', password: 'x' });
    expect(misrouted.code).toBe(ErrorCode.INTERFACE_MISSING);
    const noFamily = await post('/rpc/nothing', { act: 'v1/nothing/list', args: {} });
    expect(noFamily.code).toBe(ErrorCode.INTERFACE_MISSING);
  });

  it('answers an empty or malformed body with "malformed body", never a 500', async () => {
    const broken = await post('/rpc/user', '{"act": "v1/user/max_login", "args": ');
    expect(broken.code).toBe(ErrorCode.BODY_MALFORMED);
    const empty = await post('/rpc/user', '');
    expect(empty.code).toBe(ErrorCode.BODY_MALFORMED);
    const arrayArgs = await post('/rpc/user', { act: 'v1/user/max_login', args: [1, 2] });
    expect(arrayArgs.code).toBe(ErrorCode.BODY_MALFORMED);
    expect(arrayArgs.status).toBeLessThan(500);
  });

  it('validates args with the act schema and answers the rule code', async () => {
    const missing = await rpc('user', 'v1/user/max_login', { password: 'x' });
    expect(missing.code).toBe(ErrorCode.ACCOUNT_REQUIRED);
    const weak = await rpc('user', 'v1/user/register_max', {
      mobile: '13912345678',
      vcode: '123456',
      password: 'short',
      name: 'n',
      company: 'c',
      email: 'a@b.cn',
    });
    expect(weak.code).toBe(ErrorCode.PASSWORD_WEAK);
    const badMobile = await post('/api/smsvcode', { mobile: 'call me' });
    expect(badMobile.code).toBe(ErrorCode.MOBILE_INVALID);
  });

  it('speaks the language of the `language` header, zh by default', async () => {
    const zh = await rpc('user', 'v1/user/max_login', { account: 'nobody', password: 'x' });
    expect(zh.msg).toBe(errorText(ErrorCode.CREDENTIALS_WRONG, 'zh'));
    const en = await rpc('user', 'v1/user/max_login', { account: 'nobody', password: 'x' }, { language: 'en-US' });
    expect(en.msg).toBe(errorText(ErrorCode.CREDENTIALS_WRONG, 'en'));
  });

  it('refuses acts that need a session without one, or with a forged one', async () => {
    const none = await rpc('user', 'v1/user/change_name', { name: 'x' });
    expect(none.code).toBe(ErrorCode.NOT_LOGGED_IN);
    const share = await rpc('user', 'v1/user/change_name', { auth: 'share', name: 'x' });
    expect(share.code).toBe(ErrorCode.NOT_LOGGED_IN);
    const forged = await rpc('user', 'v1/user/change_name', { auth: 'A'.repeat(43), name: 'x' });
    expect(forged.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('takes the tenant from the session: another tenant id from the client is refused', async () => {
    const alice = await registerUser();
    const bob = await registerUser();
    const bobsTenant = bob.login.corp[0]?._id;
    const own = await rpc('user', 'v1/user/change_user_update_tip', { auth: alice.login.auth, update_tip: 0 });
    expect(own.code).toBe(200);
    const foreign = await rpc('user', 'v1/user/change_user_update_tip', {
      auth: alice.login.auth,
      corp_id: bobsTenant,
      update_tip: 0,
    });
    expect(foreign.code).toBe(ErrorCode.TENANT_INVALID);
    const viaHeader = await rpc(
      'user',
      'v1/user/change_user_update_tip',
      { auth: alice.login.auth, update_tip: 0 },
      { 'tenant-id': String(bobsTenant) },
    );
    expect(viaHeader.code).toBe(ErrorCode.TENANT_INVALID);
  });

  it('accepts the session token in the authorization header too', async () => {
    const user = await registerUser();
    const answer = await rpc(
      'user',
      'v1/user/change_name',
      { name: 'Header Person' },
      { authorization: `Bearer ${user.login.auth}` },
    );
    expect(answer.code).toBe(200);
  });

  it('answers the start-up calls', async () => {
    const enable = await post('/chameleon/tenant/enable', {});
    expect(enable.body).toEqual({ code: 200, data: { enable: true } });
    const start = await get('/chameleon/start?t=123');
    expect(start.code).toBe(200);
    expect((start.body.data as { data: { version: string } }).data.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers unknown API paths with the catalogue, not an HTML page', async () => {
    const response = await fetch(`${baseUrl()}/api/not-a-route`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: number }).code).toBe(ErrorCode.INTERFACE_MISSING);
  });
});
