import { fileURLToPath } from 'node:url';

/**
 * A stand-in for the built SPA (`web/dist`, absent until `npm run build:web`): synth refuses to run
 * without one (infra/stacks/web-stack.ts), so the tests that build the app name this one (`siteDir`).
 */
export const SITE_FIXTURE = fileURLToPath(new URL('./fixtures/site/', import.meta.url));
