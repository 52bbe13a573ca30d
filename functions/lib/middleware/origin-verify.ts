import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ORIGIN_VERIFY } from '../../../infra/resources.js';
import type { Middleware } from './types.js';

/** API Gateway's own answer to a request it refuses, so a direct caller learns nothing more. */
export const ORIGIN_REFUSED: APIGatewayProxyStructuredResultV2 = {
  statusCode: 403,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ message: 'Forbidden' }),
};

function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Refuses requests that did not come through CloudFront: CloudFront adds the origin-verify
 * header (ORIGIN_VERIFY in infra/resources.ts) with a secret the handler has in its
 * environment. Without the variable (the local stack) nothing is checked. Goes first in the chain.
 */
export function originVerify(expected: string | undefined = process.env[ORIGIN_VERIFY.envVar]): Middleware {
  return {
    before: (request) => {
      if (!expected) return undefined;
      // API Gateway v2 gives header names in lower case.
      return sameSecret(request.event.headers?.[ORIGIN_VERIFY.header], expected) ? undefined : ORIGIN_REFUSED;
    },
  };
}
