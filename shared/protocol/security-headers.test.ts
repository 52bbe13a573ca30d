import { describe, expect, it } from 'vitest';
import { isFramablePath, securityHeaders } from './security-headers.js';

const STORAGE = ['https://assets.s3.us-east-1.amazonaws.com'];
const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('securityHeaders', () => {
  it('frames app paths by the app only, with X-Frame-Options too', () => {
    for (const path of [
      '/',
      '/screenList',
      '/screenEditor/abc',
      '/rpc/user',
      '/published/s/x.json',
      '/screen-sharex',
      '/share/abc',
    ]) {
      const headers = securityHeaders(path, STORAGE);
      expect(isFramablePath(path), path).toBe(false);
      expect(directives(headers['content-security-policy'] ?? '').get('frame-ancestors'), path).toEqual(["'self'"]);
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
  });

  it('lets share pages be framed anywhere, without X-Frame-Options', () => {
    for (const path of [
      '/screen-share/share/t',
      '/group-share/share/t/screen_group',
      '/group-share-preview/share/t?x=1',
    ]) {
      const headers = securityHeaders(path, STORAGE);
      expect(directives(headers['content-security-policy'] ?? '').get('frame-ancestors'), path).toEqual(['*']);
      expect(headers).not.toHaveProperty('x-frame-options');
    }
  });

  it('allows scripts from the app only, and the storage endpoint for connections and images', () => {
    const csp = directives(securityHeaders('/', STORAGE)['content-security-policy'] ?? '');
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", ...STORAGE]);
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(['data:', 'https:', ...STORAGE]));
    const headers = securityHeaders('/', STORAGE);
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
