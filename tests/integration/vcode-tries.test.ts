import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { freshMobile, latestCode, post } from './helpers/client.js';

/**
 * An SMS code dies after five wrong tries. Each try is taken by one conditional write before the
 * code is compared, so a burst of parallel guesses is compared five times at most (it used to be
 * read, compared, then counted: every guess of a burst was compared).
 */
describe('SMS code tries', () => {
  it('compares a burst of 20 parallel guesses at most five times, then the code is dead', async () => {
    const mobile = freshMobile();
    expect((await post('/api/smsvcode', { mobile, purpose: 'register' })).code).toBe(200);
    const code = await latestCode(mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/check_vcode', { mobile, vcode: wrong, purpose: 'register' })),
    );
    const codes = answers.map((a) => a.code);
    // Four guesses are told "wrong"; the fifth kills the code; the other fifteen are never compared.
    expect(codes.filter((c) => c === ErrorCode.VCODE_WRONG)).toHaveLength(4);
    expect(codes.filter((c) => c === ErrorCode.VCODE_TOO_MANY_TRIES)).toHaveLength(16);
    expect((await post('/api/check_vcode', { mobile, vcode: code, purpose: 'register' })).code).toBe(
      ErrorCode.VCODE_TOO_MANY_TRIES,
    );
  });

  it('gives a right code its try back: checking it does not use up the tries the user has left', async () => {
    const mobile = freshMobile();
    await post('/api/smsvcode', { mobile, purpose: 'register' });
    const code = await latestCode(mobile);
    for (let i = 0; i < 6; i++)
      expect((await post('/api/check_vcode', { mobile, vcode: code, purpose: 'register' })).code).toBe(200);
  });
});
