import { ErrorCode, type ErrorCodeValue, type ErrorName } from '../../shared/errors/catalogue.js';

/** A refusal the user should see: answered with its catalogue code and text. */
export class DomainError extends Error {
  /** What the caller needs to recover (e.g. the current state after a conflict), answered as `data`. */
  readonly data?: unknown;
  constructor(readonly code: ErrorCodeValue) {
    super(`catalogue code ${code}`);
    this.name = 'DomainError';
  }
}

export function fail(name: ErrorName): never {
  throw new DomainError(ErrorCode[name]);
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
