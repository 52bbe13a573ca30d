import dmdb from 'dmdb';
import { describe, expect, it } from 'vitest';
import { sqlConnectionSchema } from '../../../../../shared/datasource/connection.js';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { bindNamed } from '../../named-params.js';
import { sqlFailureOf } from '../../failure.js';
import { damengAttributes } from './options.js';
import { damengEngine, damengFailureKind } from './index.js';

const target = { address: '203.0.113.7', hostname: 'dm.example.com', port: 5236 };
const settingsOf = (extra: Record<string, unknown> = {}) =>
  sqlConnectionSchema.parse({
    type: 'dameng',
    dbType: 'dameng',
    server: 'dm.example.com',
    port: 5236,
    username: 'REPORT',
    password: 'pw',
    schema: 'SALES',
    timeoutSeconds: 20,
    ...extra,
  });

describe('DaMeng options', () => {
  it('connects to the vetted address without auto-commit, the timeout on the socket', () => {
    expect(damengAttributes(settingsOf(), target)).toMatchObject({
      connectString: '203.0.113.7:5236',
      user: 'REPORT',
      password: 'pw',
      schema: 'SALES',
      autoCommit: false,
      socketTimeout: 20_000,
    });
    expect(damengAttributes(settingsOf({ schema: '' }), target)).not.toHaveProperty('schema');
  });
});

describe('DaMeng statements', () => {
  it('binds :names by position as :1 …', () => {
    expect(bindNamed("SELECT ':a' FROM t WHERE a = :a AND b = :b", 'dameng', { a: 1, b: 2 })).toEqual({
      text: "SELECT ':a' FROM t WHERE a = :1 AND b = :2",
      params: [1, 2],
    });
  });

  it('leaves the database users out of the schema list', async () => {
    const schemas = await damengEngine.browse.schemas(() =>
      Promise.resolve({ columns: [], rows: [['SALES'], ['SYSDBA'], ['SYSSSO'], ['SYS']], truncated: false }),
    );
    expect(schemas).toEqual(['SALES']);
  });
});

describe('DaMeng failures', () => {
  it('answers a refused connection of the real driver as a connection failure', async () => {
    const error: unknown = await dmdb
      .getConnection({ connectString: '127.0.0.1:1', user: 'REPORT', password: 'Pw#secret-1', connectTimeout: 3000 })
      .catch((refused: unknown) => refused);
    const failure = sqlFailureOf(error, ['Pw#secret-1'], 30, damengFailureKind);
    expect(failure.code).toBe(ErrorCode.DATABASE_CONNECTION_FAILED);
    expect(failure.data.message).not.toContain('Pw#secret-1');
  });

  it.each([
    [-2501, ErrorCode.DATABASE_CONNECTION_FAILED],
    [20009, ErrorCode.DATABASE_CONNECTION_FAILED],
    [-2007, ErrorCode.SQL_ERROR],
  ])('maps errCode %i', (errCode, code) => {
    const error = Object.assign(new Error(`[${errCode}] message`), { errCode });
    expect(sqlFailureOf(error, [], 30, damengFailureKind).code).toBe(code);
  });

  it('words the socket timeout as the statement timeout', () => {
    const error = Object.assign(new Error('[20010] Socket timeout'), { errCode: 20010 });
    expect(sqlFailureOf(error, [], 30, damengFailureKind).data.message).toBe(
      'statement cancelled after its 30 s timeout',
    );
  });
});
