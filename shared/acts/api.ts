import * as z from 'zod';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/rules.js';
import { entityId } from './group.js';
import { groupValuesSchema } from './link-share.js';

/**
 * The data proxy (`v1/api/proxy`): a widget's HTTP source fetched by the server, so the browser
 * never needs CORS and 100 displays of a screen cost one upstream call per cache TTL. The same
 * request schema is the HTTP source of a widget's data binding.
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

const headerName = z.string().regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$/, pathFormat);
const headerValue = z
  .string()
  .max(1024, pathFormat)
  .regex(/^[^\r\n]*$/, pathFormat);

export const httpRequestSchema = z.object({
  url: z
    .string(codeMessage(ErrorCode.PARAMS_INCOMPLETE))
    .trim()
    .max(PROXY_LIMITS.urlMaxLength, pathFormat)
    .url(pathFormat)
    .regex(/^https?:\/\//i, pathFormat),
  method: z.enum(HTTP_METHODS, codeMessage(ErrorCode.API_METHOD_WRONG)).default('GET'),
  headers: z
    .record(headerName, headerValue)
    .refine((headers) => Object.keys(headers).length <= PROXY_LIMITS.headerCount, pathFormat)
    .default({}),
  body: z.string().max(PROXY_LIMITS.bodyMaxChars, pathFormat).optional(),
});

/**
 * The widget whose source a proxy call is (optional): the server then takes the request headers
 * from the stored widget — all of the request for callers who may only read the screen, and for
 * a version's widget; for editors, the values they see masked (shared/widgets/secret-headers.ts).
 * `values` are those of the communication group the widget listens to, as in link_share_data.
 */
export const proxyWidgetRef = z.object({
  screen_id: entityId,
  widget_id: entityId,
  version_id: entityId.optional(),
  values: groupValuesSchema,
});

export const proxyArgs = httpRequestSchema.extend({
  ttl: z.number().int().min(0).max(PROXY_LIMITS.ttlMaxSeconds).default(PROXY_LIMITS.ttlDefaultSeconds),
  widget: proxyWidgetRef.optional(),
});
export type ProxyWidgetRef = z.output<typeof proxyWidgetRef>;

export type HttpRequestSpec = z.output<typeof httpRequestSchema>;

/** What the proxy answers: the upstream's parsed JSON (or its text), and how fresh it is. */
export interface ProxyAnswer {
  status: number;
  /** Parsed JSON when the answer was JSON, else the text. */
  data: unknown;
  /** When the upstream answered, epoch ms. */
  fetchedAt: number;
  /** Served from the cache (another display or an earlier poll fetched it). */
  cached: boolean;
}
