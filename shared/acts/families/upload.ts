import * as upload from '../upload.js';

/**
 * The schemas the `upload` family's handler checks its acts against: the modules of shared/acts/
 * that hold them (with their other acts, which the envelope refuses as another family's), so its
 * bundle carries no other family's schemas. `families.test.ts` holds this list to the registry.
 */
export const UPLOAD_SCHEMAS = {
  ...upload.ACTS,
};
