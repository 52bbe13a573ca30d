import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { STRONG_PASSWORD, freshMobile, latestCode, post, registerUser, rpc } from './helpers/client.js';

/**
 * The public account acts tell nobody which accounts exist: the SMS code is checked before a
 * taken mobile or email is named, sending a code and the password change answer alike for real
 * and unknown accounts, unknown accounts lock as real ones do, and every public account act is
 * limited per client address. A test names its client through CloudFront's viewer-address
 * header (the local stack's loopback is exempt from the per-address limits).
 */
let nextClient = randomInt(0, 200);
const client = (): Record<string, string> => ({
  'cloudfront-viewer-address': `198.18.${nextClient++ % 256}.${randomInt(1, 255)}:443`,
});

const registration = (
  mobile: string,
  vcode: string,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
) =>
  rpc(
    'user',
    'v1/user/register_max',
    {
      mobile,
      vcode,
      password: STRONG_PASSWORD,
      name: 'Enum',
      company: 'Enum Co',
      email: `e${mobile}@example.com`,
      ...extra,
    },
    headers,
  );
const login = (account: string, password: string, headers: Record<string, string> = {}) =>
  rpc('user', 'v1/user/max_login', { account, password }, headers);
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('registration names a taken mobile or email only to the owner of the code', () => {
  it('answers a wrong code before saying a mobile or an email is taken', async () => {
    const user = await registerUser();
    expect((await post('/api/smsvcode', { mobile: user.mobile })).code).toBe(200);
    const code = await latestCode(user.mobile);
    expect((await registration(user.mobile, wrongCode(code))).code).toBe(ErrorCode.VCODE_WRONG);
    const mobile = freshMobile();
    expect((await registration(mobile, '123456', { email: user.email })).code).toBe(ErrorCode.VCODE_EXPIRED);
  });

  it('tells the owner of a valid code, and uses the code up so each answer costs a text', async () => {
    const user = await registerUser();
    await post('/api/smsvcode', { mobile: user.mobile });
    expect((await registration(user.mobile, await latestCode(user.mobile))).code).toBe(ErrorCode.MOBILE_REGISTERED);
    const mobile = freshMobile();
    await post('/api/smsvcode', { mobile });
    const code = await latestCode(mobile);
    expect((await registration(mobile, code, { email: user.email.toUpperCase() })).code).toBe(
      ErrorCode.EMAIL_REGISTERED,
    );
    expect((await registration(mobile, code, { email: `someone-else${mobile}@example.com` })).code).toBe(
      ErrorCode.VCODE_EXPIRED,
    );
  });

  it('sends a code to a registered mobile exactly as to a new one', async () => {
    const user = await registerUser();
    const known = await post('/api/smsvcode', { mobile: user.mobile, purpose: 'register' }, { language: 'en' });
    const unknown = await post('/api/smsvcode', { mobile: freshMobile(), purpose: 'register' }, { language: 'en' });
    expect(known.code).toBe(200);
    expect(known.body).toEqual(unknown.body);
  });
});

describe('the password change without a session', () => {
  it('answers an unknown account exactly as a wrong old password', async () => {
    const user = await registerUser();
    const change = (account: string) =>
      rpc(
        'user',
        'v1/user/change_pass_no_login',
        {
          account,
          old_password: 'Nope#Nope2027',
          new_password: 'Fresh#Start2027',
          confirm_password: 'Fresh#Start2027',
        },
        { language: 'en' },
      );
    const real = await change(user.mobile);
    const unknown = await change(`nobody-${freshMobile()}@example.com`);
    expect(real.code).toBe(ErrorCode.CREDENTIALS_WRONG);
    expect(unknown.body).toEqual(real.body);
  });
});

describe('the lockout of unknown accounts', () => {
  it('locks an account nobody has after five wrong passwords, as it locks a real one', async () => {
    const user = await registerUser();
    const sequence = async (account: string) => {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await login(account, `Wrong#Pass${i}`)).code);
      return codes;
    };
    const real = await sequence(user.email);
    const unknown = await sequence(`Nobody-${freshMobile()}@Example.com`);
    expect(real).toEqual([
      ...Array(4).fill(ErrorCode.CREDENTIALS_WRONG),
      ErrorCode.ACCOUNT_LOCKED,
      ErrorCode.ACCOUNT_LOCKED,
    ]);
    expect(unknown).toEqual(real);
  });
});

describe('change_password counts wrong old passwords in the sign-in lockout', () => {
  it('locks after five wrong old passwords, and sign-in then refuses the right password', async () => {
    const user = await registerUser();
    const change = (old_password: string) =>
      rpc('user', 'v1/user/change_password', {
        auth: user.login.auth,
        old_password,
        new_password: 'Other#Pass2027',
        confirm_password: 'Other#Pass2027',
      });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await change(`Wrong#Old${i}`)).code);
    expect(codes).toEqual([
      ...Array(4).fill(ErrorCode.OLD_PASSWORD_WRONG),
      ErrorCode.ACCOUNT_LOCKED,
      ErrorCode.ACCOUNT_LOCKED,
    ]);
    expect((await change(user.password)).code).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect((await login(user.mobile, user.password)).code).toBe(ErrorCode.ACCOUNT_LOCKED);
  });

  it('shares the counter with sign-in: three wrong sign-ins and two wrong old passwords lock', async () => {
    const user = await registerUser();
    for (let i = 0; i < 3; i++)
      expect((await login(user.mobile, `Wrong#Pass${i}`)).code).toBe(ErrorCode.CREDENTIALS_WRONG);
    const change = (old_password: string) =>
      rpc('user', 'v1/user/change_password', {
        auth: user.login.auth,
        old_password,
        new_password: 'Other#Pass2027',
        confirm_password: 'Other#Pass2027',
      });
    expect((await change('Wrong#Old1')).code).toBe(ErrorCode.OLD_PASSWORD_WRONG);
    expect((await change('Wrong#Old2')).code).toBe(ErrorCode.ACCOUNT_LOCKED);
  });
});

describe('per-address limits of the public account acts', () => {
  it('limits exist questions per address; a signed-in caller keeps its answers', async () => {
    const user = await registerUser();
    const from = client();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await rpc('user', 'v1/user/exist', { mobile: freshMobile() }, from)).code);
    expect(codes.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(codes[30]).toBe(ErrorCode.REQUEST_DROPPED);
    const signedIn = await rpc<{ exist: boolean }>(
      'user',
      'v1/user/exist',
      { auth: user.login.auth, mobile: user.mobile },
      from,
    );
    expect(signedIn.code).toBe(200);
    expect(signedIn.msg).toEqual({ exist: true });
  });

  it('sends at most ten texts an hour per address, whatever the phones', async () => {
    const from = client();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await post('/api/smsvcode', { mobile: freshMobile() }, from)).code);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(codes[10]).toBe(ErrorCode.VCODE_THROTTLED);
  });

  it('limits registrations and code checks per address', async () => {
    const from = client();
    const registrations: number[] = [];
    for (let i = 0; i < 11; i++) registrations.push((await registration(freshMobile(), '123456', {}, from)).code);
    expect(registrations.slice(0, 10)).toEqual(Array(10).fill(ErrorCode.VCODE_EXPIRED));
    expect(registrations[10]).toBe(ErrorCode.REQUEST_DROPPED);
    const checks = await Promise.all(
      Array.from({ length: 25 }, () => post('/api/check_vcode', { mobile: freshMobile(), vcode: '123456' }, from)),
    );
    expect(checks.filter((answer) => answer.code === ErrorCode.VCODE_EXPIRED)).toHaveLength(20);
    expect(checks.filter((answer) => answer.code === ErrorCode.REQUEST_DROPPED)).toHaveLength(5);
  });

  it('stops wrong sign-ins across many accounts from one address at 30, right ones not counted', async () => {
    const user = await registerUser();
    const from = client();
    for (let i = 0; i < 3; i++) expect((await login(user.mobile, user.password, from)).code).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await login(`spray-${i}-${freshMobile()}@example.com`, 'Spring#2026x', from)).code);
    expect(codes.slice(0, 30)).toEqual(Array(30).fill(ErrorCode.CREDENTIALS_WRONG));
    expect(codes[30]).toBe(ErrorCode.REQUEST_DROPPED);
    // Another address is not affected.
    expect((await login(user.mobile, user.password, client())).code).toBe(200);
  });
});
