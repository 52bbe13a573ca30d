import { GetCommand, paginateScan, UpdateCommand, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../shared/acts/user.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { dynamo } from '../../functions/lib/clients.js';
import { keys } from '../../functions/lib/data/keys.js';
import { env } from '../../functions/lib/env.js';
import { DEMO_ADMIN, STALE_USER } from '../../scripts/local/seed.js';
import { registerUser, rpc } from './helpers/client.js';

/** Every item a scan finds, all pages: one page is 1 MB, and the table outgrows it as the suite runs. */
async function scanAll(input: ScanCommandInput): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of paginateScan({ client: dynamo() }, input)) items.push(...(page.Items ?? []));
  return items;
}

const login = (account: string, password: string) =>
  rpc<LoginResult>('user', 'v1/user/max_login', { account, password });

describe('sign-in', () => {
  it('signs the seeded administrator in with the login result', async () => {
    const result = await login(DEMO_ADMIN.account, DEMO_ADMIN.password);
    expect(result.code).toBe(200);
    expect(Object.keys(result.msg).sort()).toEqual(
      [
        'auth',
        'avatar',
        'corp',
        'email',
        'is_admin',
        'is_max_new',
        'max_expiration_time',
        'name',
        'preferences',
        'sso',
        'update_tip',
        'user',
      ].sort(),
    );
    expect(result.msg.is_admin).toBe(1);
    expect(result.msg.sso).toBe(0);
    expect(result.msg.corp[0]).toMatchObject({ name: 'Wallboard Demo', default: 1 });
    expect(result.msg.max_expiration_time).toBeGreaterThan(Date.now());
  });

  it('finds the account by name, email or mobile, whatever the case', async () => {
    const user = await registerUser();
    for (const account of [user.mobile, user.email, user.email.toUpperCase(), ` ${user.email} `]) {
      expect((await login(account, user.password)).code).toBe(200);
    }
  });

  it('answers an unknown account exactly as a wrong password', async () => {
    const user = await registerUser();
    const wrong = await login(user.mobile, 'Wrong#Passw0rd');
    const unknown = await login('nobody-at-all@example.com', 'Wrong#Passw0rd');
    expect(unknown.code).toBe(ErrorCode.CREDENTIALS_WRONG);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('gives a new random 256-bit session at every login and stores only its hash', async () => {
    const user = await registerUser();
    const first = await login(user.mobile, user.password);
    const second = await login(user.mobile, user.password);
    expect(first.msg.auth).not.toBe(second.msg.auth);
    expect(Buffer.from(first.msg.auth, 'base64url')).toHaveLength(32);
    const everything = JSON.stringify(await scanAll({ TableName: env.mainTable() }));
    expect(everything).not.toContain(first.msg.auth);
    expect(everything).not.toContain(user.password);
  });

  it('hashes passwords with scrypt at N=2^17, r=8, p=1, and a 64-character password works', async () => {
    const long = `Aa1!${'x'.repeat(60)}`;
    expect(long).toHaveLength(64);
    const user = await registerUser({ password: long });
    const item = await dynamo().send(
      new GetCommand({ TableName: env.mainTable(), Key: keys.user(user.login.user._id) }),
    );
    expect(String(item.Item?.passwordHash)).toMatch(/^scrypt\$17\$8\$1\$/);
    expect((await login(user.email, long)).code).toBe(200);
  });

  it('ends a session at logout', async () => {
    const user = await registerUser();
    const { auth } = user.login;
    expect((await rpc('user', 'v1/user/logout', { auth })).code).toBe(200);
    expect((await rpc('user', 'v1/user/change_name', { auth, name: 'After' })).code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('answers an expired session with "session expired"', async () => {
    const user = await registerUser();
    const items = await scanAll({
      TableName: env.mainTable(),
      FilterExpression: 'userId = :u AND begins_with(pk, :p)',
      ExpressionAttributeValues: { ':u': user.login.user._id, ':p': 'SESSION#' },
    });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      await dynamo().send(
        new UpdateCommand({
          TableName: env.mainTable(),
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: 'SET expiresAt = :past',
          ExpressionAttributeValues: { ':past': 1 },
        }),
      );
    }
    expect((await rpc('user', 'v1/user/change_name', { auth: user.login.auth, name: 'x' })).code).toBe(
      ErrorCode.SESSION_EXPIRED,
    );
  });
});

describe('lockout', () => {
  it('locks after five wrong passwords for 20 minutes; the right password is refused meanwhile', async () => {
    const user = await registerUser();
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await login(user.mobile, `Wrong#Pass${i}`)).code);
    expect(codes).toEqual([...Array(4).fill(ErrorCode.CREDENTIALS_WRONG), ErrorCode.ACCOUNT_LOCKED]);
    expect((await login(user.mobile, user.password)).code).toBe(ErrorCode.ACCOUNT_LOCKED);
    const item = await dynamo().send(
      new GetCommand({
        TableName: env.mainTable(),
        Key: keys.lockout({ userId: user.login.user._id }),
        ConsistentRead: true,
      }),
    );
    const lockedFor = Number(item.Item?.lockedUntil) - Date.now();
    expect(lockedFor).toBeGreaterThan(19 * 60_000);
    expect(lockedFor).toBeLessThanOrEqual(20 * 60_000);
  });

  it('shares one counter between the variants of an account', async () => {
    const user = await registerUser();
    const variants = [user.mobile, user.email, user.email.toUpperCase(), user.mobile, ` ${user.email}`];
    const codes: number[] = [];
    for (const account of variants) codes.push((await login(account, 'Wrong#Passw0rd')).code);
    expect(codes.at(-1)).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect((await login(user.email, user.password)).code).toBe(ErrorCode.ACCOUNT_LOCKED);
  });

  it('locks under 50 parallel wrong attempts; none slips through and the lock holds', async () => {
    const user = await registerUser();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(i % 2 ? user.mobile : user.email.toUpperCase(), `Wrong#Pass${i}`)),
    );
    const codes = results.map((r) => r.code);
    expect(codes).not.toContain(200);
    expect(codes).toContain(ErrorCode.ACCOUNT_LOCKED);
    expect(codes.filter((c) => c === ErrorCode.CREDENTIALS_WRONG).length).toBeLessThanOrEqual(4);
    expect((await login(user.mobile, user.password)).code).toBe(ErrorCode.ACCOUNT_LOCKED);
  });

  it('lets the user in again once the lock has run out', async () => {
    const user = await registerUser();
    for (let i = 0; i < 5; i++) await login(user.mobile, 'Wrong#Passw0rd');
    await dynamo().send(
      new UpdateCommand({
        TableName: env.mainTable(),
        Key: keys.lockout({ userId: user.login.user._id }),
        UpdateExpression: 'SET lockedUntil = :past',
        ExpressionAttributeValues: { ':past': Date.now() - 1 },
      }),
    );
    expect((await login(user.mobile, user.password)).code).toBe(200);
  });
});

describe('passwords', () => {
  it('changes the password and revokes every session', async () => {
    const user = await registerUser();
    const other = await login(user.mobile, user.password);
    const next = 'Green#Field2027';
    const changed = await rpc('user', 'v1/user/change_password', {
      auth: user.login.auth,
      old_password: user.password,
      new_password: next,
      confirm_password: next,
    });
    expect(changed.code).toBe(200);
    for (const auth of [user.login.auth, other.msg.auth]) {
      expect((await rpc('user', 'v1/user/change_name', { auth, name: 'x' })).code).toBe(ErrorCode.NOT_LOGGED_IN);
    }
    expect((await login(user.mobile, user.password)).code).toBe(ErrorCode.CREDENTIALS_WRONG);
    expect((await login(user.mobile, next)).code).toBe(200);
  });

  it('applies the password rules to a password change', async () => {
    const user = await registerUser();
    const change = (old_password: string, new_password: string, confirm_password: string) =>
      rpc('user', 'v1/user/change_password', { auth: user.login.auth, old_password, new_password, confirm_password });
    expect((await change(user.password, 'Other#Pass2027', 'Other#Pass2028')).code).toBe(
      ErrorCode.PASSWORD_CONFIRM_MISMATCH,
    );
    expect((await change(user.password, user.password, user.password)).code).toBe(ErrorCode.PASSWORD_SAME_AS_OLD);
    expect((await change(user.password, 'weakpass', 'weakpass')).code).toBe(ErrorCode.PASSWORD_WEAK);
    expect((await change('Not#TheOld123', 'Other#Pass2027', 'Other#Pass2027')).code).toBe(ErrorCode.OLD_PASSWORD_WRONG);
  });

  it('refuses a password older than the maximum age and lets it be changed without a session', async () => {
    expect((await login(STALE_USER.account, STALE_USER.password)).code).toBe(ErrorCode.PASSWORD_EXPIRED);
    const next = 'Fresh#Start2027';
    const wrongOld = await rpc('user', 'v1/user/change_pass_no_login', {
      account: STALE_USER.account,
      old_password: 'Nope#Nope2027',
      new_password: next,
      confirm_password: next,
    });
    // Answered as sign-in answers, so that it cannot tell a real account from an unknown one.
    expect(wrongOld.code).toBe(ErrorCode.CREDENTIALS_WRONG);
    const changed = await rpc('user', 'v1/user/change_pass_no_login', {
      account: STALE_USER.account,
      old_password: STALE_USER.password,
      new_password: next,
      confirm_password: next,
    });
    expect(changed.code).toBe(200);
    expect((await login(STALE_USER.account, next)).code).toBe(200);
  });
});
