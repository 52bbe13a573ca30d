import { describe, expect, it } from 'vitest';
import { STATIC_DATA_MAX_BYTES } from '../../../../shared/widgets/data.js';
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

  it('measures the cap on the compact form, in UTF-8 bytes', () => {
    // Indented past the cap, compact within it: accepted.
    const rows = Array.from({ length: 6000 }, (_, i) => ({ name: `row ${i}`, value: i }));
    const indented = JSON.stringify(rows, null, 10);
    expect(indented.length).toBeGreaterThan(STATIC_DATA_MAX_BYTES);
    expect(parseJsonText(indented)).toEqual({ ok: true, value: rows });
    // 110,000 Chinese characters are 330,000 bytes: over.
    expect(parseJsonText(JSON.stringify(['数'.repeat(110_000)]))).toEqual({ ok: false, problem: 'tooLarge' });
    expect(parseJsonText(JSON.stringify(['数'.repeat(90_000)])).ok).toBe(true);
    expect(parseJsonText(' '.repeat(STATIC_DATA_MAX_BYTES * 8 + 1))).toEqual({ ok: false, problem: 'tooLarge' });
  });
});
