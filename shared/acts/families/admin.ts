import * as admin from '../admin.js';
import * as audit from '../audit.js';
import * as departments from '../departments.js';
import * as invite from '../invite.js';
import * as roles from '../roles.js';
import * as sso from '../sso.js';
import * as teams from '../teams.js';
import * as user from '../user.js';

/**
 * The schemas the `admin` family's handler checks its acts against: the modules of shared/acts/
 * that hold them (with their other acts, which the envelope refuses as another family's), so its
 * bundle carries no other family's schemas. `families.test.ts` holds this list to the registry.
 */
export const ADMIN_SCHEMAS = {
  ...user.ACTS,
  ...admin.ACTS,
  ...roles.ACTS,
  ...invite.ACTS,
  ...departments.ACTS,
  ...teams.ACTS,
  ...audit.ACTS,
  ...sso.ACTS,
};
