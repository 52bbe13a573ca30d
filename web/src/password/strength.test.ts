import { describe, expect, it } from 'vitest';
import { passwordStrength } from './strength';

describe('password strength', () => {
  it('reports each class and the length rule', () => {
    const result = passwordStrength('abcD1');
    expect(result.met).toEqual({ upper: true, lower: true, digit: true, symbol: false, length: false });
    expect(result.score).toBe(3);
    expect(result.acceptable).toBe(false);
  });

  it('needs more than 8 characters with all four classes (the shared rule)', () => {
    expect(passwordStrength('Abcdef1#').acceptable).toBe(false);
    expect(passwordStrength('Abcdefg1#').acceptable).toBe(true);
    expect(passwordStrength('Abcdefg1#').level).toBe('strong');
  });

  it('grades partial passwords', () => {
    expect(passwordStrength('').level).toBe('empty');
    expect(passwordStrength('a').level).toBe('weak');
    expect(passwordStrength('ab1').level).toBe('fair');
    expect(passwordStrength('abcdefghij1#').level).toBe('good');
  });
});
