import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { closePool } from '../../functions/lib/sql/pools.js';
import { runReadonly, type QueryRequest } from '../../functions/lib/sql/run-readonly.js';
import { MARIADB_BYPASSES, POSTGRESQL_BYPASSES } from './helpers/sql-bypass-corpus.js';
import { openAdmin, readerSettings, SQL_ALLOW_HOSTS, TESTED_TYPES, type Admin } from './helpers/sql-servers.js';

/**
 * The SQL engine's read-only runs against the machine's real PostgreSQL and MariaDB: the bypass
 * corpus changes nothing and reads no server file, a sleeping statement is cancelled within its
 * timeout plus a second and the pool serves the next query, parameters are bound, caps hold.
 */
const CORPUS = { postgresql: POSTGRESQL_BYPASSES, mariadb: MARIADB_BYPASSES };
const SLEEP = { postgresql: 'SELECT pg_sleep(600)', mariadb: 'SELECT SLEEP(600)' };
/** Sleeps that first lift their own server-side timeout: only the second-session cancel ends them. */
const UNTIMED_SLEEP = {
  postgresql: "SELECT pg_sleep(600) FROM (SELECT set_config('statement_timeout', '0', false)) AS lifted",
  mariadb: 'SET STATEMENT max_statement_time = 0 FOR SELECT SLEEP(600)',
};
const PASSWD_LINE = /root:[^:]*:0:0:/;

function leftFiles(): string[] {
  return readdirSync('/tmp').filter((name) => name.startsWith('wb_test_'));
}

describe.each(TESTED_TYPES)('read-only runs on %s', (type) => {
  let admin: Admin;
  let before: string;
  const request = (statement: string, extra: Partial<QueryRequest> = {}): QueryRequest => ({
    key: { tenantId: 'wb-test', connectionId: `wb-test-readonly-${type}`, revision: '1' },
    settings: readerSettings(type, 2),
    allowHosts: SQL_ALLOW_HOSTS,
    statement,
    ...extra,
  });

  beforeAll(async () => {
    admin = await openAdmin(type);
    before = await admin.checksum();
  });
  afterAll(async () => {
    await closePool('wb-test', `wb-test-readonly-${type}`);
    await admin.close();
  });

  it('reads the canary with a bound parameter', async () => {
    const mark = type === 'postgresql' ? '$1' : '?';
    const result = await runReadonly(
      request(`SELECT id, note FROM wb_test_canary WHERE note = ${mark}`, { params: ["beta' OR '1'='1"] }),
    );
    expect(result.rows).toEqual([]);
    const hit = await runReadonly(
      request(`SELECT id, note FROM wb_test_canary WHERE note = ${mark}`, { params: ['beta'] }),
    );
    expect(hit.rows).toEqual([[2, 'beta']]);
    expect(hit.columns.map((c) => c.name)).toEqual(['id', 'note']);
  });

  it.each(CORPUS[type].map((statement, index) => [index + 1, statement]))(
    'bypass attempt %i changes nothing and reads no file: %s',
    async (_n, statement) => {
      let answer: string;
      try {
        answer = JSON.stringify(await runReadonly(request(statement)));
      } catch (error) {
        answer = JSON.stringify(error instanceof Error && 'data' in error ? error.data : String(error));
      }
      expect(answer).not.toMatch(PASSWD_LINE);
      expect(await admin.checksum()).toBe(before);
      expect(leftFiles()).toEqual([]);
    },
  );

  it('has a checksum that sees a write (the corpus check can fail)', async () => {
    await admin.exec("UPDATE wb_test_canary SET note = 'changed' WHERE id = 1");
    expect(await admin.checksum()).not.toBe(before);
    await admin.exec("UPDATE wb_test_canary SET note = 'alpha' WHERE id = 1");
    expect(await admin.checksum()).toBe(before);
  });

  it('leaves the canary and the server as they were after the whole corpus', async () => {
    expect(await admin.checksum()).toBe(before);
    expect(existsSync('/tmp/wb_test_evil')).toBe(false);
  });

  it('cuts rows at the cap and says so', async () => {
    const series =
      type === 'postgresql' ? 'SELECT g FROM generate_series(1, 20000) AS g' : 'SELECT seq FROM seq_1_to_20000';
    const widget = await runReadonly(request(series));
    expect(widget.rows).toHaveLength(10_000);
    expect(widget.truncated).toBe(true);
    const preview = await runReadonly(request(series, { maxRows: 100 }));
    expect(preview.rows).toHaveLength(100);
  });

  it('cancels a sleeping statement within timeout + 1 s and the pool stays healthy', async () => {
    const started = Date.now();
    await expect(runReadonly(request(SLEEP[type]))).rejects.toMatchObject({ code: ErrorCode.SQL_ERROR });
    const elapsed = Date.now() - started;
    console.info(`${type}: ${SLEEP[type]} with a 2 s timeout ended after ${elapsed} ms`);
    expect(elapsed).toBeLessThan(3000);
    for (let i = 0; i < 3; i++) expect((await runReadonly(request('SELECT 42'))).rows).toEqual([[42]]);
  });

  it('cancels a statement that lifted its own timeout from a second session, within timeout + 1 s', async () => {
    const started = Date.now();
    await expect(runReadonly(request(UNTIMED_SLEEP[type]))).rejects.toMatchObject({ code: ErrorCode.SQL_ERROR });
    const elapsed = Date.now() - started;
    console.info(`${type}: ${UNTIMED_SLEEP[type]} with a 2 s timeout ended after ${elapsed} ms`);
    expect(elapsed).toBeLessThan(3000);
    expect((await runReadonly(request('SELECT 43'))).rows).toEqual([[43]]);
  });
});
