import type { LicenseStatus } from '../../../shared/acts/license.js';
import { DEV_LICENSE_PATH } from '../../../shared/protocol/routes.js';
import { baseUrl, post, type Answer, type Registered } from './client.js';

/** Licences as a tenant's administrator and the vendor see them (docs/licensing.md). */
const tenantOf = (user: Registered): string => String(user.login.corp[0]?._id);

/** `GET /license/sign` with the session in the authorization header (a GET has no body). */
export async function licenceStatus(user: Registered): Promise<Answer<LicenseStatus>> {
  const response = await fetch(`${baseUrl()}/license/sign`, {
    headers: { authorization: `Bearer ${user.login.auth}`, 'tenant-id': tenantOf(user) },
  });
  return (await response.json()) as Answer<LicenseStatus>;
}

export function applyLicence(user: Registered, license: string): Promise<Answer<LicenseStatus>> {
  return post<LicenseStatus>('/license/update', { auth: user.login.auth, corp_id: tenantOf(user), license });
}

/** A licence signed with the local stack's dev key (the vendor's side, docs/licensing.md). */
export async function issued(fields: Record<string, unknown>): Promise<string> {
  const answer = await post<never>(DEV_LICENSE_PATH, fields);
  const license = (answer.body as { license?: string }).license;
  if (!license) throw new Error(`dev licence refused: ${JSON.stringify(answer.body)}`);
  return license;
}
