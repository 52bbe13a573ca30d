import { isPendingSsoLink } from '../api/ssoLinkPending';

/**
 * The pages before sign-in that the sign-in root draws (signIn/mountSignIn.tsx): it loads
 * neither the UI kit nor the router, so a visitor's first page stays light. Every other path
 * is the app's; inside the app, these paths load the document anew (routing/signInHandover.ts).
 */
export const SIGN_IN_PATHS = ['/login', '/register', '/sso', '/ssosaas'] as const;
export type SignInPath = (typeof SIGN_IN_PATHS)[number];

/** The page's sign-in path, if it has one (a trailing slash and letter case as the router allows). */
export function signInPathOf(pathname: string): SignInPath | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return SIGN_IN_PATHS.find((each) => each === path) ?? null;
}

/** What decides, besides the address, which root draws a sign-in path. */
export interface Visitor {
  signedIn: boolean;
  /** The tab waits for the provider's answer to a link of single sign-on (api/ssoLinkPending.ts). */
  linkingSso: boolean;
}

/** The visitor as this tab knows it: a stored session or not, and a link waiting for the address's `state`. */
export function visitorOf(search: string, signedIn: boolean): Visitor {
  return { signedIn, linkingSso: isPendingSsoLink(new URLSearchParams(search).get('state')) };
}

/**
 * Whether the sign-in root serves an address. The app keeps what needs a session: a signed-in
 * visitor's invitation (`/login?invite=`) is accepted there, where the workspace switch lives,
 * and a link of single sign-on this tab started finishes there (`/sso`).
 */
export function servedBySignIn(pathname: string, search: string, visitor: Visitor): boolean {
  const path = signInPathOf(pathname);
  if (path === '/login') return !(visitor.signedIn && new URLSearchParams(search).has('invite'));
  if (path === '/sso') return !visitor.linkingSso;
  return path !== null;
}

/** What the app's router keeps as a location's state in the history entry (React Router's `usr`). */
export const routerHistoryState = (state: unknown) => ({ usr: state, key: 'signIn', idx: 0 });

/**
 * The history state the app leaves when it hands a sign-in path to the sign-in root: the root
 * serves the reloaded page whatever it would decide itself (the app's store prefix comes from
 * the server's config, which the first choice cannot read), and shows the notice the app gave.
 */
export interface SignInHandover {
  signIn: true;
  notice?: string;
  /** The toasts the app showed just before (why the session ended), shown again by the sign-in root. */
  toasts?: { intent: 'success' | 'info' | 'warning' | 'error'; text: string }[];
}

export function isSignInHandover(state: unknown): state is SignInHandover {
  return typeof state === 'object' && state !== null && (state as { signIn?: unknown }).signIn === true;
}
