import { LICENSE_SCHEMAS } from '../../shared/acts/families/license.js';
import type { ActTable } from '../lib/act.js';
import { familyHandler } from '../lib/family-handler.js';
import { licenceStatus, updateLicence } from '../core/members/index.js';

/** `/license/*` (docs/licensing.md): the tenant's licence status and fingerprint, and applying a licence file. */
export const licenseActs: ActTable = {
  'GET /license/sign': { access: 'session', run: (_args, { now }, caller) => licenceStatus(caller, now) },
  'POST /license/update': {
    access: 'session',
    needs: 'administrator',
    run: ({ license }, request, caller) => updateLicence(caller, license, request),
  },
};

export const handler = familyHandler('license', licenseActs, LICENSE_SCHEMAS);
