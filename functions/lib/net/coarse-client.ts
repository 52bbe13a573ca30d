import { isIPv4, isIPv6 } from 'node:net';

/**
 * A client as coarsely as throttling and the share access log need it, never the address
 * itself: an IPv4 address's /24 or an IPv6 address's /48 (`bucket`), and for the log the
 * browser family from the user agent.
 */
export function addressBucket(ip: string): string {
  const address = ip.replace(/^::ffff:/i, '');
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address)) {
    const [head = ''] = address.split('::');
    const groups = head.split(':').filter(Boolean);
    while (groups.length < 3) groups.push('0');
    return `${groups.slice(0, 3).join(':')}::/48`;
  }
  return 'unknown';
}

const FAMILIES: [RegExp, string][] = [
  [/bot|crawl|spider|curl|wget|python|node|undici/i, 'Script'],
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

export function browserFamily(userAgent: string): string {
  return FAMILIES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other';
}

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux|X11/, 'Linux'],
];

function systemFamily(userAgent: string): string {
  return SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other';
}

/** A session's device as people read it: "Chrome on Linux"; a script is just "Script". */
export function deviceLabel(userAgent: string): string {
  const browser = browserFamily(userAgent);
  if (browser === 'Script') return browser;
  const system = systemFamily(userAgent);
  return system === 'Other' ? browser : `${browser} on ${system}`;
}

export function coarseClient(ip: string, userAgent: string): string {
  return `${addressBucket(ip)} · ${browserFamily(userAgent)}`;
}
