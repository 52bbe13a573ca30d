/**
 * A gateway event's body as text: API Gateway base64-encodes some bodies (`isBase64Encoded`),
 * HTTP requests and WebSocket frames alike. An absent body is ''.
 */
export function bodyText(event: { body?: string | null; isBase64Encoded?: boolean }): string {
  const body = event.body ?? '';
  return event.isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
}
