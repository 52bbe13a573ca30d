import { describe, expect, it } from 'vitest';
import { STATIC_DATA_MAX_CHARS } from '../../../../shared/widgets/data.js';
import { parseJsonText } from './jsonText';

describe('static JSON typed in the panel', () => {
  it('parses valid JSON', () => {
    expect(parseJsonText('[{"x":"a","y":1}]')).toEqual({ ok: true, value: [{ x: 'a', y: 1 }] });
  });

  it('says what is wrong with invalid JSON', () => {
    const result = parseJsonText('[{"x": "a",}]');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem === 'syntax' && result.detail.length > 0).toBe(true);
  });

  it('refuses text over the size cap', () => {
    expect(parseJsonText(' '.repeat(STATIC_DATA_MAX_CHARS + 1))).toEqual({ ok: false, problem: 'tooLarge' });
  });
});
