import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { BUNDLING } from '../infra/stacks/lambda.js';
import { FAMILIES } from '../shared/protocol/acts.js';

/**
 * Bundles every handler as the CDK stacks do (same esbuild settings, from
 * infra/stacks/lambda.ts) into dist/functions/<name>.mjs; `npm start` runs these bundles.
 */
const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'dist', 'functions');

async function main(): Promise<void> {
  rmSync(OUT, { recursive: true, force: true });
  const names = [...FAMILIES, 'ws'];
  const started = Date.now();
  await Promise.all(
    names.map((name) =>
      build({
        entryPoints: [join(ROOT, 'functions', name, 'handler.ts')],
        outfile: join(OUT, `${name}.mjs`),
        bundle: true,
        platform: 'node',
        target: BUNDLING.target,
        format: 'esm',
        minify: BUNDLING.minify,
        sourcemap: BUNDLING.sourceMap,
        mainFields: BUNDLING.mainFields,
        banner: BUNDLING.banner ? { js: BUNDLING.banner } : undefined,
        external: BUNDLING.externalModules,
        logLevel: 'warning',
      }),
    ),
  );
  console.log(`Bundled ${names.length} handlers into dist/functions in ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
