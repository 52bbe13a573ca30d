/**
 * The pages before sign-in that the sign-in root draws (signIn/mountSignIn.tsx): it loads
 * neither the UI kit nor the router, so a visitor's first page stays light. Every other path
 * is the app's; inside the app, these paths load the document anew (routes/ToSignIn.tsx).
 */
export const SIGN_IN_PATHS = ['/login', '/register'] as const;
export type SignInPath = (typeof SIGN_IN_PATHS)[number];

/** The page's sign-in path, if it has one (a trailing slash and letter case as the router allows). */
export function signInPathOf(pathname: string): SignInPath | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return SIGN_IN_PATHS.find((each) => each === path) ?? null;
}

/**
 * Whether the sign-in root serves an address: a signed-in visitor's invitation (`/login?invite=`)
 * is accepted inside the app, where the workspace switch lives.
 */
export function servedBySignIn(pathname: string, search: string, signedIn: boolean): boolean {
  const path = signInPathOf(pathname);
  if (!path) return false;
  return !(path === '/login' && signedIn && new URLSearchParams(search).has('invite'));
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
