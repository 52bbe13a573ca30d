import type { ApiParam, ApiParamValues } from '../../../shared/acts/data-api.js';
import { checkParamValues, undeclaredParam, type CheckedValues } from '../../../shared/datasource/api-params.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { DomainError } from '../../lib/errors.js';

/**
 * The server's side of parameter checks (shared/datasource/api-params.ts): a refused value or an
 * undeclared SQL name is API_PARAM_INVALID naming the parameter (answered as `data.param`).
 */
export class ParamError extends DomainError {
  override readonly data: { param: string };
  constructor(param: string) {
    super(ErrorCode.API_PARAM_INVALID);
    this.data = { param };
  }
}

/** The values of every declared parameter, in declaration order; ParamError for the first refused. */
export function checkValues(params: readonly ApiParam[], given: ApiParamValues): CheckedValues {
  const checked = checkParamValues(params, given);
  if (!checked.ok) throw new ParamError(checked.param);
  return checked.values;
}

/** A `:name` used in the SQL that the API does not declare: ParamError naming it. */
export function checkDeclared(params: readonly ApiParam[], used: readonly string[]): void {
  const missing = undeclaredParam(params, used);
  if (missing !== undefined) throw new ParamError(missing);
}
