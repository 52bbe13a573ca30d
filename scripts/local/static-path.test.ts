import { describe, expect, it } from 'vitest';
import { publishedKeyOf } from './static-path.js';

describe('publishedKeyOf', () => {
  it('names keys under published/ only', () => {
    expect(publishedKeyOf('/published/s/abc_-1.json')).toEqual({ ok: true, key: 'published/s/abc_-1.json' });
    expect(publishedKeyOf('/published/media/0123/abcd.png')).toEqual({
      ok: true,
      key: 'published/media/0123/abcd.png',
    });
    expect(publishedKeyOf('/versions/t/s/v.json')).toEqual({ ok: false, reason: 'outside' });
    expect(publishedKeyOf('/published/')).toEqual({ ok: false, reason: 'outside' });
  });
  it.each([
    '/published/..%2Fversions/t/s/v.json',
    '/published/%2e%2e%2fversions/t/s/v.json',
    '/published/%252e%252e%252fversions/t/s/v.json',
    '/published/s/..%2F..%2Fversions/x.json',
    '/published/.%2e/versions/x.json',
    '/published//versions/x.json',
    '/published/s/.hidden',
    `/published/s/${'a'.repeat(1100)}.json`,
  ])('refuses %s as outside', (path) => {
    expect(publishedKeyOf(path)).toEqual({ ok: false, reason: 'outside' });
  });
  it.each([
    '/published/%E0%A4%A',
    '/published/..%5cversions%5cx',
    '/published/..\\versions\\x',
    '/published/s/a%00.json',
    '/published/s/%0a',
  ])('refuses %s as malformed', (path) => {
    expect(publishedKeyOf(path)).toEqual({ ok: false, reason: 'malformed' });
  });
});
