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
 * Deployed, only CloudFront reaches the handlers: the first middleware (`originVerify`) refuses
 * any request without CloudFront's origin-verify secret, so a caller of the execute-api URL
 * cannot name its own address. Locally the gateway sets the header from the socket, as
 * CloudFront does (only the test suites may name other clients).
 */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/** The IP of a `CloudFront-Viewer-Address` value (`192.0.2.1:4321`, `2001:db8::1:4321`, `[2001:db8::1]:4321`). */
export function viewerIp(value: string): string | undefined {
  const cut = value.lastIndexOf(':');
  if (cut <= 0) return undefined;
  const ip = value.slice(0, cut).replace(/^\[(.*)\]$/, '$1');
  return isIP(ip) ? ip : undefined;
}

export function clientAddress(headers: Record<string, string | undefined>, sourceIp: string): string {
  const viewer = headers[VIEWER_ADDRESS_HEADER];
  return (viewer !== undefined ? viewerIp(viewer) : undefined) ?? sourceIp;
}
