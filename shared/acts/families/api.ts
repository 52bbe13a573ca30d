import * as api from '../api.js';
import * as dataApi from '../data-api.js';
import * as push from '../push.js';
import * as user from '../user.js';

/**
 * The schemas the `api` family's handler checks its acts against: the modules of shared/acts/
 * that hold them (with their other acts, which the envelope refuses as another family's), so its
 * bundle carries no other family's schemas. `families.test.ts` holds this list to the registry.
 */
export const API_SCHEMAS = {
  ...user.ACTS,
  ...api.ACTS,
  ...dataApi.ACTS,
  ...push.ACTS,
};
