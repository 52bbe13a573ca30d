import ipaddr from 'ipaddr.js';

/**
 * Which addresses the data proxy may reach: public unicast only, as ipaddr.js classifies them
 * (its `range()` is `unicast`). Everything else is refused: loopback, private, link-local (incl. the
 * 169.254.169.254 and fd00:ec2::254 metadata services), carrier-grade NAT, documentation,
 * benchmarking, multicast, broadcast, reserved, discard, Teredo, NAT64 local-use, and IPv6 outside
 * the global unicast block 2000::/3. IPv6 forms that embed an IPv4 address (IPv4-mapped
 * ::ffff:a.b.c.d, the deprecated IPv4-compatible ::a.b.c.d, NAT64 64:ff9b::/96, 6to4
 * 2002:aabb:ccdd::/48) pass only when the embedded address does (so :: and ::1 never do); the
 * IPv4-translated ::ffff:0:a.b.c.d form is refused whole. Anything that does not parse as an address is refused (fail closed): IPv4
 * shorthands reach the policy already normalised by the URL parser and the resolver.
 */

const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

function isPublicIpv4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast';
}

/** The IPv4 address a 6to4 address (2002:aabb:ccdd::/48) embeds in its bits 16-47. */
function sixToFourIpv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const bytes = address.toByteArray();
  return new ipaddr.IPv4(bytes.slice(2, 6));
}

/** The IPv4 address in the low 32 bits (mapped, compatible, NAT64 /96). */
function lowIpv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  return new ipaddr.IPv4(address.toByteArray().slice(12, 16));
}

function isPublicIpv6(address: ipaddr.IPv6): boolean {
  if (address.match(IPV4_COMPATIBLE)) return isPublicIpv4(lowIpv4(address));
  switch (address.range()) {
    case 'ipv4Mapped':
      return isPublicIpv4(lowIpv4(address));
    case 'rfc6052':
      return address.match(NAT64_WELL_KNOWN) && isPublicIpv4(lowIpv4(address));
    case '6to4':
      return isPublicIpv4(sixToFourIpv4(address));
    case 'unicast':
      return address.match(GLOBAL_UNICAST);
    default:
      return false;
  }
}

function parse(literal: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = literal.replace(/^\[|\]$/g, '').replace(/%25/, '%');
  try {
    return ipaddr.parse(bare);
  } catch {
    return null;
  }
}

/** True when `address` (an IP literal, bracketed or with a zone id or not) is public unicast. */
export function isPublicAddress(address: string): boolean {
  const parsed = parse(address);
  if (!parsed) return false;
  return parsed instanceof ipaddr.IPv4 ? isPublicIpv4(parsed) : isPublicIpv6(parsed);
}
