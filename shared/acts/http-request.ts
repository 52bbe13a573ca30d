import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/messages.js';

/**
 * The HTTP request the data proxy (`v1/api/proxy`, ./api.ts) fetches for the browser: the proxy
 * act's request, a data API's HTTP source and the HTTP source of a widget's data binding. Written
 * in zod/mini, so a link share reads its widgets' sources without loading classic zod.
 */
const pathFormat = codeMessage(ErrorCode.API_PATH_FORMAT);

export const PROXY_LIMITS = {
  urlMaxLength: 2048,
  headerCount: 20,
  bodyMaxChars: 65_536,
  /** Cache lifetime of an answer, seconds; 0 fetches every time. */
  ttlMaxSeconds: 3600,
  ttlDefaultSeconds: 10,
  /** The poll interval of a widget's HTTP source, seconds. */
  intervalMinSeconds: 1,
} as const;

export const HTTP_METHODS = ['GET', 'POST'] as const;

const headerName = z.string().check(z.regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$/, pathFormat));
const headerValue = z.string().check(z.maxLength(1024, pathFormat), z.regex(/^[^\r\n]*$/, pathFormat));

export const httpRequestSchema = z.object({
  url: z
    .string(codeMessage(ErrorCode.PARAMS_INCOMPLETE))
    .check(
      z.trim(),
      z.maxLength(PROXY_LIMITS.urlMaxLength, pathFormat),
      z.url(pathFormat),
      z.regex(/^https?:\/\//i, pathFormat),
    ),
  method: z._default(z.enum(HTTP_METHODS, codeMessage(ErrorCode.API_METHOD_WRONG)), 'GET'),
  headers: z._default(
    z
      .record(headerName, headerValue)
      .check(z.refine((headers) => Object.keys(headers).length <= PROXY_LIMITS.headerCount, pathFormat)),
    {},
  ),
  body: z.optional(z.string().check(z.maxLength(PROXY_LIMITS.bodyMaxChars, pathFormat))),
});

export type HttpRequestSpec = z.output<typeof httpRequestSchema>;
