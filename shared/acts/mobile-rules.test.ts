import { describe, expect, it } from 'vitest';
import { fitsMode, misfits, phoneList } from './mobile-rules.js';

const group = [
  { id: 'w1', mobile: false },
  { id: 'w2', mobile: false },
  { id: 'm1', mobile: true },
  { id: 'm2', mobile: true },
];

describe('mobile display rules', () => {
  it('lists mobile screens in mode mobile and wall screens in mode reflow', () => {
    expect(fitsMode('mobile', { mobile: true })).toBe(true);
    expect(fitsMode('mobile', { mobile: false })).toBe(false);
    expect(fitsMode('reflow', { mobile: false })).toBe(true);
    expect(fitsMode('reflow', { mobile: true })).toBe(false);
  });

  it('names the ids that are not screens of the group of the right kind', () => {
    expect(misfits('mobile', ['m2', 'm1'], group)).toEqual([]);
    expect(misfits('mobile', ['m1', 'w1', 'gone'], group)).toEqual(['w1', 'gone']);
    expect(misfits('reflow', ['w2', 'm1'], group)).toEqual(['m1']);
  });

  it('keeps the rules order and skips screens no longer there', () => {
    expect(phoneList({ mode: 'mobile', screens: ['m2', 'gone', 'm1'] }, group)).toEqual(['m2', 'm1']);
    expect(phoneList({ mode: 'reflow', screens: ['w2', 'w1'] }, group.slice(1))).toEqual(['w2']);
    // A screen that changed kind is skipped too.
    expect(phoneList({ mode: 'reflow', screens: ['m1'] }, group)).toEqual([]);
  });

  it('plays nothing special without rules', () => {
    expect(phoneList(null, group)).toEqual([]);
    expect(phoneList(undefined, group)).toEqual([]);
  });
});
