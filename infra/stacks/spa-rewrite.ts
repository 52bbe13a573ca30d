/**
 * Source of the CloudFront Function (cloudfront-js-2.0, viewer-request) of the SPA's default
 * behaviour: a client route (no file extension) is answered with `/index.html`. Real
 * errors of S3 or of the API keep their status, unlike a 403/404 → index.html error page.
 */
export function spaRewriteCode(passThroughPrefixes: readonly string[]): string {
  return `var PASS = ${JSON.stringify(passThroughPrefixes)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  for (var i = 0; i < PASS.length; i++) {
    if (uri.indexOf(PASS[i]) === 0) return request;
  }
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}
`;
}
