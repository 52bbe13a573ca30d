import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in `infra/stacks/`). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const LOCK_FILE = join(REPO_ROOT, 'package-lock.json');

/** The built SPA, produced by `npm run build:web`; absent until then. */
export const WEB_DIST = join(REPO_ROOT, 'web', 'dist');

/** Handler entry of a function folder: `functions/<name>/handler.ts`. */
export function handlerEntry(name: string): string {
  return join(REPO_ROOT, 'functions', name, 'handler.ts');
}
