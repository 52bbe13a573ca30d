import { lookup } from 'node:dns/promises';
import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy.js';

/** [address as it may reach the policy, whether the data proxy may connect to it, what it is]. */
const TABLE: ReadonlyArray<readonly [string, boolean, string]> = [
  // IPv4, dotted quad
  ['127.0.0.1', false, 'loopback'],
  ['127.255.0.9', false, 'loopback, anywhere in 127/8'],
  ['10.1.2.3', false, 'private 10/8'],
  ['172.16.0.1', false, 'private 172.16/12'],
  ['172.31.255.255', false, 'private 172.16/12, last'],
  ['192.168.1.10', false, 'private 192.168/16'],
  ['169.254.169.254', false, 'metadata service (link-local)'],
  ['100.64.0.1', false, 'carrier-grade NAT'],
  ['0.0.0.0', false, 'unspecified'],
  ['0.1.2.3', false, '"this network" 0/8'],
  ['224.0.0.1', false, 'multicast'],
  ['239.255.255.250', false, 'multicast (SSDP)'],
  ['255.255.255.255', false, 'broadcast'],
  ['240.0.0.1', false, 'reserved 240/4'],
  ['198.18.0.5', false, 'benchmarking 198.18/15'],
  ['198.19.255.1', false, 'benchmarking 198.18/15, upper half'],
  ['192.0.2.1', false, 'documentation TEST-NET-1'],
  ['198.51.100.7', false, 'documentation TEST-NET-2'],
  ['203.0.113.9', false, 'documentation TEST-NET-3'],
  ['192.0.0.8', false, 'IETF protocol assignments 192.0.0/24'],
  ['192.88.99.1', false, '6to4 relay anycast (deprecated)'],
  // IPv4 shorthands (the long form ipaddr.js reads; inet_aton's 2- and 3-part forms never reach here, see below)
  ['2130706433', false, '127.0.0.1 as one decimal number'],
  ['0x7f000001', false, '127.0.0.1 as one hex number'],
  ['0177.0.0.1', false, '127.0.0.1 with an octal octet'],
  ['0x7f.0x0.0x0.0x1', false, '127.0.0.1 in hex octets'],
  ['0xa9.0xfe.0xa9.0xfe', false, 'metadata in hex octets'],
  ['127.1', false, 'two-part form: not parsed here, refused (fail closed)'],
  ['999.1.1.1', false, 'not an address'],
  // IPv6
  ['::1', false, 'loopback'],
  ['0:0:0:0:0:0:0:1', false, 'loopback, expanded'],
  ['[::1]', false, 'loopback, bracketed'],
  ['::', false, 'unspecified'],
  ['fe80::1', false, 'link-local'],
  ['fe80::1%eth0', false, 'link-local with a zone id'],
  ['[fe80::1%25eth0]', false, 'link-local bracketed with an encoded zone id'],
  ['fc00::1', false, 'unique local'],
  ['fd12:3456::1', false, 'unique local'],
  ['fd00:ec2::254', false, 'EC2 metadata service over IPv6'],
  ['fec0::1', false, 'site-local (deprecated)'],
  ['ff02::1', false, 'multicast'],
  ['ff0e::1', false, 'multicast, global scope'],
  ['100::1', false, 'discard-only 100::/64'],
  ['2001:db8::1', false, 'documentation'],
  ['3fff::1', false, 'documentation 3fff::/20'],
  ['2001:2::1', false, 'benchmarking 2001:2::/48'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false, 'Teredo 2001::/32'],
  ['2001::1', false, 'Teredo prefix'],
  ['5f00::1', false, 'segment routing SIDs'],
  ['4000::1', false, 'outside global unicast 2000::/3 (unallocated)'],
  // IPv6 forms embedding an IPv4 address
  ['::ffff:127.0.0.1', false, 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', false, 'IPv4-mapped loopback, hex'],
  ['::ffff:a9fe:a9fe', false, 'IPv4-mapped metadata'],
  ['0:0:0:0:0:ffff:a9fe:a9fe', false, 'IPv4-mapped metadata, expanded'],
  ['::7f00:1', false, 'IPv4-compatible loopback (deprecated form)'],
  ['::a9fe:a9fe', false, 'IPv4-compatible metadata'],
  ['::127.0.0.1', false, 'IPv4-compatible, dotted'],
  ['::0.0.0.1', false, 'IPv4-compatible of 0.0.0.1 (= ::1, loopback)'],
  ['::ffff:0:7f00:1', false, 'IPv4-translated (RFC 6145)'],
  ['64:ff9b::10.0.0.1', false, 'NAT64 of a private address'],
  ['64:ff9b::7f00:1', false, 'NAT64 of loopback, hex'],
  ['64:ff9b::a9fe:a9fe', false, 'NAT64 of the metadata service'],
  ['64:ff9b:1::808:808', false, 'NAT64 local-use 64:ff9b:1::/48'],
  ['64:ff9b:1:ffff::1', false, 'NAT64 local-use, elsewhere in the /48'],
  ['2002:7f00:1::', false, '6to4 of loopback'],
  ['2002:a9fe:a9fe::1', false, '6to4 of the metadata service'],
  ['2002:c0a8:0101::1', false, '6to4 of 192.168.1.1'],
  ['2002:0a00:0001:0:0:0:0:1', false, '6to4 of 10.0.0.1, expanded'],
  // public unicast, which must pass
  ['8.8.8.8', true, 'public IPv4'],
  ['1.1.1.1', true, 'public IPv4'],
  ['172.32.0.1', true, 'just past 172.16/12'],
  ['100.128.0.1', true, 'just past CGNAT'],
  ['198.20.0.1', true, 'just past benchmarking'],
  ['0x08080808', true, '8.8.8.8 as one hex number'],
  ['2606:4700:4700::1111', true, 'public IPv6'],
  ['2606:4700:4700:0:0:0:0:1111', true, 'public IPv6, expanded'],
  ['[2a00:1450:4001:80b::200e]', true, 'public IPv6, bracketed'],
  ['::ffff:8.8.8.8', true, 'IPv4-mapped public'],
  ['::ffff:808:808', true, 'IPv4-mapped public, hex'],
  ['::8.8.8.8', true, 'IPv4-compatible of a public address'],
  ['::808:808', true, 'IPv4-compatible of a public address, hex'],
  ['64:ff9b::8.8.8.8', true, 'NAT64 of a public address'],
  ['2002:808:808::1', true, '6to4 of a public address'],
  // not an address at all
  ['localhost', false, 'a name'],
  ['example.com', false, 'a name'],
  ['', false, 'empty'],
  ['1.2.3.4.5', false, 'five parts'],
  ['::ffff:1.2.3', false, 'mapped with a short IPv4'],
  ['gggg::1', false, 'not hex'],
];

describe('the data proxy address policy', () => {
  it('holds at least 40 forms', () => expect(TABLE.length).toBeGreaterThanOrEqual(40));

  it.each(TABLE)('%s → public %s (%s)', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('refuses what the URL parser and the resolver make of IPv4 shorthands (what fetch-upstream checks)', async () => {
    for (const written of [
      '127.1',
      '0x7f.1',
      '0177.1',
      '2130706433',
      '0x7f000001',
      '10.1',
      '169.254.43518',
      '0xa9fea9fe',
      '0300.0250.1.1',
    ]) {
      const hostname = new URL(`http://${written}/`).hostname;
      expect(isPublicAddress(hostname), `${written} → URL ${hostname}`).toBe(false);
      const resolved = await lookup(written, { all: true });
      for (const { address } of resolved)
        expect(isPublicAddress(address), `${written} → lookup ${address}`).toBe(false);
    }
  });
});
