import { describe, expect, it } from 'vitest';
import { decimalsOf, easeOut, formatNumber, thresholdColour } from './format';

describe('KPI number formatting', () => {
  it('groups thousands and keeps the decimals asked for', () => {
    expect(formatNumber(8_620_000, { decimals: 0, thousands: true })).toBe('8,620,000');
    expect(formatNumber(1234.5, { decimals: 2, thousands: true })).toBe('1,234.50');
    expect(formatNumber(1234.5, { decimals: 0, thousands: false })).toBe('1235');
    expect(formatNumber(999, { decimals: 0, thousands: true })).toBe('999');
  });

  it('writes as many decimals as the value has with -1, at most six', () => {
    expect(decimalsOf(99.97)).toBe(2);
    expect(decimalsOf(128_430)).toBe(0);
    expect(decimalsOf(0.1 + 0.2)).toBe(1);
    expect(formatNumber(99.97, { decimals: -1, thousands: true })).toBe('99.97');
    expect(formatNumber(1 / 3, { decimals: -1, thousands: true })).toBe('0.333333');
  });

  it('handles negatives, negative zero after rounding and non-finite values', () => {
    expect(formatNumber(-12_345.678, { decimals: 1, thousands: true })).toBe('-12,345.7');
    expect(formatNumber(-0.001, { decimals: 1, thousands: true })).toBe('0.0');
    expect(formatNumber(Number.NaN, { decimals: 0, thousands: true })).toBe('—');
  });

  it('eases out from 0 to 1 and clamps outside', () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(2)).toBe(1);
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
  });
});

describe('KPI threshold colour', () => {
  const thresholds = [
    { from: 90, colour: 'green' },
    { from: 0, colour: 'red' },
    { from: 60, colour: 'amber' },
  ];
  it('takes the highest threshold the value reaches, whatever the list order', () => {
    expect(thresholdColour(95, thresholds)).toBe('green');
    expect(thresholdColour(90, thresholds)).toBe('green');
    expect(thresholdColour(75, thresholds)).toBe('amber');
    expect(thresholdColour(0, thresholds)).toBe('red');
  });
  it('has no colour below every threshold or without thresholds', () => {
    expect(thresholdColour(-5, thresholds)).toBeNull();
    expect(thresholdColour(50, [])).toBeNull();
  });
});
