/** Pure choices of routing (docs/ARCHITECTURE.md#web-app-routes): the login address, the unknown-path target, the redirect query. */

export type LoginType = 'sso' | 'self';

/**
 * Reads `login_type` from a `document.cookie` string; anything but sso/self is ignored. The two
 * values need no decoding, so the raw value is compared: a malformed escape (another site's
 * cookie on the domain) cannot throw where every RPC reads it.
 */
export function loginTypeCookie(cookie: string): LoginType | null {
  for (const part of cookie.split(';')) {
    const [rawName, ...rest] = part.split('=');
    if (rawName?.trim() !== 'login_type') continue;
    const value = rest.join('=').trim();
    if (value === 'sso' || value === 'self') return value;
  }
  return null;
}

/** `/sso` or `/login`: by the login_type cookie when present, else by the isSso config flag. */
export function loginAddress(cookie: string, isSso: boolean): '/sso' | '/login' {
  const type = loginTypeCookie(cookie);
  if (type) return type === 'sso' ? '/sso' : '/login';
  return isSso ? '/sso' : '/login';
}

/** The login address with `?redirect=<path>`, unless the path is itself a sign-in page. */
export function loginRedirect(address: string, currentPath: string): string {
  const bare = currentPath.split(/[?#]/)[0] ?? '';
  if (!currentPath || bare === '/' || SIGN_IN_PATHS.has(bare)) return address;
  return `${address}?redirect=${encodeURIComponent(currentPath)}`;
}

const SIGN_IN_PATHS = new Set(['/login', '/sso', '/ssosaas', '/register', '/modifyPassword']);

export interface UnknownPathInput {
  auth: string | null;
  defaultGroupId: string | null;
  loginAddress: string;
}

/** Unknown path: the default group's screen list when signed in, else the login address. */
export function unknownPathTarget({ auth, defaultGroupId, loginAddress: address }: UnknownPathInput): string {
  if (!auth) return address;
  return defaultGroupId ? `/screenList/${encodeURIComponent(defaultGroupId)}` : '/screenList';
}

/**
 * Where to go after signing in: the `redirect` query when it is a same-site path (never
 * another origin, never back to a sign-in page), else the screen list.
 */
export function afterLoginTarget(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) {
    return '/screenList';
  }
  const bare = redirect.split(/[?#]/)[0] ?? '';
  return SIGN_IN_PATHS.has(bare) ? '/screenList' : redirect;
}

/** Page title: `Route title · Logo text name`, either alone when the other is missing. */
export function pageTitle(logoTextName: string | undefined, routeTitle: string | undefined): string {
  const logo = logoTextName?.trim();
  const route = routeTitle?.trim();
  if (logo && route) return `${route} · ${logo}`;
  return logo || route || 'Wallboard';
}
