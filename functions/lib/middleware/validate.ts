import type { FamilySchemas } from '../../../shared/acts/registry.js';
import { firstErrorCode } from '../../../shared/validation/issues.js';
import { DomainError, fail } from '../errors.js';
import type { Middleware } from './types.js';

/**
 * Checks the args against the act's one schema in shared/ (the same the client forms use), from
 * the family's own schemas (shared/acts/families/).
 */
export function validateArgs(schemas: FamilySchemas): Middleware {
  return {
    before: ({ context }) => {
      const state = context.wb;
      if (!state.act) fail('INTERFACE_MISSING');
      const input = state.rawArgs ?? {};
      const schema = schemas[state.act];
      if (!schema) fail('INTERFACE_MISSING');
      const result = schema.safeParse(input);
      if (!result.success) throw new DomainError(firstErrorCode(result.error, input));
      state.args = result.data;
    },
  };
}
