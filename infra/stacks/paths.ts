import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in `infra/stacks/`). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const LOCK_FILE = join(REPO_ROOT, 'package-lock.json');

/** The built SPA, produced by `npm run build:web`; absent until then. */
export const WEB_DIST = join(REPO_ROOT, 'web', 'dist');

/** Entry of a function: `functions/<folder>/<file>` (`handler.ts` unless named). */
export function handlerEntry(folder: string, file = 'handler.ts'): string {
  return join(REPO_ROOT, 'functions', folder, file);
}
