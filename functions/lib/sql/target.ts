import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { AddressRefused, vettedAddress } from '../net/vetted-address.js';
import { SqlFailure } from './failure.js';

/**
 * Where a database session connects: the settings' server resolved once and vetted by the data
 * proxy's address policy (vetted-address.ts): loopback, link-local, metadata and private
 * addresses are refused in every spelling unless `host:port` is allow-listed. Drivers connect to
 * `address`, never to the name again, so DNS cannot be re-bound between check and connect;
 * `hostname` is kept for TLS (SNI and certificate check).
 */
export interface SqlTarget {
  address: string;
  hostname: string;
  port: number;
}

export async function resolveTarget(server: string, port: number, allowHosts: Iterable<string>): Promise<SqlTarget> {
  const bare = server.trim().replace(/^\[|\]$/g, '');
  let url: URL;
  try {
    // The WHATWG parser normalises IPv4 shorthands (0x7f.1, 2130706433) as the resolver would.
    url = new URL(`http://${bare.includes(':') ? `[${bare}]` : bare}:${port}/`);
  } catch {
    throw new SqlFailure(ErrorCode.API_ADDRESS_REFUSED, `${server} is not a host name`);
  }
  try {
    const chosen = await vettedAddress(url, allowHosts);
    return { address: chosen.address, hostname: url.hostname.replace(/^\[|\]$/g, ''), port };
  } catch (error) {
    if (!(error instanceof AddressRefused)) throw error;
    if (error.failure === 'unresolved') throw new SqlFailure(ErrorCode.DATABASE_CONNECTION_FAILED, error.message);
    throw new SqlFailure(ErrorCode.API_ADDRESS_REFUSED, error.message);
  }
}
