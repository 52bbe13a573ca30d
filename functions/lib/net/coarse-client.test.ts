import { describe, expect, it } from 'vitest';
import { addressBucket, browserFamily, coarseClient, deviceLabel } from './coarse-client.js';

describe('coarse clients', () => {
  it('keeps only the /24 of an IPv4 address, also when mapped into IPv6', () => {
    expect(addressBucket('203.0.113.77')).toBe('203.0.113.0/24');
    expect(addressBucket('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
  });
  it('keeps only the /48 of an IPv6 address', () => {
    expect(addressBucket('2001:db8:abcd:12:1::5')).toBe('2001:db8:abcd::/48');
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(addressBucket('::1')).toBe('0:0:0::/48');
  });
  it('answers unknown for what is no address', () => {
    expect(addressBucket('')).toBe('unknown');
  });
  it('names the browser family, not the version', () => {
    expect(
      browserFamily(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe('Chrome');
    expect(browserFamily('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0')).toBe(
      'Edge',
    );
    expect(browserFamily('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15')).toBe('Safari');
    expect(browserFamily('curl/8.5.0')).toBe('Script');
    expect(coarseClient('10.1.2.3', 'Mozilla/5.0 Firefox/128.0')).toBe('10.1.2.0/24 · Firefox');
  });
  it('labels a device as browser on system', () => {
    expect(
      deviceLabel('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'),
    ).toBe('Chrome on Linux');
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36')).toBe(
      'Chrome on Android',
    );
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox on Windows',
    );
    expect(deviceLabel('curl/8.5.0')).toBe('Script');
    expect(deviceLabel('')).toBe('Other');
  });
});
