import type { ActTable } from '../lib/act.js';
import { saveSsoSettingsOf, ssoSettingsOf, verifySsoDomainOf } from '../core/sso/index.js';

/** `v2/admin/sso/*`: the tenant's identity provider, the administrator's alone (docs/sso.md). */
export const ssoActs: ActTable = {
  'v2/admin/sso/get': { access: 'session', needs: 'administrator', run: (_a, _r, caller) => ssoSettingsOf(caller) },
  'v2/admin/sso/save': {
    access: 'session',
    needs: 'administrator',
    run: (args, request, caller) => saveSsoSettingsOf(caller, args, request),
  },
  'v2/admin/sso/domain_verify': {
    access: 'session',
    needs: 'administrator',
    run: (args, request, caller) => verifySsoDomainOf(caller, args, request),
  },
};
