import * as z from 'zod';
import type { HttpRequestSpec } from '../../../shared/acts/api.js';
import { hasMaskedValue, keptRequestHeaders, maskedHeaders } from '../../../shared/widgets/secret-headers.js';
import { openSecrets, sealSecrets, type SecretOwner } from '../../lib/crypto/secret-box.js';
import type { ApiRecord } from '../../lib/data/data-apis.js';
import { fail } from '../../lib/errors.js';

/**
 * The upstream request headers of a proxy data API (`Authorization`, API keys…) are secrets of the
 * API, kept as a widget's request headers are (shared/widgets/secret-headers.ts):
 * - every answer that carries the definition shows each header by name with its value masked;
 * - a definition written with a masked value keeps the stored value of that header, only for the
 *   same API, the same URL and a header of that name (`keptRequestHeaders`); otherwise the write is
 *   refused as malformed — a mask is never a value;
 * - at rest the values are sealed by the connections' secret box, bound to the tenant and the API
 *   (owner `api:<id>`); the item keeps the names with masked values;
 * - only a run opens them, on the server.
 * An API stored before its header values were sealed holds them in clear in `http`: it is read as
 * it is and sealed at its next change.
 */
type SealedRequest = Pick<ApiRecord, 'http' | 'sealedHeaders'>;

const headersSchema = z.record(z.string(), z.string());

function owner(tenantId: string, apiId: string): SecretOwner {
  return { tenantId, connectionId: `api:${apiId}` };
}

/** The request as the item stores it: header names with masked values, the values sealed beside it. */
export async function sealedRequest(
  tenantId: string,
  apiId: string,
  http: HttpRequestSpec | undefined,
): Promise<SealedRequest> {
  if (!http) return {};
  if (Object.keys(http.headers).length === 0) return { http };
  const sealedHeaders = await sealSecrets(
    { password: JSON.stringify(http.headers), keyPem: '' },
    owner(tenantId, apiId),
  );
  return { http: { ...http, headers: maskedHeaders(http.headers) }, sealedHeaders };
}

/** The request a stored API sends, its header values opened (server side only). */
export async function openedRequest(
  api: Pick<ApiRecord, 'tenantId' | 'apiId'> & SealedRequest,
): Promise<HttpRequestSpec | undefined> {
  if (!api.http || !api.sealedHeaders) return api.http;
  const opened = await openSecrets(api.sealedHeaders, owner(api.tenantId, api.apiId));
  return { ...api.http, headers: headersSchema.parse(JSON.parse(opened.password)) };
}

/** The request as any answer shows it: every header value masked. */
export function maskedRequest(http: HttpRequestSpec): HttpRequestSpec {
  return { ...http, headers: maskedHeaders(http.headers) };
}

/**
 * A written request whose masked header values are taken from the stored API's (`stored`: none for
 * a new API); BODY_MALFORMED when a mask cannot be resolved.
 */
export async function unmaskedRequest(
  written: HttpRequestSpec | undefined,
  stored: (Pick<ApiRecord, 'tenantId' | 'apiId'> & SealedRequest) | undefined,
): Promise<HttpRequestSpec | undefined> {
  if (!written || !hasMaskedValue(written.headers)) return written;
  const from = stored && (await openedRequest(stored));
  const headers = keptRequestHeaders(written, from);
  if (!headers) fail('BODY_MALFORMED');
  return { ...written, headers };
}
