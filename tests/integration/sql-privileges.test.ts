import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionTestResult, DatasourceSummary } from '../../shared/acts/datasource.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { callAs, registerUser, type Registered } from './helpers/client.js';
import { closePool } from '../../functions/lib/sql/pools.js';
import { runReadonly } from '../../functions/lib/sql/run-readonly.js';
import {
  CANARY,
  connectionForm,
  openAdmin,
  READER,
  readerSettings,
  sqlName,
  SQL_ALLOW_HOSTS,
  TESTED_TYPES,
  WRITER,
  type Admin,
} from './helpers/sql-servers.js';

/**
 * The privilege layer through the acts, against the machine's PostgreSQL and MariaDB: a
 * connection's user is read in the server's own catalogue when the connection is tested, added or
 * changed, and a user who may do more than read is refused with what to revoke. Each case makes a
 * fresh user who may read the canary and holds one more grant.
 */
type Tested = (typeof TESTED_TYPES)[number];
const PROBE = sqlName('wb_priv_probe');
const PROBE_ROLE = sqlName('wb_priv_role');
const CANARY_SEQ = sqlName('wb_test_canary_seq');

interface Case {
  grant: string[];
  finding: string;
}

const PG_CASES: Case[] = [
  { grant: [`GRANT INSERT ON ${CANARY} TO ${PROBE}`], finding: `INSERT on public.${CANARY}` },
  { grant: [`GRANT UPDATE (note) ON ${CANARY} TO ${PROBE}`], finding: `UPDATE on public.${CANARY}` },
  { grant: [`GRANT DELETE ON ${CANARY} TO ${PROBE}`], finding: `DELETE on public.${CANARY}` },
  { grant: [`GRANT TRUNCATE ON ${CANARY} TO ${PROBE}`], finding: `TRUNCATE on public.${CANARY}` },
  { grant: [`GRANT TRIGGER ON ${CANARY} TO ${PROBE}`], finding: `TRIGGER on public.${CANARY}` },
  { grant: [`GRANT CREATE ON SCHEMA public TO ${PROBE}`], finding: 'CREATE on schema public' },
  { grant: [`GRANT CREATE ON DATABASE test TO ${PROBE}`], finding: 'CREATE on database test' },
  {
    grant: [`GRANT USAGE ON SEQUENCE ${CANARY_SEQ} TO ${PROBE}`],
    finding: `USAGE on sequence public.${CANARY_SEQ}`,
  },
  { grant: [`GRANT pg_signal_backend TO ${PROBE}`], finding: 'membership of pg_signal_backend' },
  { grant: [`GRANT pg_write_server_files TO ${PROBE}`], finding: 'membership of pg_write_server_files' },
  { grant: [`GRANT pg_read_server_files TO ${PROBE}`], finding: 'membership of pg_read_server_files' },
  { grant: [`ALTER ROLE ${PROBE} CREATEROLE`], finding: `CREATEROLE (role ${PROBE})` },
  { grant: [`ALTER ROLE ${PROBE} CREATEDB`], finding: `CREATEDB (role ${PROBE})` },
  { grant: [`GRANT EXECUTE ON FUNCTION lo_export(oid, text) TO ${PROBE}`], finding: 'EXECUTE on function lo_export' },
  { grant: [`GRANT EXECUTE ON FUNCTION lo_import(text) TO ${PROBE}`], finding: 'EXECUTE on function lo_import' },
  {
    // A role it can only SET ROLE to (NOINHERIT) counts as its own.
    grant: [
      `ALTER ROLE ${PROBE} NOINHERIT`,
      `CREATE ROLE ${PROBE_ROLE} NOLOGIN`,
      `GRANT DELETE ON ${CANARY} TO ${PROBE_ROLE}`,
      `GRANT ${PROBE_ROLE} TO ${PROBE}`,
    ],
    finding: `DELETE on public.${CANARY}`,
  },
];

const MARIADB_CASES: Case[] = [
  { grant: [`GRANT INSERT ON test.* TO '${PROBE}'@'127.0.0.1'`], finding: 'INSERT on test.*' },
  {
    grant: [`GRANT DELETE ON test.${CANARY} TO '${PROBE}'@'127.0.0.1'`],
    finding: `DELETE on test.${CANARY}`,
  },
  {
    grant: [`GRANT UPDATE (note) ON test.${CANARY} TO '${PROBE}'@'127.0.0.1'`],
    finding: `UPDATE on test.${CANARY}.note`,
  },
  { grant: [`GRANT CREATE, DROP ON test.* TO '${PROBE}'@'127.0.0.1'`], finding: 'CREATE on test.*' },
  { grant: [`GRANT ALTER ON test.${CANARY} TO '${PROBE}'@'127.0.0.1'`], finding: `ALTER on test.${CANARY}` },
  { grant: [`GRANT FILE ON *.* TO '${PROBE}'@'127.0.0.1'`], finding: 'FILE on *.*' },
  { grant: [`GRANT PROCESS ON *.* TO '${PROBE}'@'127.0.0.1'`], finding: 'PROCESS on *.*' },
  { grant: [`GRANT SUPER ON *.* TO '${PROBE}'@'127.0.0.1'`], finding: 'SUPER on *.*' },
  { grant: [`GRANT RELOAD ON *.* TO '${PROBE}'@'127.0.0.1'`], finding: 'RELOAD on *.*' },
  { grant: [`GRANT CREATE USER ON *.* TO '${PROBE}'@'127.0.0.1'`], finding: 'CREATE USER on *.*' },
  { grant: [`GRANT EXECUTE ON test.* TO '${PROBE}'@'127.0.0.1'`], finding: 'EXECUTE on test.*' },
  { grant: [`GRANT LOCK TABLES ON test.* TO '${PROBE}'@'127.0.0.1'`], finding: 'LOCK TABLES on test.*' },
  {
    grant: [`GRANT CREATE TEMPORARY TABLES ON test.* TO '${PROBE}'@'127.0.0.1'`],
    finding: 'CREATE TEMPORARY TABLES on test.*',
  },
  {
    grant: [`GRANT SELECT ON test.${CANARY} TO '${PROBE}'@'127.0.0.1' WITH GRANT OPTION`],
    finding: `GRANT OPTION on test.${CANARY}`,
  },
];

const CASES: Record<Tested, Case[]> = { postgresql: PG_CASES, mariadb: MARIADB_CASES };

const PROBE_SETUP: Record<Tested, string[]> = {
  postgresql: [`CREATE ROLE ${PROBE} LOGIN`, `GRANT SELECT ON ${CANARY} TO ${PROBE}`],
  mariadb: [`CREATE USER '${PROBE}'@'127.0.0.1'`, `GRANT SELECT ON test.* TO '${PROBE}'@'127.0.0.1'`],
};
const PROBE_TEARDOWN: Record<Tested, string[]> = {
  postgresql: [
    `DROP OWNED BY ${PROBE}`,
    `DROP ROLE IF EXISTS ${PROBE}`,
    `DROP OWNED BY ${PROBE_ROLE}`,
    `DROP ROLE IF EXISTS ${PROBE_ROLE}`,
  ].map((statement) => `DO $$ BEGIN ${statement}; EXCEPTION WHEN undefined_object THEN NULL; END $$`),
  mariadb: [`DROP USER IF EXISTS '${PROBE}'@'127.0.0.1'`],
};

let owner: Registered;

beforeAll(async () => {
  owner = await registerUser();
});

describe.each(TESTED_TYPES)('the privilege layer on %s', (type) => {
  let admin: Admin;
  const testSettings = (username: string) =>
    callAs<ConnectionTestResult>(owner, 'v1/datasource/test', { settings: connectionForm(type, username) });

  beforeAll(async () => {
    admin = await openAdmin(type);
    for (const statement of PROBE_TEARDOWN[type]) await admin.exec(statement);
  });
  afterEach(async () => {
    for (const statement of PROBE_TEARDOWN[type]) await admin.exec(statement);
  });
  afterAll(async () => {
    await admin.close();
  });

  it('passes a user who may only read', async () => {
    const answer = await testSettings(READER);
    expect(answer.code).toBe(200);
    expect(answer.msg).toMatchObject({ ok: true });
  });

  it.each(CASES[type].map((entry) => [entry.finding, entry]))(
    'refuses a user who holds %s, naming it',
    async (_finding, entry) => {
      for (const statement of [...PROBE_SETUP[type], ...entry.grant]) await admin.exec(statement);
      const answer = await testSettings(PROBE);
      expect(answer.code).toBe(200);
      expect(answer.msg).toMatchObject({ ok: false, code: ErrorCode.DATABASE_CONNECTION_FAILED });
      expect(answer.msg.message).toMatch(new RegExp(`^user ${PROBE} may do more than read: revoke `));
      expect(answer.msg.message).toContain(entry.finding);
    },
  );

  it('refuses to add or change a connection whose user may write, and saves one who may only read', async () => {
    const refused = await callAs(owner, 'v1/datasource/add', {
      name: `Writer ${type}`,
      settings: connectionForm(type, WRITER),
    });
    expect(refused.code).toBe(ErrorCode.DATABASE_CONNECTION_FAILED);
    expect(JSON.stringify(refused.body)).toContain('may do more than read');
    const listed = await callAs<DatasourceSummary[]>(owner, 'v1/datasource/list', { keyword: `Writer ${type}` });
    expect(listed.msg).toEqual([]);

    const saved = await callAs<DatasourceSummary>(owner, 'v1/datasource/add', {
      name: `Reader ${type}`,
      settings: connectionForm(type, READER),
    });
    expect(saved.code, JSON.stringify(saved.body)).toBe(200);
    expect(saved.msg.last_test).toMatchObject({ ok: true });
    const changed = await callAs(owner, 'v1/datasource/change', {
      _id: saved.msg._id,
      name: `Reader ${type}`,
      settings: connectionForm(type, WRITER),
    });
    expect(changed.code).toBe(ErrorCode.DATABASE_CONNECTION_FAILED);
    const kept = await callAs<DatasourceSummary>(owner, 'v1/datasource/get', { _id: saved.msg._id });
    expect(kept.msg.settings.username).toBe(READER);
  });
});

describe('roles on mariadb', () => {
  let admin: Admin;
  const ROLE = sqlName('wb_priv_reader_role');

  beforeAll(async () => {
    admin = await openAdmin('mariadb');
    for (const statement of [
      `DROP USER IF EXISTS '${PROBE}'@'127.0.0.1'`,
      `DROP ROLE IF EXISTS ${ROLE}`,
      `CREATE ROLE ${ROLE}`,
      `GRANT SELECT ON test.* TO ${ROLE}`,
      `CREATE USER '${PROBE}'@'127.0.0.1'`,
      `GRANT ${ROLE} TO '${PROBE}'@'127.0.0.1'`,
      `SET DEFAULT ROLE ${ROLE} FOR '${PROBE}'@'127.0.0.1'`,
    ])
      await admin.exec(statement);
  });
  afterAll(async () => {
    await closePool('wb-test', 'wb-test-roles');
    for (const statement of [`DROP USER IF EXISTS '${PROBE}'@'127.0.0.1'`, `DROP ROLE IF EXISTS ${ROLE}`])
      await admin.exec(statement);
    await admin.close();
  });

  it('runs without the grants of the roles the check cannot read, even a default role', async () => {
    await expect(
      runReadonly({
        key: { tenantId: 'wb-test', connectionId: 'wb-test-roles', revision: '1' },
        settings: readerSettings('mariadb', 30, PROBE),
        allowHosts: SQL_ALLOW_HOSTS,
        statement: `SELECT id FROM ${CANARY}`,
      }),
    ).rejects.toMatchObject({
      code: ErrorCode.SQL_ERROR,
      data: { message: expect.stringMatching(/command denied/) },
    });
  });
});
