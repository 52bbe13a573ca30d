import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildHandlers } from '../build-functions.js';
import { BUNDLE_BUDGET_BYTES, contributorOf, kB, overBudget, sizeOf } from './bundle-report.js';

/** What the bundles may leave out: the Lambda runtime's AWS SDK, and the Powertools layer. */
const PROVIDED = /^(@aws-sdk\/|@aws-lambda-powertools\/|aws-xray-sdk-core$)/;

const outDir = mkdtempSync(join(tmpdir(), 'wallboard-bundles-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('handler bundles', () => {
  it(`stay within ${kB(BUNDLE_BUDGET_BYTES)} each, built with the CDK settings`, { timeout: 60_000 }, async () => {
    const built = await buildHandlers(outDir);
    const sizes = built.map(({ name, file, metafile }) => sizeOf(name, file, metafile));
    expect(sizes.length).toBeGreaterThan(10);
    expect(sizes.flatMap((size) => size.externals).filter((name) => !PROVIDED.test(name))).toEqual([]);
    expect(
      overBudget(sizes).map(
        (size) => `${size.name}: ${kB(size.raw)}, ${size.top.map((c) => `${c.name} ${kB(c.bytes)}`).join(', ')}`,
      ),
    ).toEqual([]);
  });

  it('counts each input for its package or its folder of the repo', () => {
    expect(contributorOf('node_modules/zod/v4/classic/schemas.js')).toBe('zod');
    expect(contributorOf('node_modules/@middy/core/index.js')).toBe('@middy/core');
    expect(contributorOf('functions/lib/clients.ts')).toBe('functions/lib');
    expect(contributorOf('shared/acts/user.ts')).toBe('shared');
  });
});
