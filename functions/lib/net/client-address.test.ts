import { describe, expect, it } from 'vitest';
import { clientAddress, viewerIp } from './client-address.js';

describe('the client address', () => {
  it("reads CloudFront's viewer address, IPv4 and IPv6, and refuses anything else", () => {
    expect(viewerIp('203.0.113.9:44321')).toBe('203.0.113.9');
    expect(viewerIp('2001:db8::1:44321')).toBe('2001:db8::1');
    expect(viewerIp('[2001:db8::1]:44321')).toBe('2001:db8::1');
    expect(viewerIp('not-an-address:1')).toBeUndefined();
    expect(viewerIp('203.0.113.9')).toBeUndefined();
  });

  it('takes the viewer address CloudFront (or the local gateway) sets', () => {
    const headers = { 'cloudfront-viewer-address': '203.0.113.9:443' };
    expect(clientAddress(headers, '10.0.0.1')).toBe('203.0.113.9');
  });

  it('never takes X-Forwarded-For, and falls back to the connection', () => {
    expect(clientAddress({ 'x-forwarded-for': '198.51.100.1' }, '10.0.0.1')).toBe('10.0.0.1');
    expect(clientAddress({ 'cloudfront-viewer-address': 'garbage' }, '10.0.0.1')).toBe('10.0.0.1');
  });
});
