import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { dynamo } from '../../functions/lib/clients.js';
import { keys } from '../../functions/lib/data/keys.js';
import { env } from '../../functions/lib/env.js';
import { STRONG_PASSWORD, freshMobile, latestCode, post, registerUser, rpc } from './helpers/client.js';

function registration(mobile: string, vcode: string, extra: Record<string, string> = {}) {
  return rpc('user', 'v1/user/register_max', {
    mobile,
    vcode,
    password: STRONG_PASSWORD,
    name: 'Reg User',
    company: 'Reg Co',
    email: `r${mobile}@example.com`,
    ...extra,
  });
}

describe('registration with an SMS code', () => {
  it('registers, signs the user in as administrator of their new company, and the login works', async () => {
    const user = await registerUser({ name: '张三', company: '星河科技' });
    expect(user.login.auth).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user.login.name).toBe('张三');
    expect(user.login.is_admin).toBe(1);
    expect(user.login.corp).toEqual([{ _id: expect.any(String), name: '星河科技', default: 1, is_admin: 1 }]);
    const again = await rpc('user', 'v1/user/max_login', { account: user.mobile, password: user.password });
    expect(again.code).toBe(200);
    const exist = await rpc('user', 'v1/user/exist', { mobile: user.mobile });
    expect(exist.msg).toEqual({ exist: true });
  });

  it('sends 6-digit codes, at most one a minute per phone', async () => {
    const mobile = freshMobile();
    expect((await post('/api/smsvcode', { mobile })).code).toBe(200);
    expect(await latestCode(mobile)).toMatch(/^\d{6}$/);
    expect((await post('/api/smsvcode', { mobile })).code).toBe(ErrorCode.VCODE_THROTTLED);
  });

  it('refuses a registered mobile and a registered email, once the code is checked', async () => {
    const user = await registerUser();
    // Sending a code says nothing about the phone; registering with it does, to its owner only.
    expect((await post('/api/smsvcode', { mobile: user.mobile })).code).toBe(200);
    expect((await registration(user.mobile, await latestCode(user.mobile))).code).toBe(ErrorCode.MOBILE_REGISTERED);
    const mobile = freshMobile();
    await post('/api/smsvcode', { mobile });
    const taken = await registration(mobile, await latestCode(mobile), { email: user.email.toUpperCase() });
    expect(taken.code).toBe(ErrorCode.EMAIL_REGISTERED);
  });

  it('kills a code after five wrong tries, even the right one', async () => {
    const mobile = freshMobile();
    await post('/api/smsvcode', { mobile });
    const code = await latestCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await registration(mobile, wrong)).code);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(ErrorCode.VCODE_WRONG));
    expect(answers[4]).toBe(ErrorCode.VCODE_TOO_MANY_TRIES);
    expect((await registration(mobile, code)).code).toBe(ErrorCode.VCODE_TOO_MANY_TRIES);
  });

  it('uses a code once: two registrations racing with one code make one account', async () => {
    const mobile = freshMobile();
    await post('/api/smsvcode', { mobile });
    const code = await latestCode(mobile);
    const results = await Promise.all([
      registration(mobile, code),
      registration(mobile, code, { email: `other${mobile}@example.com` }),
    ]);
    const codes = results.map((r) => r.code).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect([ErrorCode.VCODE_EXPIRED, ErrorCode.MOBILE_REGISTERED]).toContain(codes.find((c) => c !== 200));
  });

  it('refuses an expired code', async () => {
    const mobile = freshMobile();
    await post('/api/smsvcode', { mobile });
    const code = await latestCode(mobile);
    await dynamo().send(
      new UpdateCommand({
        TableName: env.mainTable(),
        Key: keys.vcode('register', mobile),
        UpdateExpression: 'SET codeExpiresAt = :past',
        ExpressionAttributeValues: { ':past': Date.now() - 1000 },
      }),
    );
    expect((await post('/api/check_vcode', { mobile, vcode: code })).code).toBe(ErrorCode.VCODE_EXPIRED);
    expect((await registration(mobile, code)).code).toBe(ErrorCode.VCODE_EXPIRED);
  });

  it('checks a code without using it up', async () => {
    const mobile = freshMobile();
    await post('/api/smsvcode', { mobile });
    const code = await latestCode(mobile);
    expect((await post('/api/check_vcode', { mobile, vcode: code })).msg).toEqual({ valid: true });
    expect((await registration(mobile, code)).code).toBe(200);
  });
});
