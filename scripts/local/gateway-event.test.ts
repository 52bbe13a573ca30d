import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { toApiGatewayEvent, webSocketSourceIp } from './gateway.js';

/** A request from `address:port` carrying `headers`, as Node's HTTP server hands it over. */
function requestFrom(address: string, port: number, headers: Record<string, string>): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: address });
  Object.defineProperty(socket, 'remotePort', { value: port });
  const request = new IncomingMessage(socket);
  request.method = 'POST';
  request.headers = headers;
  return request;
}

describe('the gateway as CloudFront: the viewer address', () => {
  const url = new URL('http://localhost/rpc/user');

  it('sets CloudFront-Viewer-Address from the socket and drops the one a client forged', () => {
    const forged = requestFrom('::ffff:127.0.0.1', 50123, { 'cloudfront-viewer-address': '198.18.7.7:443' });
    expect(toApiGatewayEvent(forged, url, Buffer.alloc(0)).headers['cloudfront-viewer-address']).toBe(
      '127.0.0.1:50123',
    );
    const v6 = requestFrom('::1', 50124, {});
    expect(toApiGatewayEvent(v6, url, Buffer.alloc(0)).headers['cloudfront-viewer-address']).toBe('[::1]:50124');
  });

  it('lets the test suites name their stand-in clients', () => {
    const named = requestFrom('127.0.0.1', 50125, { 'cloudfront-viewer-address': '198.18.7.7:443' });
    expect(toApiGatewayEvent(named, url, Buffer.alloc(0), true).headers['cloudfront-viewer-address']).toBe(
      '198.18.7.7:443',
    );
  });
});

describe('the gateway as the WebSocket API: identity.sourceIp of a handshake', () => {
  it("is the socket's address, whatever header a client sends", () => {
    expect(webSocketSourceIp(requestFrom('::ffff:127.0.0.1', 50126, {}))).toBe('::ffff:127.0.0.1');
    const forged = requestFrom('127.0.0.1', 50127, { 'cloudfront-viewer-address': '198.18.7.7:443' });
    expect(webSocketSourceIp(forged)).toBe('127.0.0.1');
  });

  it('lets the test suites name their stand-in clients, a malformed name falling back to the socket', () => {
    const named = requestFrom('127.0.0.1', 50128, { 'cloudfront-viewer-address': '198.18.7.7:443' });
    expect(webSocketSourceIp(named, true)).toBe('198.18.7.7');
    const v6 = requestFrom('127.0.0.1', 50129, { 'cloudfront-viewer-address': '[2001:db8::5]:443' });
    expect(webSocketSourceIp(v6, true)).toBe('2001:db8::5');
    const malformed = requestFrom('127.0.0.1', 50130, { 'cloudfront-viewer-address': 'not-an-address' });
    expect(webSocketSourceIp(malformed, true)).toBe('127.0.0.1');
  });
});
