import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { SqlFailure } from '../../functions/lib/sql/failure.js';
import { closePool } from '../../functions/lib/sql/pools.js';
import { EXTRACT_BATCH_ROWS, streamExtract } from '../../functions/lib/sql/run-readonly.js';
import type { RowStream } from '../../functions/lib/sql/session.js';
import { CANARY, openAdmin, readerSettings, SQL_ALLOW_HOSTS, TESTED_TYPES, type Admin } from './helpers/sql-servers.js';

/**
 * The SQL engine's streamed extract (worksheet runs) on the machine's PostgreSQL and MariaDB:
 * rows come in batches of at most EXTRACT_BATCH_ROWS, the session stays read-only, a failure of
 * the consumer is its own and leaves the pool usable, and the timeout still holds.
 */
const ROWS = 12_345;
const DIGITS =
  'SELECT 0 d UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5 UNION ALL SELECT 6 UNION ALL SELECT 7 UNION ALL SELECT 8 UNION ALL SELECT 9';
const SERIES = {
  postgresql: `SELECT n, 'row ' || n AS label FROM generate_series(1, ${ROWS}) AS n`,
  mariadb: `SELECT n, CONCAT('row ', n) AS label FROM (
      SELECT a.d + 10 * b.d + 100 * c.d + 1000 * e.d + 10000 * f.d + 1 AS n
      FROM (${DIGITS}) a, (${DIGITS}) b, (${DIGITS}) c, (${DIGITS}) e, (${DIGITS}) f) AS g
    WHERE n <= ${ROWS} ORDER BY n`,
};

/** Every batch's size and every row, read from the stream. */
async function readAll(stream: RowStream): Promise<{ sizes: number[]; rows: unknown[][] }> {
  const sizes: number[] = [];
  const rows: unknown[][] = [];
  for await (const batch of stream.batches) {
    sizes.push(batch.length);
    rows.push(...batch);
  }
  return { sizes, rows };
}

describe.each(TESTED_TYPES)('streamed extracts on %s', (type) => {
  let admin: Admin;
  const id = `wb-test-extract-stream-${type}`;
  const connection = (timeoutSeconds = 30) => ({
    key: { tenantId: 'wb-test', connectionId: id, revision: String(timeoutSeconds) },
    settings: readerSettings(type, timeoutSeconds),
    allowHosts: SQL_ALLOW_HOSTS,
  });

  beforeAll(async () => {
    admin = await openAdmin(type);
  });
  afterAll(async () => {
    await closePool('wb-test', id);
    await admin.close();
  });

  it('hands the rows on in batches of at most EXTRACT_BATCH_ROWS, every row once', async () => {
    const read = await streamExtract({ ...connection(), statement: SERIES[type] }, async (stream) => ({
      columns: stream.columns.map((column) => column.name),
      ...(await readAll(stream)),
      truncated: stream.truncated,
    }));
    expect(read.columns).toEqual(['n', 'label']);
    expect(read.sizes.every((size) => size > 0 && size <= EXTRACT_BATCH_ROWS)).toBe(true);
    expect(read.sizes.length).toBe(Math.ceil(ROWS / EXTRACT_BATCH_ROWS));
    expect(read.rows).toHaveLength(ROWS);
    expect(read.rows.map((row) => Number(row[0]))).toEqual(Array.from({ length: ROWS }, (_, i) => i + 1));
    expect(read.rows[ROWS - 1]?.[1]).toBe(`row ${ROWS}`);
    expect(read.truncated).toBe(false);
  });

  it('stays read-only: a write is refused and changes nothing', async () => {
    const before = await admin.checksum();
    const write = { ...connection(), statement: `DELETE FROM ${CANARY}` };
    await expect(streamExtract(write, readAll)).rejects.toMatchObject({ code: ErrorCode.SQL_ERROR });
    expect(await admin.checksum()).toBe(before);
  });

  it('passes a failure of the consumer on as it is, and the pool serves the next extract', async () => {
    const broken = new Error('parquet writer failed');
    const failing = streamExtract({ ...connection(), statement: SERIES[type] }, async (stream) => {
      for await (const batch of stream.batches) if (batch.length > 0) throw broken;
      return 0;
    });
    await expect(failing).rejects.toBe(broken);
    const again = await streamExtract({ ...connection(), statement: SERIES[type] }, readAll);
    expect(again.rows).toHaveLength(ROWS);
  });

  it('cancels a statement past the connection timeout, as SQL_ERROR', { timeout: 30_000 }, async () => {
    const sleep = type === 'postgresql' ? 'SELECT pg_sleep(5) AS s' : 'SELECT SLEEP(5) AS s';
    const answer = streamExtract({ ...connection(1), statement: sleep }, readAll);
    await expect(answer).rejects.toBeInstanceOf(SqlFailure);
    await expect(answer).rejects.toMatchObject({ code: ErrorCode.SQL_ERROR });
  });
});
