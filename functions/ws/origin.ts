/**
 * The browser origins a WebSocket may be opened from: `ALLOWED_ORIGINS`, comma-separated
 * (CDK sets the CloudFront domain's `https://…` origin; the local stack its own URLs).
 * A browser always sends `Origin` on a WebSocket handshake, so a foreign one is a page on another
 * site trying to ride a visitor's token: refused. A request without `Origin` is not from a
 * browser (a display agent, a script); it is let through, since it must present a live session
 * token like anyone else and could write any Origin it liked. When `ALLOWED_ORIGINS` is unset no
 * browser origin is accepted (fail closed).
 */
export function allowedOrigins(): Set<string> {
  return new Set(
    (process.env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().toLowerCase().replace(/\/+$/, ''))
      .filter(Boolean),
  );
}

/** A handshake header, whatever case the gateway gave its name. */
export function headerOf(
  headers: Record<string, string | undefined> | null | undefined,
  wanted: string,
): string | undefined {
  for (const [name, value] of Object.entries(headers ?? {})) if (name.toLowerCase() === wanted) return value;
  return undefined;
}

/** The request's `Origin` header. */
export function originOf(headers: Record<string, string | undefined> | null | undefined): string | undefined {
  return headerOf(headers, 'origin');
}

export function originAllowed(origin: string | undefined): boolean {
  if (origin === undefined) return true;
  return allowedOrigins().has(origin.trim().toLowerCase());
}
