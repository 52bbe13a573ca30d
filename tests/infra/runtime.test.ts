import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DRIVER_MODULES, RUNTIME } from '../../infra/stacks/lambda.js';

/**
 * The tests, `npm start` and the bundles' target run on the Node major Lambda runs: the `node`
 * package the lockfile installs (its binary is first on the PATH of every npm script).
 */
const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const lambdaMajor = Number(/^nodejs(\d+)\.x$/.exec(RUNTIME.name)?.[1]);
const require = createRequire(import.meta.url);

describe('the Node runtime', () => {
  it('is the major Lambda runs, for these tests and in package.json', () => {
    expect(lambdaMajor).toBeGreaterThanOrEqual(24);
    expect(Number(process.versions.node.split('.')[0])).toBe(lambdaMajor);
    expect(manifest.engines.node).toBe(`>=${lambdaMajor}`);
    expect(manifest.devDependencies.node).toMatch(new RegExp(`^\\^${lambdaMajor}\\.`));
  });

  it('loads the native DuckDB binding the worksheet engine ships', async () => {
    const { DuckDBInstance } = await import('@duckdb/node-api');
    const connection = await (await DuckDBInstance.create(':memory:')).connect();
    const reader = await connection.runAndReadAll('SELECT 6 * 7 AS answer');
    expect(reader.getRowObjects()).toEqual([{ answer: 42 }]);
    connection.closeSync();
  });

  it('loads the database drivers shipped beside the query functions', () => {
    for (const driver of DRIVER_MODULES) expect(require(driver), driver).toBeTruthy();
  });
});
