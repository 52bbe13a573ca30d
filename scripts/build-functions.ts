import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { BUNDLING } from '../infra/stacks/lambda.js';
import { handlerFolder } from '../infra/permissions.js';
import { FAMILIES } from '../shared/protocol/acts.js';

/**
 * Bundles every handler as the CDK stacks do (same esbuild settings, from
 * infra/stacks/lambda.ts) into dist/functions/<name>.mjs; `npm start` runs these bundles.
 * `--sourcemap` also writes linked `.map` files beside them, for local debugging only
 * (the deployed bundles have none).
 */
const ROOT = resolve(import.meta.dirname, '..');
export const FUNCTIONS_OUT = join(ROOT, 'dist', 'functions');

/** Every bundle: one per act family (named as its folder, infra/permissions.ts), and the WebSocket handler. */
export const HANDLER_NAMES: readonly string[] = [...FAMILIES.map(handlerFolder), 'ws'];

export interface BuiltHandler {
  name: string;
  file: string;
  metafile: Metafile;
}

/** The esbuild options of one handler bundle, from the CDK bundling settings. */
export function bundleOptions(name: string, outDir: string, sourcemap = false): BuildOptions {
  return {
    entryPoints: [join(ROOT, 'functions', name, 'handler.ts')],
    outfile: join(outDir, `${name}.mjs`),
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'node',
    target: BUNDLING.target,
    format: 'esm',
    minify: BUNDLING.minify,
    sourcemap: sourcemap ? 'linked' : BUNDLING.sourceMap,
    mainFields: BUNDLING.mainFields,
    banner: BUNDLING.banner ? { js: BUNDLING.banner } : undefined,
    external: BUNDLING.externalModules,
    metafile: true,
    logLevel: 'warning',
  };
}

/** Builds every handler into `outDir` (emptied first) and answers each bundle's metafile. */
export async function buildHandlers(outDir: string, options: { sourcemap?: boolean } = {}): Promise<BuiltHandler[]> {
  rmSync(outDir, { recursive: true, force: true });
  return Promise.all(
    HANDLER_NAMES.map(async (name) => {
      const settings = bundleOptions(name, outDir, options.sourcemap);
      const result = await build(settings);
      return { name, file: String(settings.outfile), metafile: result.metafile ?? { inputs: {}, outputs: {} } };
    }),
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  const built = await buildHandlers(FUNCTIONS_OUT, { sourcemap: process.argv.includes('--sourcemap') });
  console.log(`Bundled ${built.length} handlers into dist/functions in ${Date.now() - started} ms`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
