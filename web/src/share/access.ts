import type { ShareAccess } from '../../../shared/acts/link-share.js';
import type { StorageLike } from '../storage';

/**
 * What the share pages keep and check in the browser: the access token a password bought
 * (this tab only, until it expires) and whether the page may be drawn inside its frame.
 */
const KEY = (token: string) => `wallboard.share.${token}`;

export function storedAccess(storage: StorageLike, token: string, now: number): string | null {
  try {
    const parsed = JSON.parse(storage.getItem(KEY(token)) ?? 'null') as ShareAccess | null;
    return parsed && typeof parsed.access === 'string' && parsed.expires_at > now ? parsed.access : null;
  } catch {
    return null;
  }
}

export function storeAccess(storage: StorageLike, token: string, access: ShareAccess): void {
  storage.setItem(KEY(token), JSON.stringify(access));
}

export function forgetAccess(storage: StorageLike, token: string): void {
  storage.removeItem(KEY(token));
}

/** `host` is `domain` or, for `*.domain`, a subdomain of it (ports must match when given). */
export function hostAllowed(host: string, domains: readonly string[]): boolean {
  const candidate = host.toLowerCase();
  return domains.some((domain) => {
    if (domain.startsWith('*.')) return candidate.endsWith(domain.slice(1)) && candidate.length > domain.length - 1;
    return candidate === domain || (!domain.includes(':') && candidate.replace(/:\d+$/, '') === domain);
  });
}

/**
 * Whether a share may be drawn here: always at the top level; inside a frame only when the
 * share names no domains or the framing page's host is one of them. The framing origin is
 * `location.ancestorOrigins` where the browser has it (Chromium, Safari), else the referrer.
 */
export function embedAllowed(domains: readonly string[], place: { framed: boolean; ancestor: string | null }): boolean {
  if (!place.framed || domains.length === 0) return true;
  if (!place.ancestor) return false;
  try {
    return hostAllowed(new URL(place.ancestor).host, domains);
  } catch {
    return false;
  }
}

export function currentPlace(): { framed: boolean; ancestor: string | null } {
  const framed = window.self !== window.top;
  const ancestors = window.location.ancestorOrigins;
  return {
    framed,
    ancestor: ancestors && ancestors.length > 0 ? (ancestors[ancestors.length - 1] ?? null) : document.referrer || null,
  };
}
