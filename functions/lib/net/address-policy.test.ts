import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy.js';

describe('the data proxy address policy', () => {
  it('refuses loopback, private, link-local, metadata, CGNAT, multicast and reserved IPv4', () => {
    for (const address of ['127.0.0.1', '127.255.0.9', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '198.18.0.5']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses the same ranges written as IPv6, IPv4-mapped or NAT64', () => {
    for (const address of ['::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '64:ff9b::10.0.0.1', '[::1]', 'fe80::1%eth0']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('lets public unicast through, and refuses what is not an address at all', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPublicAddress(address), address).toBe(true);
    for (const address of ['localhost', 'example.com', '', '999.1.1.1']) expect(isPublicAddress(address), address).toBe(false);
  });
});
