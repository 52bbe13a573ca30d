/**
 * The token of an outside call's `Authorization: Bearer <token>` header (the data API and push
 * routes take their token there only: a URL ends up in logs). Anything else is no token.
 */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}
