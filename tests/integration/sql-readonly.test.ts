import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { createMysqlPool } from '../../functions/lib/sql/engines/mysql/pool.js';
import { createPgPool } from '../../functions/lib/sql/engines/postgresql/pool.js';
import { closePool } from '../../functions/lib/sql/pools.js';
import { runReadonly, type QueryRequest } from '../../functions/lib/sql/run-readonly.js';
import type { SqlPool } from '../../functions/lib/sql/session.js';
import { resolveTarget } from '../../functions/lib/sql/target.js';
import { MARIADB_BYPASSES, POSTGRESQL_BYPASSES } from './helpers/sql-bypass-corpus.js';
import {
  CANARY,
  openAdmin,
  ownNames,
  readerSettings,
  SQL_ALLOW_HOSTS,
  TESTED_TYPES,
  WRITER,
  type Admin,
} from './helpers/sql-servers.js';

/**
 * The SQL engine's read-only runs against the machine's real PostgreSQL and MariaDB. The bypass
 * corpus, sent by a user who may write the canary, changes nothing and reads no server file: once
 * through the whole engine (the privilege check refuses that user, the statement check refuses
 * what is not a query), and once more through a pool built without the privilege check and
 * called directly, past the statement check, so that the server-side layers under them (one
 * prepared statement that must answer rows, the read-only session) are shown to hold by
 * themselves. A sleeping statement is cancelled within its timeout plus a second and the pool
 * serves the next query; parameters are bound; caps hold.
 */
const CORPUS = { postgresql: POSTGRESQL_BYPASSES.map(ownNames), mariadb: MARIADB_BYPASSES.map(ownNames) };
const SLEEP = { postgresql: 'SELECT pg_sleep(600)', mariadb: 'SELECT SLEEP(600)' };
/**
 * Sleeps that first lift their own server-side timeout: only the second-session cancel ends them.
 * MariaDB's opens with SET, which the statement check refuses: it is sent to the pool directly.
 */
const UNTIMED_SLEEP = {
  postgresql: "SELECT pg_sleep(600) FROM (SELECT set_config('statement_timeout', '0', false)) AS lifted",
  mariadb: 'SET STATEMENT max_statement_time = 0 FOR SELECT SLEEP(600)',
};
const PASSWD_LINE = /root:[^:]*:0:0:/;
const LIMITS = { maxRows: 100, maxBytes: 1_000_000, timeoutSeconds: 2 };

function leftFiles(): string[] {
  return readdirSync('/tmp').filter((name) => name.startsWith('wb_test_'));
}

/** What a refused or failed run answered, as text (its catalogue data, or the driver's error). */
async function answerOf(run: Promise<unknown>): Promise<string> {
  try {
    return JSON.stringify(await run);
  } catch (error) {
    return JSON.stringify(error instanceof Error && 'data' in error ? error.data : String(error));
  }
}

describe.each(TESTED_TYPES)('read-only runs on %s', (type) => {
  let admin: Admin;
  let before: string;
  /** The writer's pool without the privilege check, called directly (no statement check either). */
  let bare: SqlPool;
  const request = (statement: string, extra: Partial<QueryRequest> = {}): QueryRequest => ({
    key: { tenantId: 'wb-test', connectionId: `wb-test-readonly-${type}`, revision: '1' },
    settings: readerSettings(type, 2),
    allowHosts: SQL_ALLOW_HOSTS,
    statement,
    ...extra,
  });
  const asWriter = (statement: string): QueryRequest =>
    request(statement, {
      key: { tenantId: 'wb-test', connectionId: `wb-test-writer-${type}`, revision: '1' },
      settings: readerSettings(type, 2, WRITER),
    });

  beforeAll(async () => {
    admin = await openAdmin(type);
    before = await admin.checksum();
    const settings = readerSettings(type, 2, WRITER);
    const target = await resolveTarget(settings.server, settings.port, SQL_ALLOW_HOSTS);
    const withoutPrivileges = { privileges: false };
    bare =
      type === 'postgresql'
        ? createPgPool(settings, target, withoutPrivileges)
        : createMysqlPool(settings, target, withoutPrivileges);
  });
  afterAll(async () => {
    await bare.close();
    await closePool('wb-test', `wb-test-readonly-${type}`);
    await closePool('wb-test', `wb-test-writer-${type}`);
    await admin.close();
  });

  it('refuses the writer before any statement runs, naming what to revoke', async () => {
    await expect(runReadonly(asWriter('SELECT 1'))).rejects.toMatchObject({
      code: ErrorCode.DATABASE_CONNECTION_FAILED,
      data: {
        message: expect.stringMatching(
          new RegExp(`^user ${WRITER} may do more than read: revoke .*(INSERT|DELETE) on `),
        ),
      },
    });
  });

  it('lets the writer read once the privilege check is not there (the bare pool is a real writer session)', async () => {
    expect((await bare.run('SELECT 7', [], LIMITS)).rows).toEqual([[7]]);
  });

  it('reads the canary with a bound parameter', async () => {
    const mark = type === 'postgresql' ? '$1' : '?';
    const result = await runReadonly(
      request(`SELECT id, note FROM ${CANARY} WHERE note = ${mark}`, { params: ["beta' OR '1'='1"] }),
    );
    expect(result.rows).toEqual([]);
    const hit = await runReadonly(request(`SELECT id, note FROM ${CANARY} WHERE note = ${mark}`, { params: ['beta'] }));
    expect(hit.rows).toEqual([[2, 'beta']]);
    expect(hit.columns.map((c) => c.name)).toEqual(['id', 'note']);
  });

  it.each(CORPUS[type].map((statement, index) => [index + 1, statement]))(
    'bypass attempt %i by the writer, every layer, changes nothing and reads no file: %s',
    async (_n, statement) => {
      expect(await answerOf(runReadonly(asWriter(statement)))).not.toMatch(PASSWD_LINE);
      expect(await admin.checksum()).toBe(before);
      expect(leftFiles()).toEqual([]);
    },
  );

  it.each(CORPUS[type].map((statement, index) => [index + 1, statement]))(
    'bypass attempt %i by the writer, server-side layers alone, changes nothing and reads no file: %s',
    async (_n, statement) => {
      expect(await answerOf(bare.run(statement, [], LIMITS))).not.toMatch(PASSWD_LINE);
      expect(await admin.checksum()).toBe(before);
      expect(leftFiles()).toEqual([]);
      // The pool still answers after whatever the statement did to its session.
      expect((await bare.run('SELECT 1', [], LIMITS)).rows).toEqual([[1]]);
    },
  );

  it('has a checksum that sees a write (the corpus check can fail)', async () => {
    await admin.exec(`UPDATE ${CANARY} SET note = 'changed' WHERE id = 1`);
    expect(await admin.checksum()).not.toBe(before);
    await admin.exec(`UPDATE ${CANARY} SET note = 'alpha' WHERE id = 1`);
    expect(await admin.checksum()).toBe(before);
  });

  it('leaves the canary and the server as they were after the whole corpus', async () => {
    expect(await admin.checksum()).toBe(before);
    expect(existsSync(ownNames('/tmp/wb_test_evil'))).toBe(false);
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
    await expect(bare.run(UNTIMED_SLEEP[type], [], LIMITS)).rejects.toBeDefined();
    const elapsed = Date.now() - started;
    console.info(`${type}: ${UNTIMED_SLEEP[type]} with a 2 s timeout ended after ${elapsed} ms`);
    expect(elapsed).toBeLessThan(3000);
    expect((await bare.run('SELECT 43', [], LIMITS)).rows).toEqual([[43]]);
  });
});
