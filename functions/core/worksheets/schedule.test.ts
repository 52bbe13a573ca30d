import { describe, expect, it } from 'vitest';
import { WORKSHEET_LIMITS, type UpdateSettings } from '../../../shared/datasource/worksheet.js';
import { nextRunAfter, rateExpression, retryAt, scheduleName } from './schedule.js';

const every = (
  interval: number,
  unit: UpdateSettings['unit'],
  mode: UpdateSettings['mode'] = 'incremental',
): UpdateSettings => ({
  mode,
  interval,
  unit,
  incremental_column: 'id',
  full_every: 24,
});

describe('worksheet schedules', () => {
  it('spells EventBridge rates in whole minutes, rounding seconds up', () => {
    expect(rateExpression(60)).toBe('rate(1 minute)');
    expect(rateExpression(90)).toBe('rate(2 minutes)');
    expect(rateExpression(3600)).toBe('rate(1 hour)');
    expect(rateExpression(7200)).toBe('rate(2 hours)');
    expect(rateExpression(86_400)).toBe('rate(1 day)');
    expect(rateExpression(3 * 86_400)).toBe('rate(3 days)');
    expect(rateExpression(1)).toBe('rate(1 minute)');
  });

  it('names schedules ws-<tenant>-<id>, hashed when that passes 64 characters', () => {
    expect(scheduleName('t1', 'w1')).toBe('ws-t1-w1');
    const long = scheduleName('t'.repeat(40), 'w'.repeat(40));
    expect(long).toMatch(/^ws-[0-9a-f]{61}$/);
    expect(long).not.toBe(scheduleName('t'.repeat(40), 'x'.repeat(40)));
  });

  it('schedules the next run one interval on, and none for once or none', () => {
    expect(nextRunAfter(every(5, 'minute'), 1000)).toBe(1000 + 300_000);
    expect(nextRunAfter(every(2, 'day'), 0)).toBe(2 * 86_400_000);
    expect(nextRunAfter(every(1, 'hour', 'once'), 0)).toBeUndefined();
    expect(nextRunAfter(every(1, 'hour', 'none'), 0)).toBeUndefined();
  });

  it('retries failed scheduled runs with doubling backoff, then gives up', () => {
    const base = WORKSHEET_LIMITS.retryBaseSeconds * 1000;
    expect(retryAt(1, 0)).toBe(base);
    expect(retryAt(2, 0)).toBe(2 * base);
    expect(retryAt(WORKSHEET_LIMITS.retries, 0)).toBe(2 ** (WORKSHEET_LIMITS.retries - 1) * base);
    expect(retryAt(WORKSHEET_LIMITS.retries + 1, 0)).toBeUndefined();
  });
});
