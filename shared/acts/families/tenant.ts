import * as tenant from '../tenant.js';

/**
 * The schemas the `tenant` family's handler checks its acts against: the modules of shared/acts/
 * that hold them (with their other acts, which the envelope refuses as another family's), so its
 * bundle carries no other family's schemas. `families.test.ts` holds this list to the registry.
 */
export const TENANT_SCHEMAS = {
  ...tenant.ACTS,
};
