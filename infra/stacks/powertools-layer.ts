import { createHash } from 'node:crypto';
import { cpSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { AssetHashType, DockerImage, Stack } from 'aws-cdk-lib';
import { Code, LayerVersion, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { LOCK_FILE, REPO_ROOT } from './paths.js';

/**
 * The Powertools packages the handlers import (functions/lib/log.ts, metrics, clients.ts' Tracer).
 * Their bundles leave them out (lambda.ts BUNDLING) and load them from this layer.
 */
const POWERTOOLS_PACKAGES = [
  '@aws-lambda-powertools/logger',
  '@aws-lambda-powertools/metrics',
  '@aws-lambda-powertools/tracer',
] as const;

interface LockEntry {
  version?: string;
  integrity?: string;
  dev?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** Type declarations, never loaded at run time (aws-xray-sdk-core lists `@types/cls-hooked` as a dependency). */
const TYPES_ONLY = /(^|\/)node_modules\/@types\//;

/**
 * The lockfile paths (`node_modules/...`, nested ones included) of the Powertools packages and
 * everything they load, resolved the way Node does: from a package's own `node_modules` up.
 */
export function powertoolsLayerPaths(lockFile = LOCK_FILE): string[] {
  const packages = (JSON.parse(readFileSync(lockFile, 'utf8')) as { packages: Record<string, LockEntry> }).packages;
  const found = new Set<string>();
  const resolve = (from: string, name: string): string | undefined => {
    let base = from;
    for (;;) {
      const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
      if (packages[candidate]) return candidate;
      if (!base) return undefined;
      const up = base.lastIndexOf('/node_modules/');
      base = up < 0 ? '' : base.slice(0, up);
    }
  };
  const visit = (path: string) => {
    if (found.has(path) || TYPES_ONLY.test(path)) return;
    const entry = packages[path];
    if (!entry) throw new Error(`${path} is not in ${lockFile}`);
    found.add(path);
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      const dependency = resolve(path, name);
      if (dependency) visit(dependency);
      else if (!entry.optionalDependencies?.[name]) throw new Error(`${path} needs ${name}, not in ${lockFile}`);
    }
  };
  for (const name of POWERTOOLS_PACKAGES) visit(`node_modules/${name}`);
  return [...found].sort();
}

/**
 * The layer's content: the installed packages of powertoolsLayerPaths, copied from the repository's
 * node_modules under `nodejs/` (where Lambda resolves a layer's packages). All are plain JavaScript,
 * the same on every platform, so the copy is what `npm ci` would install; nothing is downloaded.
 * Its hash is the lockfile's versions and integrities of those packages.
 */
function powertoolsLayerCode(): Code {
  const paths = powertoolsLayerPaths();
  const packages = (JSON.parse(readFileSync(LOCK_FILE, 'utf8')) as { packages: Record<string, LockEntry> }).packages;
  const hash = createHash('sha256');
  for (const path of paths)
    hash.update(`${path}@${packages[path]?.version ?? ''}#${packages[path]?.integrity ?? ''}\n`);
  return Code.fromAsset(join(REPO_ROOT, 'infra'), {
    assetHashType: AssetHashType.CUSTOM,
    assetHash: hash.digest('hex'),
    bundling: {
      // Never used: local bundling always succeeds (no Docker on the build machines).
      image: DockerImage.fromRegistry('public.ecr.aws/docker/library/busybox'),
      local: {
        tryBundle(outputDir: string): boolean {
          for (const path of paths) {
            const source = join(REPO_ROOT, path);
            // A nested node_modules is copied as a path of its own, if the closure holds it.
            cpSync(source, join(outputDir, 'nodejs', path), {
              recursive: true,
              dereference: true,
              filter: (file) => !relative(source, file).split(sep).includes('node_modules'),
            });
          }
          return true;
        },
      },
    },
  });
}

/**
 * The Powertools layer, one per stack: the lockfile's versions, published with the app. AWS's
 * public Powertools layer (and its SSM parameter per version) is not in every region, and bundling
 * Powertools into each handler would cost ~165 kB of its 300 kB budget.
 */
export function powertoolsLayer(scope: Construct): ILayerVersion {
  const stack = Stack.of(scope);
  const id = 'PowertoolsLayer';
  const existing = stack.node.tryFindChild(id);
  if (existing) return existing as ILayerVersion;
  return new LayerVersion(stack, id, {
    code: powertoolsLayerCode(),
    description: 'Powertools for AWS Lambda (TypeScript) and the X-Ray SDK, at the versions of package-lock.json',
  });
}
