/** The app's code, asked for once: while the visitor fills a sign-in form in, so signing in does not wait for it. */
let appModule: Promise<typeof import('../app/mountApp')> | null = null;

export const loadAppCode = () => (appModule ??= import('../app/mountApp'));
