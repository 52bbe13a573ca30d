import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The stack serves the built SPA; fail early and clearly when it has not been built. */
export default function globalSetup(): void {
  const index = fileURLToPath(new URL('../../web/dist/index.html', import.meta.url));
  if (!existsSync(index)) {
    throw new Error('web/dist is missing: run `npx vite build --config web/vite.config.ts` before the e2e suite.');
  }
}
