import { describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_ORIGINS, SHARE_PATH_PREFIXES, securityHeaders } from '../../shared/protocol/security-headers.js';
import { baseUrl } from './helpers/client.js';

const NAMES = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
];

/** The security headers the gateway answered `path` with (absent ones left out). */
async function headersOf(path: string, init?: RequestInit): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl()}${path}`, init);
  await response.arrayBuffer();
  const found: Record<string, string> = {};
  for (const name of NAMES) {
    const value = response.headers.get(name);
    if (value !== null) found[name] = value;
  }
  return found;
}

describe('security headers of the local gateway (the CloudFront policies, shared/protocol/security-headers.ts)', () => {
  it('sends the app policy on pages, files and the API: framed by the app only', async () => {
    for (const path of ['/', '/screens', '/screen/edit/abc', '/serverConfig.json', '/published/s/none.json']) {
      const headers = await headersOf(path);
      expect(headers, path).toEqual(securityHeaders(path, LOCAL_STORAGE_ORIGINS));
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
    const rpc = await headersOf('/rpc/user', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(rpc).toEqual(securityHeaders('/rpc/user', LOCAL_STORAGE_ORIGINS));
  });

  it('lets share pages be framed by any site (the page checks its embed domains)', async () => {
    for (const prefix of SHARE_PATH_PREFIXES) {
      const path = `${prefix}share/abc`;
      const headers = await headersOf(path);
      expect(headers, path).toEqual(securityHeaders(path, LOCAL_STORAGE_ORIGINS));
      expect(headers['content-security-policy'], path).toContain('frame-ancestors *');
      expect(headers['x-frame-options'], path).toBeUndefined();
    }
  });

  it('allows no inline or eval script anywhere', async () => {
    const csp = (await headersOf('/screen-share/share/abc'))['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
  });
});
