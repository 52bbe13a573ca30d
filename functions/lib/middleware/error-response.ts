import { ErrorCode, type ErrorCodeValue } from '../../../shared/errors/catalogue.js';
import { errorText } from '../../../shared/errors/texts.js';
import { isDomainError } from '../errors.js';
import { log } from '../log.js';
import { json } from '../respond.js';
import type { Middleware } from './types.js';

/** The code a failed request is answered with: a refusal's own, anything else a server error. */
export function answerCode(error: unknown): ErrorCodeValue {
  return isDomainError(error) ? error.code : ErrorCode.SERVER_ERROR;
}

/**
 * Maps a refusal to its catalogue code and text in the caller's language. Anything else is
 * logged with the request id and answered as a server error: no stack, no message, no secret.
 */
export function errorResponse(): Middleware {
  return {
    onError: (request) => {
      const { error, context } = request;
      const state = context.wb;
      const language = state?.language ?? 'zh';
      if (isDomainError(error)) {
        const status = error.code === ErrorCode.INTERFACE_MISSING ? 404 : 200;
        const data = error.data === undefined ? {} : { data: error.data };
        request.response = json({ code: error.code, msg: errorText(error.code, language), ...data }, status);
        return;
      }
      log('error', 'unexpected error', {
        requestId: state?.requestId,
        act: state?.act,
        error:
          error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
      });
      request.response = json(
        {
          code: ErrorCode.SERVER_ERROR,
          msg: errorText(ErrorCode.SERVER_ERROR, language),
          request_id: state?.requestId,
        },
        500,
      );
    },
  };
}
