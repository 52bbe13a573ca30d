import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { errorText } from '../../i18n/errorTexts';
import { RpcError } from '../../api/errors';
import { testOutcome, thrownOutcome } from './testOutcome';

describe('a test outcome', () => {
  it('is "never" without a result', () => {
    expect(testOutcome(undefined, 'en')).toEqual({ state: 'never' });
  });

  it('carries latency and version when it worked', () => {
    expect(testOutcome({ ok: true, latency_ms: 7, server_version: 'PostgreSQL 16.4', at: 5 }, 'en')).toEqual({
      state: 'ok',
      latencyMs: 7,
      version: 'PostgreSQL 16.4',
      at: 5,
    });
  });

  it('shows the catalogue title and the database’s own message when it failed', () => {
    const outcome = testOutcome(
      {
        ok: false,
        code: ErrorCode.DATABASE_CONNECTION_FAILED,
        message: 'password authentication failed for user "reader"',
        at: 1,
      },
      'zh',
    );
    expect(outcome).toEqual({
      state: 'failed',
      title: errorText(ErrorCode.DATABASE_CONNECTION_FAILED, 'zh'),
      detail: 'password authentication failed for user "reader"',
      at: 1,
    });
  });

  it('is its own state for a type without a driver', () => {
    const outcome = testOutcome({ ok: false, code: ErrorCode.DATABASE_TYPE_UNAVAILABLE, at: 1 }, 'en');
    expect(outcome).toEqual({
      state: 'unavailable',
      text: errorText(ErrorCode.DATABASE_TYPE_UNAVAILABLE, 'en'),
      at: 1,
    });
  });

  it('reads a refused test call the same way, and stays quiet for handled ones', () => {
    const refused = new RpcError(ErrorCode.DATABASE_TYPE_UNAVAILABLE, 'no driver');
    expect(thrownOutcome(refused, 'en')?.state).toBe('unavailable');
    expect(thrownOutcome(new RpcError(ErrorCode.NOT_LOGGED_IN, 'x', { handled: true }), 'en')).toBeNull();
    expect(thrownOutcome(new Error('boom'), 'en')).toBeNull();
  });
});
