import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/**
 * The address a request came from, for throttling and the share access log.
 *
 * Behind CloudFront, API Gateway's `sourceIp` is the CloudFront edge that forwarded the request,
 * shared by every viewer of that edge: throttling on it would let one abuser throttle everyone
 * near them. CloudFront tells the viewer's own address in `CloudFront-Viewer-Address`
 * (`ip:port`, forwarded by the API behaviour's AllViewerExceptHostHeader policy), which it sets
 * itself: a viewer cannot forge it through CloudFront. `X-Forwarded-For` is never used: its
 * leading entries are whatever the client sent.
 *
 * The HTTP API's own execute-api URL is public too, and there anyone can send the header. So
 * when `originSecret` is configured (CloudFront adds it as a custom origin header,
 * `x-origin-verify`), the header is believed only on requests that carry the secret; others
 * are known by `sourceIp`, which API Gateway takes from the connection and cannot be forged.
 * Without the secret the header is believed when present (then a client calling execute-api
 * directly can choose its address; the per-account limits still hold).
 */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** The IP of a `CloudFront-Viewer-Address` value (`192.0.2.1:4321`, `2001:db8::1:4321`, `[2001:db8::1]:4321`). */
export function viewerIp(value: string): string | undefined {
  const cut = value.lastIndexOf(':');
  if (cut <= 0) return undefined;
  const ip = value.slice(0, cut).replace(/^\[(.*)\]$/, '$1');
  return isIP(ip) ? ip : undefined;
}

function sameSecret(given: string | undefined, secret: string): boolean {
  if (given === undefined) return false;
  const left = Buffer.from(given);
  const right = Buffer.from(secret);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function clientAddress(headers: Record<string, string | undefined>, sourceIp: string, originSecret: string): string {
  const viewer = headers[VIEWER_ADDRESS_HEADER];
  const trusted = originSecret === '' || sameSecret(headers[ORIGIN_VERIFY_HEADER], originSecret);
  return (viewer !== undefined && trusted ? viewerIp(viewer) : undefined) ?? sourceIp;
}
