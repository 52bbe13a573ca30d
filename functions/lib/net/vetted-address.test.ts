import { describe, expect, it } from 'vitest';
import { vettedAddress } from './vetted-address.js';

/** The SQL engine's allow-list on the local stack: PostgreSQL and MariaDB on the loopback. */
const DATABASES = ['127.0.0.1:5432', '127.0.0.1:3306'];

const refusal = (url: string, allowHosts: string[]) =>
  vettedAddress(new URL(url), allowHosts).then(
    () => 'admitted',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );

describe('why an address is refused', () => {
  it('names the ports the allow-list admits a host on, when it lists the host on others', async () => {
    expect(await refusal('http://127.0.0.1:5999/', DATABASES)).toBe('127.0.0.1 is allowed on ports 5432, 3306 only');
    expect(await refusal('http://127.0.0.1:5999/', ['127.0.0.1:5432'])).toBe('127.0.0.1 is allowed on port 5432 only');
    expect(await refusal('http://[::1]:5999/', ['[::1]:5432', '[::1]:5432/x/'])).toBe(
      '[::1] is allowed on port 5432 only',
    );
  });

  it('says the address is not public when the allow-list does not name the host', async () => {
    expect(await refusal('http://127.0.0.1:5999/', [])).toBe('127.0.0.1:5999 is not a public address');
    expect(await refusal('http://10.0.0.8:5432/', DATABASES)).toBe('10.0.0.8:5432 is not a public address');
    expect(await refusal('http://169.254.169.254/', DATABASES)).toBe('169.254.169.254:80 is not a public address');
  });

  it('says the address is not public for an allowed port outside the allowed path', async () => {
    expect(await refusal('http://127.0.0.1:8787/rpc/user', ['127.0.0.1:8787/__dev/sample/'])).toBe(
      '127.0.0.1:8787 is not a public address',
    );
  });

  it('admits the host on an allowed port', async () => {
    expect(await refusal('http://127.0.0.1:3306/', DATABASES)).toBe('admitted');
  });
});
