import * as group from '../group.js';
import * as linkShare from '../link-share.js';
import * as pad from '../pad.js';
import * as ws from '../ws.js';

/**
 * The schemas the `group` family's handler checks its acts against: the modules of shared/acts/
 * that hold them (with their other acts, which the envelope refuses as another family's), so its
 * bundle carries no other family's schemas. `families.test.ts` holds this list to the registry.
 */
export const GROUP_SCHEMAS = {
  ...ws.ACTS,
  ...group.ACTS,
  ...pad.ACTS,
  ...linkShare.ACTS,
};
