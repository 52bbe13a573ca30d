import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ErrorCode, type ErrorCodeValue } from '../../shared/errors/catalogue.js';
import { HEADERS } from '../../shared/protocol/envelope.js';
import { API_PUSH_PREFIX } from '../../shared/protocol/routes.js';
import type { WallboardContext } from '../lib/act.js';
import { fail, isDomainError } from '../lib/errors.js';
import { errorResponse } from '../lib/middleware/error-response.js';
import type { Middleware } from '../lib/middleware/types.js';
import { observe } from '../lib/middleware/observe.js';
import { originVerify } from '../lib/middleware/origin-verify.js';
import { requestState } from '../lib/middleware/request-state.js';
import { bearerToken } from '../lib/net/bearer.js';
import { json } from '../lib/respond.js';
import { pushToChannel } from '../core/realtime/index.js';

/**
 * `POST /api/push/{channel}`: an outside post of a JSON payload to a push channel
 * (docs/data-apis.md#push-channels). The token comes in `Authorization: Bearer <token>` only.
 * Answered `{code: 200, msg: {delivered}}`, or a catalogue error with the HTTP status a plain
 * HTTP client expects (401, 400, 413, 429), never a stack trace (errorResponse).
 */
const STATUS_OF: ReadonlyMap<ErrorCodeValue, number> = new Map([
  [ErrorCode.PUSH_TOKEN_INVALID, 401],
  [ErrorCode.BODY_MALFORMED, 400],
  [ErrorCode.PUSH_PAYLOAD_TOO_LARGE, 413],
  [ErrorCode.PUSH_THROTTLED, 429],
]);

/** Runs after errorResponse has answered a refusal: gives the answer its HTTP status. */
function refusalStatus(): Middleware {
  return {
    onError: (request) => {
      const status = isDomainError(request.error) ? STATUS_OF.get(request.error.code) : undefined;
      if (status !== undefined && request.response) request.response = { ...request.response, statusCode: status };
    },
  };
}

function bodyBytes(event: APIGatewayProxyEventV2): Buffer {
  if (!event.body) return Buffer.alloc(0);
  return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
}

/** Any JSON value (an object or an array of rows); an empty or malformed body is BODY_MALFORMED. */
function parseJson(bytes: Buffer): unknown {
  if (bytes.length === 0) fail('BODY_MALFORMED');
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    fail('BODY_MALFORMED');
  }
}

export const pushRoute = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, WallboardContext>()
  .use(originVerify())
  .use(requestState())
  .use(observe('api'))
  .use(refusalStatus())
  .use(errorResponse())
  .handler(async (event, context) => {
    if (event.requestContext.http.method.toUpperCase() !== 'POST') fail('API_METHOD_WRONG');
    const bytes = bodyBytes(event);
    const result = await pushToChannel({
      channelId: event.rawPath.slice(API_PUSH_PREFIX.length),
      token: bearerToken(event.headers?.[HEADERS.authorization]),
      bytes: bytes.length,
      body: () => parseJson(bytes),
      now: context.wb.now,
    });
    return json({ code: 200, msg: result });
  });
