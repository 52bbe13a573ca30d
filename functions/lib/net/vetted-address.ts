import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { isPublicAddress } from './address-policy.js';
import { allowedPorts, isAllowListed } from './allow-list.js';

/**
 * The one address a server-side connection to `url`'s host may use: the host is resolved once,
 * every address it resolves to must be public (address-policy.ts) unless host, port and path are
 * allow-listed (allow-list.ts), and the caller connects to the address returned, so DNS cannot be
 * re-bound between the check and the connect. Used by the data proxy and the SQL engine. A
 * refusal says why: the ports the allow-list admits the host on when it lists the host on others,
 * else that the address is not public.
 */
export type VetFailure = 'refused' | 'unresolved';

export class AddressRefused extends Error {
  constructor(
    readonly failure: VetFailure,
    message: string,
  ) {
    super(message);
  }
}

function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );
}

/** Why `url` is refused: `host is allowed on ports 5432, 3306 only`, or `host:port is not a public address`. */
function refusal(url: URL, allowHosts: Iterable<string>): string {
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const ports = allowedPorts(url.hostname, allowHosts);
  if (ports.length > 0 && !ports.includes(port))
    return `${url.hostname} is allowed on ${ports.length === 1 ? 'port' : 'ports'} ${ports.join(', ')} only`;
  return `${url.hostname}:${port} is not a public address`;
}

export async function vettedAddress(url: URL, allowHosts: Iterable<string>): Promise<LookupAddress> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = isAllowListed(url, allowHosts);
  let addresses: LookupAddress[];
  try {
    addresses = isIP(hostname) ? [{ address: hostname, family: isIP(hostname) }] : await resolveAll(hostname);
  } catch {
    throw new AddressRefused('unresolved', `cannot resolve ${hostname}`);
  }
  const chosen = addresses[0];
  if (!chosen || (!allowed && addresses.some((a) => !isPublicAddress(a.address))))
    throw new AddressRefused('refused', refusal(url, allowHosts));
  return chosen;
}
