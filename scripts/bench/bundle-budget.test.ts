import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shippedModules } from '../../infra/stacks/lambda.js';
import { buildHandlers } from '../build-functions.js';
import {
  BUNDLE_BUDGET_BYTES,
  IDENTITY_BUNDLE_BUDGET_BYTES,
  QUERY_BUNDLE_BUDGET_BYTES,
  budgetOf,
  contributorOf,
  kB,
  overBudget,
  sizeOf,
} from './bundle-report.js';

/** What the bundles may leave out: the Lambda runtime's AWS SDK, and the Powertools layer. */
const PROVIDED = /^(@aws-sdk\/|@aws-lambda-powertools\/|aws-xray-sdk-core$)/;
/**
 * Optional requires the database drivers guard and never reach here: pg's native bindings (only
 * on `pg.native`), mysql2's SQL highlighter for debug output (inside a try).
 */
const GUARDED_OPTIONAL = /^(pg-native|cardinal)$/;

const outDir = mkdtempSync(join(tmpdir(), 'wallboard-bundles-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('handler bundles', () => {
  it(
    `stay within ${kB(BUNDLE_BUDGET_BYTES)} each (query functions ${kB(QUERY_BUNDLE_BUDGET_BYTES)}), built with the CDK settings`,
    { timeout: 60_000 },
    async () => {
      const built = await buildHandlers(outDir);
      const sizes = built.map(({ name, file, metafile }) => sizeOf(name, file, metafile));
      expect(sizes.length).toBeGreaterThan(10);
      // The engines' drivers, DuckDB and exceljs are shipped beside the functions that use them
      // only (lambda.ts shippedModules).
      const shipped = (bundle: string, name: string) => shippedModules(bundle).includes(name);
      expect(
        sizes.flatMap((size) =>
          size.externals
            .filter((name) => !PROVIDED.test(name) && !GUARDED_OPTIONAL.test(name) && !shipped(size.name, name))
            .map((name) => `${size.name}: ${name}`),
        ),
      ).toEqual([]);
      expect(
        overBudget(sizes).map(
          (size) => `${size.name}: ${kB(size.raw)}, ${size.top.map((c) => `${c.name} ${kB(c.bytes)}`).join(', ')}`,
        ),
      ).toEqual([]);
    },
  );

  it('gives the larger budget to the query functions only', () => {
    // screen and group run shared widgets' data APIs (link_share_data), so they carry the drivers;
    // worksheet lists a connection's columns and extracts tables.
    for (const name of ['datasource', 'api', 'screen', 'group', 'worksheet'])
      expect(budgetOf(name), name).toBe(QUERY_BUNDLE_BUDGET_BYTES);
    for (const name of ['favourite', 'upload', 'tenant', 'ws']) expect(budgetOf(name), name).toBe(BUNDLE_BUDGET_BYTES);
    for (const name of ['user', 'admin']) expect(budgetOf(name), name).toBe(IDENTITY_BUNDLE_BUDGET_BYTES);
  });

  it('counts each input for its package or its folder of the repo', () => {
    expect(contributorOf('node_modules/zod/v4/classic/schemas.js')).toBe('zod');
    expect(contributorOf('node_modules/@middy/core/index.js')).toBe('@middy/core');
    expect(contributorOf('functions/lib/clients.ts')).toBe('functions/lib');
    expect(contributorOf('shared/acts/user.ts')).toBe('shared');
  });
});
