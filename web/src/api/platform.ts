import type { StartResult, TenantEnableResult } from '../../../shared/protocol/routes.js';

/** The start-up calls (docs/protocol.md#answers) that answer `{code, data}` rather than the RPC envelope. */
export interface VersionInfo {
  version: string;
  build: string;
  name: string;
}

type Fetch = typeof fetch;

export async function fetchVersion(fetchFn: Fetch, base = ''): Promise<VersionInfo> {
  const response = await fetchFn(`${base}/chameleon/start`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`chameleon/start answered ${response.status}`);
  const body = (await response.json()) as Partial<StartResult>;
  const info = body.data?.data;
  if (body.code !== 200 || !info) throw new Error('chameleon/start answered no version');
  return info;
}

export async function fetchTenantEnabled(fetchFn: Fetch, base = ''): Promise<boolean> {
  const response = await fetchFn(`${base}/chameleon/tenant/enable`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) return false;
  const body = (await response.json()) as Partial<TenantEnableResult>;
  return body.code === 200 && body.data?.enable === true;
}

/** The online check: the service answers /chameleon/start. */
export async function isServiceReachable(fetchFn: Fetch, base = ''): Promise<boolean> {
  try {
    const response = await fetchFn(`${base}/chameleon/start?t=${Date.now()}`, { cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}
