/** The suite's first stack's port (`E2E_PORT`); worker N's stack listens on that port plus N. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8799);

/**
 * Workers, each with a stack of its own (`E2E_WORKERS`, default 2). The suite's run is mostly
 * waits on the page; two workers on two cores take about half the time of one.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export const stackUrl = (parallelIndex: number): string => `http://localhost:${E2E_PORT + parallelIndex}`;

/**
 * Worker N's stack looks the TXT records proving SSO e-mail domains up on loopback UDP port
 * `E2E_DNS_PORT` plus N (`SSO_DNS_SERVERS`), where a spec that proves a domain starts a DNS server
 * of its own (sso.spec.ts, tests/integration/helpers/txt-dns.ts).
 */
export const E2E_DNS_PORT = Number(process.env.E2E_DNS_PORT ?? 8899);

export const dnsPort = (parallelIndex: number): number => E2E_DNS_PORT + parallelIndex;
