import * as z from 'zod/mini';
import { entityId } from './group.js';
import { httpRequestSchema, PROXY_LIMITS } from './http-request.js';
import { groupValuesSchema } from './link-share.js';

/**
 * The data proxy (`v1/api/proxy`): a widget's HTTP source fetched by the server, so the browser
 * never needs CORS and 100 displays of a screen cost one upstream call per cache TTL. The request
 * schema (./http-request.ts) is also the HTTP source of a widget's data binding.
 */
export { HTTP_METHODS, httpRequestSchema, PROXY_LIMITS, type HttpRequestSpec } from './http-request.js';

/**
 * The widget whose source a proxy call is (optional): the server then takes the request headers
 * from the stored widget — all of the request for callers who may only read the screen, and for
 * a version's widget; for editors, the values they see masked (shared/widgets/secret-headers.ts).
 * `values` are those of the communication group the widget listens to, as in link_share_data.
 */
export const proxyWidgetRef = z.object({
  screen_id: entityId,
  widget_id: entityId,
  version_id: z.optional(entityId),
  values: groupValuesSchema,
});

export const proxyArgs = z.object({
  ...httpRequestSchema.shape,
  ttl: z._default(
    z.number().check(z.int(), z.gte(0), z.lte(PROXY_LIMITS.ttlMaxSeconds)),
    PROXY_LIMITS.ttlDefaultSeconds,
  ),
  widget: z.optional(proxyWidgetRef),
});
export type ProxyWidgetRef = z.output<typeof proxyWidgetRef>;

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

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'v1/api/proxy': proxyArgs,
} as const;
