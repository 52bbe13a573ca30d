import { fetchUpstream, UpstreamError, type UpstreamLimits } from './fetch-upstream.js';

/**
 * A `fetch` for libraries that take one (openid-client's `customFetch`) that goes through the one
 * address policy: fetchUpstream resolves the host once, refuses private addresses unless
 * allow-listed, pins the connection, follows no redirect and caps time and size. Only GET and
 * POST with a text body are spoken, which is all an OpenID client sends.
 */
export function policyFetch(limits: UpstreamLimits) {
  return async (url: string, options: { method: string; headers: Record<string, string>; body: unknown }) => {
    if (options.method !== 'GET' && options.method !== 'POST') throw new TypeError(`method ${options.method}`);
    const body =
      options.body === undefined || options.body === null
        ? undefined
        : options.body instanceof URLSearchParams
          ? options.body.toString()
          : typeof options.body === 'string'
            ? options.body
            : undefined;
    if (options.body && body === undefined) throw new TypeError('only text bodies are sent');
    try {
      const answer = await fetchUpstream({ url, method: options.method, headers: options.headers, body }, limits);
      const empty = answer.status === 204 || answer.status === 205 || answer.status === 304;
      return new Response(empty ? null : answer.text, {
        status: answer.status,
        headers: { 'content-type': answer.contentType },
      });
    } catch (error) {
      // The library reports a failed fetch as a network error; the policy's reason stays in the log.
      if (error instanceof UpstreamError) throw new TypeError(`${error.failure}: ${error.message}`, { cause: error });
      throw error;
    }
  };
}
