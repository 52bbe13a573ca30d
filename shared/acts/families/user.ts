import * as invite from '../invite.js';
import * as sso from '../sso.js';
import * as user from '../user.js';
import * as ws from '../ws.js';

/**
 * The schemas the `user` family's handler checks its acts against: the modules of shared/acts/
 * that hold them (with their other acts, which the envelope refuses as another family's), so its
 * bundle carries no other family's schemas. `families.test.ts` holds this list to the registry.
 */
export const USER_SCHEMAS = {
  ...user.ACTS,
  ...ws.ACTS,
  ...invite.ACTS,
  ...sso.ACTS,
};
