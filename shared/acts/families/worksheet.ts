import * as user from '../user.js';
import * as worksheet from '../worksheet.js';
import * as worksheetData from '../worksheet-data.js';

/**
 * The schemas the `worksheet` family's handler checks its acts against: the modules of shared/acts/
 * that hold them (with their other acts, which the envelope refuses as another family's), so its
 * bundle carries no other family's schemas. `families.test.ts` holds this list to the registry.
 */
export const WORKSHEET_SCHEMAS = {
  ...user.ACTS,
  ...worksheet.ACTS,
  ...worksheetData.ACTS,
};
