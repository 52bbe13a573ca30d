import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasourceSummary } from '../../shared/acts/datasource.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { callAs, registerUser, type Registered } from './helpers/client.js';
import { CANARY, connectionForm, openAdmin, READER, TESTED_TYPES, type Admin } from './helpers/sql-servers.js';

/**
 * A worksheet extract's column read (`v1/worksheet/extract_columns`) over statements that answer no
 * result set, or fail, answers a catalogue code with the database's own words
 * or ours: never the text of an exception inside the engine ("Cannot read properties of
 * undefined …") nor a stack.
 */
type Tested = (typeof TESTED_TYPES)[number];
const STATEMENTS: Record<Tested, string[]> = {
  postgresql: [
    'DO $$ BEGIN NULL; END $$',
    'CALL wb_test_nothing()',
    'SET search_path = public',
    'SELECT * FROM wb_test_missing',
  ],
  mariadb: [
    'DO 1',
    'SELECT 1 INTO @wb_test',
    'CALL wb_test_nothing()',
    'SET @wb_test = 1',
    `HANDLER ${CANARY} OPEN`,
    'SELECT * FROM wb_test_missing',
  ],
};
const INTERNAL = /Cannot read|undefined|TypeError|is not a function|\bat \S+ \(/;

let owner: Registered;

beforeAll(async () => {
  owner = await registerUser();
});

describe.each(TESTED_TYPES)('extract_columns answers on %s', (type) => {
  let admin: Admin;
  let connection: DatasourceSummary;

  beforeAll(async () => {
    admin = await openAdmin(type);
    const added = await callAs<DatasourceSummary>(owner, 'v1/datasource/add', {
      name: `Extract answers ${type}`,
      settings: connectionForm(type, READER),
    });
    expect(added.code, JSON.stringify(added.body)).toBe(200);
    connection = added.msg;
  });
  afterAll(async () => {
    await admin.close();
  });

  it.each(STATEMENTS[type])('%s answers a catalogue code and no internal text', async (sql) => {
    const answer = await callAs(owner, 'v1/worksheet/extract_columns', {
      source: { kind: 'sql', datasource_id: connection._id, sql },
    });
    const body = JSON.stringify(answer.body);
    expect([ErrorCode.SQL_ERROR, ErrorCode.WORKSHEET_TABLE_REQUIRED], body).toContain(answer.code);
    expect(body).not.toMatch(INTERNAL);
  });
});
