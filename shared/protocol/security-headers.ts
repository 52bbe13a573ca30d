/**
 * The security headers of every page and answer, defined once: CloudFront's response-headers
 * policies (infra/stacks/web-stack.ts) and the local gateway (scripts/local/gateway.ts) both
 * build theirs from this module, so the local stack runs the SPA under the deployed policy.
 *
 * The CSP is what the built SPA needs (checked against `web/dist`): no inline script and no
 * eval (`script-src 'self'`); inline styles, since Griffel and the inline `<style>` of
 * index.html inject them and Highcharts sets style attributes; images and videos from the
 * app, `/published/…`, data: and blob: URIs and any https address (image widgets and screen
 * backgrounds take a URL); web-page widgets frame https pages; the RPC, the presence
 * WebSocket (same origin) and the storage endpoint where presigned uploads, exports and
 * thumbnails live. No workers are used.
 *
 * Share pages are framed by the share's embed domains. A CDN header cannot vary per share, so
 * share paths allow any ancestor and the page itself checks `location.ancestorOrigins`
 * against the share's embed domains (web/src/share/access.ts); every other path may be framed
 * by the app itself only.
 */

/** Share pages (web/src/share/shareRoutes.ts): each a CloudFront behaviour `<prefix>*`. */
export const SHARE_PATH_PREFIXES = ['/screen-share/', '/group-share/', '/group-share-preview/'] as const;

export const isFramablePath = (path: string): boolean => SHARE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));

/** Strict-Transport-Security: two years, subdomains included. */
export const HSTS = { maxAgeSeconds: 63_072_000, includeSubDomains: true } as const;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** X-Frame-Options of paths that are not framable (share paths send none). */
export const FRAME_OPTIONS = 'SAMEORIGIN';

/** The local stack's storage (s3rver or moto, on loopback at a free port). */
export const LOCAL_STORAGE_ORIGINS: readonly string[] = ['http://127.0.0.1:*', 'http://localhost:*'];

/** `Content-Security-Policy` for a page that may be framed by `frameAncestors`. */
export function contentSecurityPolicy(framable: boolean, storageOrigins: readonly string[]): string {
  const storage = storageOrigins.join(' ');
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', `'self' data: blob: https: ${storage}`],
    ['media-src', `'self' blob: https: ${storage}`],
    ['font-src', "'self' data:"],
    ['connect-src', `'self' ${storage}`],
    ['frame-src', "'self' https:"],
    ['worker-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', framable ? '*' : "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value.trim()}`).join('; ');
}

export const hstsValue = (): string =>
  `max-age=${HSTS.maxAgeSeconds}${HSTS.includeSubDomains ? '; includeSubDomains' : ''}`;

/** Every security header of an answer to `path` (lower-case names). */
export function securityHeaders(path: string, storageOrigins: readonly string[]): Record<string, string> {
  const framable = isFramablePath(path);
  return {
    'content-security-policy': contentSecurityPolicy(framable, storageOrigins),
    'strict-transport-security': hstsValue(),
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    ...(framable ? {} : { 'x-frame-options': FRAME_OPTIONS }),
  };
}
