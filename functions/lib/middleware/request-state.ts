import { randomUUID } from 'node:crypto';
import { requestLanguage } from '../../../shared/errors/catalogue.js';
import { HEADERS, IDEMPOTENCY_KEY_PATTERN } from '../../../shared/protocol/envelope.js';
import { fail } from '../errors.js';
import { clientAddress } from '../net/client-address.js';
import type { Middleware } from './types.js';

/**
 * Starts the request's state: id, language (the `language` or `user-language` header, else
 * Accept-Language, else zh: requestLanguage), clock, client address, and the client's
 * idempotency key (refused when malformed).
 */
export function requestState(): Middleware {
  return {
    before: ({ event, context }) => {
      const headers = event.headers ?? {};
      const idempotencyKey = headers[HEADERS.idempotencyKey];
      context.wb = {
        requestId: context.awsRequestId || randomUUID(),
        language: requestLanguage((name) => headers[name]),
        now: Date.now(),
        sourceIp: clientAddress(headers, event.requestContext?.http?.sourceIp ?? ''),
        userAgent: event.requestContext?.http?.userAgent ?? headers['user-agent'] ?? '',
        ...(idempotencyKey ? { idempotencyKey } : {}),
      };
      if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) fail('BODY_MALFORMED');
    },
  };
}
