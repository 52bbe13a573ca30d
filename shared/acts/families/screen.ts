import * as editor from '../editor.js';
import * as linkShare from '../link-share.js';
import * as screen from '../screen.js';
import * as teams from '../teams.js';
import * as versions from '../versions.js';
import * as ws from '../ws.js';

/**
 * The schemas the `screen` family's handler checks its acts against: the modules of shared/acts/
 * that hold them (with their other acts, which the envelope refuses as another family's), so its
 * bundle carries no other family's schemas. `families.test.ts` holds this list to the registry.
 */
export const SCREEN_SCHEMAS = {
  ...ws.ACTS,
  ...teams.ACTS,
  ...screen.ACTS,
  ...editor.ACTS,
  ...versions.ACTS,
  ...linkShare.ACTS,
};
