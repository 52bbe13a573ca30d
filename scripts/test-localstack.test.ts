import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('./test-localstack.mjs', import.meta.url));

/** Runs `npm run test:localstack` with `env` in place of the endpoint variables. */
function run(env: Record<string, string>) {
  const base = { ...process.env };
  delete base.LOCALSTACK_ENDPOINT;
  delete base.AWS_ENDPOINT_URL;
  return spawnSync(process.execPath, [SCRIPT], { env: { ...base, ...env }, encoding: 'utf8', timeout: 20_000 });
}

describe('npm run test:localstack', () => {
  it('fails with one line naming the variable when no LocalStack endpoint is given', () => {
    const result = run({});
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('LOCALSTACK_ENDPOINT');
  });

  it('fails without running the suite when nothing answers at the endpoint', () => {
    const result = run({ LOCALSTACK_ENDPOINT: 'http://127.0.0.1:1' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('no LocalStack answers at http://127.0.0.1:1');
  });
});
