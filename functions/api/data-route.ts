import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { HEADERS } from '../../shared/protocol/envelope.js';
import { API_DATA_PREFIX } from '../../shared/protocol/routes.js';
import type { WallboardContext } from '../lib/act.js';
import { fail } from '../lib/errors.js';
import { readJsonBody } from '../lib/middleware/envelope.js';
import { errorResponse } from '../lib/middleware/error-response.js';
import { observe } from '../lib/middleware/observe.js';
import { originVerify } from '../lib/middleware/origin-verify.js';
import { requestState } from '../lib/middleware/request-state.js';
import { bearerToken } from '../lib/net/bearer.js';
import { inRequestTime } from '../lib/request-deadline.js';
import { json } from '../lib/respond.js';
import { callApi } from '../core/data-apis/index.js';

/**
 * `GET|POST /api/data/{path}`: an outside call of a published data API. The token comes in
 * `Authorization: Bearer <token>` only (a URL ends up in logs); the values are the query
 * string's fields (GET; a repeated field arrives comma-joined, as a list parameter reads it) or
 * the JSON object of the body (POST). Run under the request's deadline (request-deadline.ts), as
 * an act is. Answered `{code: 200, msg: ApiRunResult}` or a catalogue error, never a stack trace
 * (errorResponse).
 */
const MAX_BODY_CHARS = 1024 * 1024;

export const dataRoute = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, WallboardContext>()
  .use(originVerify())
  .use(requestState())
  .use(observe('api'))
  .use(errorResponse())
  .handler(async (event, context) => {
    const method = event.requestContext.http.method.toUpperCase();
    if (method !== 'GET' && method !== 'POST') fail('API_METHOD_WRONG');
    const result = await inRequestTime(context, () =>
      callApi({
        secret: bearerToken(event.headers?.[HEADERS.authorization]),
        method,
        path: event.rawPath.slice(API_DATA_PREFIX.length),
        values:
          method === 'GET'
            ? { ...(event.queryStringParameters ?? {}) }
            : event.body
              ? readJsonBody(event, MAX_BODY_CHARS)
              : {},
        now: context.wb.now,
      }),
    );
    return json({ code: 200, msg: result });
  });
