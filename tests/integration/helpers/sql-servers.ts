import mysql from 'mysql2/promise';
import pg from 'pg';
import { sqlConnectionSchema, type SqlConnection } from '../../../shared/datasource/connection.js';
import { DB_TYPE_INFO, type EngineType } from '../../../shared/datasource/types.js';
import { workerSlot } from './stack.js';

/**
 * The machine's PostgreSQL (127.0.0.1:5432) and MariaDB (127.0.0.1:3306), database `test`, as the
 * SQL engine's tests use them: an admin session that makes a reader who may only read the canary
 * table (READER, or another name), a writer who may also write it, create tables and more
 * (WRITER: the user a read-only layer must stop), the canary and its checksum, and the reader's
 * session count.
 *
 * Files of two worker slots run at the same time against the same servers: every table, user,
 * role or lock a file makes there is named through `sqlName`, which ends it with the slot
 * (`wb_test_canary_w1`; `_e0` in a Playwright worker), and the checksum looks only at its own
 * slot's names.
 */
export const SQL_ALLOW_HOSTS = ['127.0.0.1:5432', '127.0.0.1:3306'];

/** `base` as this worker slot's own name on the SQL servers. */
export function sqlName(base: string): string {
  return `${base}${slotSuffix()}`;
}

/**
 * What ends this runner's names: the Vitest worker slot's (`_w1`), or, for the e2e specs that
 * use these helpers, the Playwright worker's parallel index (`_e0`; its workers run at once too;
 * Playwright's main process, which only lists the specs, has none and names nothing).
 */
function slotSuffix(): string {
  if (process.env.VITEST_POOL_ID !== undefined) return `_w${workerSlot()}`;
  return `_e${Number(process.env.TEST_PARALLEL_INDEX ?? 0)}`;
}
/** A LIKE pattern of this slot's wb_test_ names. */
const ownPattern = () => `wb\\_test\\_%${slotSuffix().replaceAll('_', '\\_')}`;

/**
 * A statement of the fixed corpora (sql-bypass-corpus.ts and others) with each `wb_test_…` name
 * made this slot's own (`wb_test_canary` → `wb_test_canary_w1`).
 */
export function ownNames(statement: string): string {
  return statement.replace(/\bwb_test_\w+/g, (name) => sqlName(name));
}

export const CANARY = sqlName('wb_test_canary');
const CANARY_SEQ = sqlName('wb_test_canary_seq');
export const READER = sqlName('wb_test_reader');
export const WRITER = sqlName('wb_test_writer');

type TestedType = Extract<EngineType, 'postgresql' | 'mariadb'>;
export const TESTED_TYPES: TestedType[] = ['postgresql', 'mariadb'];

const START = {
  postgresql: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  mariadb: 'start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd',
};

/**
 * `reader`: another least-privilege user than READER, for a test that counts its reader's
 * sessions: pools that earlier test files opened through the acts (as READER, in the same
 * gateway process) stay open until they idle out, and would be counted too.
 */
export function readerSettings(type: TestedType, timeoutSeconds = 30, reader = READER): SqlConnection {
  return sqlConnectionSchema.parse({
    type,
    dbType: type,
    server: '127.0.0.1',
    port: DB_TYPE_INFO[type].defaultPort,
    database: 'test',
    username: reader,
    timeoutSeconds,
  });
}

/** The settings the connection form sends (`v1/datasource/add`, `test`) for `username` on `type`'s server. */
export function connectionForm(type: TestedType, username: string, extra: Record<string, unknown> = {}) {
  return {
    type,
    server: '127.0.0.1',
    port: DB_TYPE_INFO[type].defaultPort,
    database: 'test',
    username,
    schema: type === 'postgresql' ? 'public' : 'test',
    ...extra,
  };
}

export interface Admin {
  exec(statement: string): Promise<void>;
  /** Rows of the canary, tables named wb_test_%, and server state the corpus tries to change. */
  checksum(): Promise<string>;
  /** Database sessions of the reader (pg_stat_activity / the process list). */
  readerSessions(): Promise<number>;
  /** The statements the reader's sessions are running now (idle sessions left out). */
  readerStatements(): Promise<string[]>;
  close(): Promise<void>;
}

const PG_SETUP = (reader: string) => [
  `DROP TABLE IF EXISTS ${CANARY}`,
  `DROP SEQUENCE IF EXISTS ${CANARY_SEQ}`,
  `CREATE TABLE ${CANARY} (id int PRIMARY KEY, note text)`,
  `INSERT INTO ${CANARY} VALUES (1, 'alpha'), (2, 'beta'), (3, 'gamma')`,
  `CREATE SEQUENCE ${CANARY_SEQ}`,
  ...[reader, WRITER].map(
    (user) =>
      `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${user}') THEN CREATE ROLE ${user} LOGIN; END IF; END $$`,
  ),
  `REVOKE ALL ON SCHEMA public FROM ${reader}`,
  `GRANT SELECT ON ${CANARY} TO ${reader}`,
  `GRANT SELECT, INSERT, UPDATE, DELETE, TRUNCATE ON ${CANARY} TO ${WRITER}`,
  `GRANT USAGE, UPDATE ON SEQUENCE ${CANARY_SEQ} TO ${WRITER}`,
  `GRANT USAGE, CREATE ON SCHEMA public TO ${WRITER}`,
];
const PG_TEARDOWN = (reader: string) => [
  `DROP TABLE IF EXISTS ${CANARY}`,
  `DROP SEQUENCE IF EXISTS ${CANARY_SEQ}`,
  `REVOKE ALL ON SCHEMA public FROM ${reader}`,
  `REVOKE ALL ON SCHEMA public FROM ${WRITER}`,
];
const PG_CHECKSUM = `SELECT concat_ws(':',
  (SELECT md5(coalesce(string_agg(id || '=' || coalesce(note, ''), ',' ORDER BY id), '')) FROM ${CANARY}),
  (SELECT string_agg(tablename, ',' ORDER BY tablename) FROM pg_tables WHERE tablename LIKE '${ownPattern()}'),
  (SELECT count(*) FROM pg_largeobject_metadata),
  (SELECT last_value FROM ${CANARY_SEQ}),
  (SELECT count(*) FROM pg_proc WHERE proname LIKE '${ownPattern()}'),
  (SELECT string_agg(coalesce(array_to_string(relacl, ' '), ''), ',') FROM pg_class WHERE relname = '${CANARY}')) AS sum`;

const MARIADB_SETUP = (reader: string) => [
  `DROP TABLE IF EXISTS ${CANARY}`,
  `CREATE TABLE ${CANARY} (id int PRIMARY KEY, note text)`,
  `INSERT INTO ${CANARY} VALUES (1, 'alpha'), (2, 'beta'), (3, 'gamma')`,
  `DROP USER IF EXISTS '${reader}'@'127.0.0.1'`,
  `CREATE USER '${reader}'@'127.0.0.1'`,
  `GRANT SELECT ON test.* TO '${reader}'@'127.0.0.1'`,
  `CREATE USER IF NOT EXISTS '${WRITER}'@'127.0.0.1'`,
  `GRANT SELECT, INSERT, UPDATE, DELETE, CREATE, DROP, ALTER, INDEX, LOCK TABLES, CREATE VIEW, CREATE TEMPORARY TABLES ON test.* TO '${WRITER}'@'127.0.0.1'`,
];
const MARIADB_TEARDOWN = (reader: string) => [
  `DROP TABLE IF EXISTS ${CANARY}`,
  `DROP USER IF EXISTS '${reader}'@'127.0.0.1'`,
];
const MARIADB_CHECKSUM = `SELECT CONCAT_WS(':',
  (SELECT MD5(IFNULL(GROUP_CONCAT(id, '=', IFNULL(note, '') ORDER BY id), '')) FROM test.${CANARY}),
  (SELECT IFNULL(GROUP_CONCAT(table_name ORDER BY table_name), '') FROM information_schema.tables WHERE table_name LIKE '${ownPattern()}'),
  (SELECT IFNULL(GROUP_CONCAT(column_name), '') FROM information_schema.columns WHERE table_name = '${CANARY}'),
  (SELECT COUNT(*) FROM mysql.user WHERE user LIKE '${ownPattern()}'),
  (SELECT IFNULL(GROUP_CONCAT(authentication_string), '') FROM mysql.user WHERE user IN ('${READER}', '${WRITER}')),
  @@global.max_connections, @@global.general_log, @@global.read_only) AS sum`;

function unreachable(type: TestedType, error: unknown): Error {
  const name = type === 'postgresql' ? 'PostgreSQL at 127.0.0.1:5432' : 'MariaDB at 127.0.0.1:3306';
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(`${name} is unreachable (${reason}); the SQL tests need it: start it with \`${START[type]}\``);
}

/**
 * PostgreSQL refuses two sessions that change the same catalogue row at once ("tuple concurrently
 * updated"): schema public's and database test's grants are shared by every slot's users. The
 * admin sessions of all slots change them one at a time, under this advisory lock.
 */
const PG_CATALOGUE_LOCK = 7_420_001;

async function openPg(reader: string): Promise<Admin> {
  const client = new pg.Client({ host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' });
  try {
    await client.connect();
  } catch (error) {
    throw unreachable('postgresql', error);
  }
  const run = async (statements: readonly string[]) => {
    await client.query('SELECT pg_advisory_lock($1)', [PG_CATALOGUE_LOCK]);
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [PG_CATALOGUE_LOCK]);
    }
  };
  await run(PG_SETUP(reader));
  return {
    exec: (statement) => run([statement]),
    checksum: async () => String((await client.query<{ sum: string }>(PG_CHECKSUM)).rows[0]?.sum),
    readerSessions: async () =>
      Number(
        (await client.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE usename = $1', [reader]))
          .rows[0]?.n,
      ),
    readerStatements: async () =>
      (
        await client.query<{ query: string }>(
          "SELECT query FROM pg_stat_activity WHERE usename = $1 AND state <> 'idle'",
          [reader],
        )
      ).rows.map((row) => row.query),
    close: async () => {
      await run(PG_TEARDOWN(reader));
      await client.end();
    },
  };
}

async function openMariadb(reader: string): Promise<Admin> {
  let connection: mysql.Connection;
  try {
    connection = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root', database: 'test' });
  } catch (error) {
    throw unreachable('mariadb', error);
  }
  for (const statement of MARIADB_SETUP(reader)) await connection.query(statement);
  return {
    exec: async (statement) => {
      await connection.query(statement);
    },
    checksum: async () => {
      const [rows] = await connection.query<mysql.RowDataPacket[]>(MARIADB_CHECKSUM);
      return String(rows[0]?.sum);
    },
    readerSessions: async () => {
      const [rows] = await connection.query<mysql.RowDataPacket[]>(
        'SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE USER = ?',
        [reader],
      );
      return Number(rows[0]?.n);
    },
    readerStatements: async () => {
      const [rows] = await connection.query<mysql.RowDataPacket[]>(
        "SELECT INFO AS query FROM information_schema.PROCESSLIST WHERE USER = ? AND COMMAND <> 'Sleep'",
        [reader],
      );
      return rows.map((row) => String(row.query));
    },
    close: async () => {
      for (const statement of MARIADB_TEARDOWN(reader)) await connection.query(statement);
      await connection.end();
    },
  };
}

/** An admin session on `type`'s server with the reader and canary made; fails saying how to start it. */
export function openAdmin(type: TestedType, reader = READER): Promise<Admin> {
  return type === 'postgresql' ? openPg(reader) : openMariadb(reader);
}
