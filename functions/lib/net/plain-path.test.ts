import { describe, expect, it } from 'vitest';
import { confinePath } from './plain-path.js';

describe('confinePath', () => {
  it('takes plain paths and a trailing slash when asked', () => {
    expect(confinePath('/assets/app.js')).toEqual({ ok: true, segments: ['assets', 'app.js'] });
    expect(confinePath('/', { trailingSlash: true })).toEqual({ ok: true, segments: [] });
    expect(confinePath('/editor/', { trailingSlash: true })).toEqual({ ok: true, segments: ['editor'] });
    expect(confinePath('/editor/')).toEqual({ ok: false, reason: 'outside' });
    // One decoding only: what a double encoding leaves is a literal name.
    expect(confinePath('/%252e%252e')).toEqual({ ok: true, segments: ['%2e%2e'] });
  });
  it('refuses dot segments in every spelling', () => {
    for (const path of ['/../x', '/a/..%2F..%2Fx', '/%2E%2E/x', '/a/.%2e/x', '/./x', '/a//x'])
      expect(confinePath(path, { trailingSlash: true }).ok, path).toBe(false);
  });
  it('refuses a percent left after decoding when the path goes to an upstream', () => {
    expect(confinePath('/a/%252e%252e/x', { refuseLeftoverPercent: true })).toEqual({ ok: false, reason: 'malformed' });
    expect(confinePath('/a/100%25', { refuseLeftoverPercent: true }).ok).toBe(false);
    expect(confinePath('/a/b', { refuseLeftoverPercent: true })).toEqual({ ok: true, segments: ['a', 'b'] });
  });
  it('refuses broken encodings, backslashes and control characters', () => {
    for (const path of ['/%E0%A4%A', '/a\\b', '/a%5C..', '/a%00b', 'a/b'])
      expect(confinePath(path).ok, path).toBe(false);
  });
});
