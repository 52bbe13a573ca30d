import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../shared/limits.js';
import type { RequestInfo } from '../../lib/act.js';
import { DomainError } from '../../lib/errors.js';
import { NOW, owner, world } from '../store/fixtures.js';
import { addShare, groupShareTarget, screenShareTarget, shareBefore, shareCheck, shareView } from './link-share.js';
import { removeShare } from './link-share-state.js';
import { publishVersion } from '../versions/versions.js';

const visitor = (sourceIp = '203.0.113.7'): RequestInfo => ({
  requestId: 'r',
  language: 'en',
  now: NOW,
  sourceIp,
  userAgent: 'test',
});
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof DomainError ? error.code : error),
  );

async function passwordShare() {
  const { store, data } = await world();
  await publishVersion(store, owner, { _id: 's1', name: 'v1', remark: '', latest: true }, NOW);
  const info = await addShare(
    store,
    await screenShareTarget(store, owner, 's1', true),
    { _id: 's1', password: 'secret-pass' },
    NOW,
  );
  return { store, data, token: info.token };
}

/** Passwords are hashed with scrypt, slow on purpose: the tests that check several are given time. */
const SCRYPT_TIMEOUT_MS = 30_000;

describe('link shares', () => {
  it(
    'asks for the password of a protected link and opens it with an access token',
    async () => {
      const { store, token } = await passwordShare();
      expect(await shareBefore(store, token, 'screen', visitor())).toEqual({
        kind: 'screen',
        password: true,
        static: false,
      });
      const { access } = await shareCheck(store, token, 'screen', 'secret-pass', visitor());
      const shown = await shareView(store, token, 'screen', access, visitor());
      expect(shown.kind === 'screen' && shown.screen.name).toBe('s1');
      expect(await codeOf(shareView(store, token, 'screen', 'forged', visitor()))).toBe(
        ErrorCode.SCREEN_SHARE_ACCESS_INVALID,
      );
    },
    SCRYPT_TIMEOUT_MS,
  );

  it(
    'checks at most the allowed wrong passwords per address however many race; another address may still try',
    async () => {
      const { store, token } = await passwordShare();
      const tries = await Promise.all(
        Array.from({ length: LIMITS.linkShare.maxWrongPasswords + 2 }, () =>
          codeOf(shareCheck(store, token, 'screen', 'wrong-pass', visitor())),
        ),
      );
      expect(tries.filter((code) => code === ErrorCode.SCREEN_SHARE_PASSWORD_WRONG)).toHaveLength(
        LIMITS.linkShare.maxWrongPasswords,
      );
      expect(tries.filter((code) => code === ErrorCode.SCREEN_SHARE_THROTTLED)).toHaveLength(2);
      expect(await codeOf(shareCheck(store, token, 'screen', 'secret-pass', visitor('198.51.100.1')))).toBe('ok');
    },
    SCRYPT_TIMEOUT_MS,
  );

  it(
    'gives a right password its try back',
    async () => {
      const { store, token } = await passwordShare();
      for (let i = 1; i < LIMITS.linkShare.maxWrongPasswords; i++)
        await shareCheck(store, token, 'screen', 'wrong-pass', visitor()).catch(() => undefined);
      expect(await codeOf(shareCheck(store, token, 'screen', 'secret-pass', visitor()))).toBe('ok');
      expect(await codeOf(shareCheck(store, token, 'screen', 'wrong-pass', visitor()))).toBe(
        ErrorCode.SCREEN_SHARE_PASSWORD_WRONG,
      );
      expect(await codeOf(shareCheck(store, token, 'screen', 'wrong-pass', visitor()))).toBe(
        ErrorCode.SCREEN_SHARE_THROTTLED,
      );
    },
    SCRYPT_TIMEOUT_MS,
  );

  it('answers a removed link as closed, and a link of the other kind as no link', async () => {
    const { store, token } = await passwordShare();
    await removeShare(store, await screenShareTarget(store, owner, 's1'), NOW);
    expect(await codeOf(shareBefore(store, token, 'screen', visitor()))).toBe(ErrorCode.SCREEN_SHARE_CLOSED);
    const group = await addShare(store, await groupShareTarget(store, owner, 'g1'), { _id: 'g1' }, NOW);
    expect(await codeOf(shareBefore(store, group.token, 'screen', visitor()))).toBe(ErrorCode.SCREEN_SHARE_FAILED);
  });

  it('never shares a secret screen, and only its manager shares it', async () => {
    const { store, data } = await world();
    const screen = data.screens.get('t1/s2');
    if (screen) data.screens.set('t1/s2', { ...screen, securityLevel: 'secret' });
    expect(await codeOf(screenShareTarget(store, owner, 's2', true))).toBe(ErrorCode.SCREEN_SHARE_SECRET);
    expect(await codeOf(screenShareTarget(store, { ...owner, userId: 'editor' }, 's1', true))).toBe(
      ErrorCode.SCREEN_PERMISSION_DENIED,
    );
  });
});
