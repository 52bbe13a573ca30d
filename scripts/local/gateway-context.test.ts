import { describe, expect, it } from 'vitest';
import { HANDLER_TIMEOUT_SECONDS } from '../../infra/resources.js';
import { lambdaContext } from './gateway.js';

describe('the local gateway’s Lambda context', () => {
  it('counts the deployed timeout down from the invocation, as Lambda does', () => {
    const now = Date.now();
    expect(lambdaContext('api', now).getRemainingTimeInMillis()).toBeGreaterThan(HANDLER_TIMEOUT_SECONDS * 1000 - 100);
    expect(lambdaContext('api', now).getRemainingTimeInMillis()).toBeLessThanOrEqual(HANDLER_TIMEOUT_SECONDS * 1000);
    const late = lambdaContext('api', now - 12_000).getRemainingTimeInMillis();
    expect(late).toBeLessThanOrEqual(HANDLER_TIMEOUT_SECONDS * 1000 - 12_000);
    expect(late).toBeGreaterThan(HANDLER_TIMEOUT_SECONDS * 1000 - 12_100);
  });

  it('answers 0, never less, once the timeout has passed', () => {
    expect(lambdaContext('api', Date.now() - 60_000).getRemainingTimeInMillis()).toBe(0);
  });
});
