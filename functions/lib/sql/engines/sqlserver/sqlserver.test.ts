import mssql from 'mssql';
import { describe, expect, it } from 'vitest';
import { sqlConnectionSchema } from '../../../../../shared/datasource/connection.js';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { bindNamed } from '../../named-params.js';
import { sqlFailureOf } from '../../failure.js';
import { sqlServerBatch } from './pool.js';
import { sqlServerConfig } from './options.js';
import { sqlServerEngine, sqlServerFailureKind, sqlServerQuoteId } from './index.js';

const target = { address: '203.0.113.7', hostname: 'sql.example.com', port: 1433 };
const settingsOf = (extra: Record<string, unknown> = {}) =>
  sqlConnectionSchema.parse({
    type: 'sqlserver',
    dbType: 'sqlserver',
    server: 'sql.example.com',
    port: 1433,
    database: 'sales',
    username: 'report',
    password: 'pw',
    ...extra,
  });

describe('SQL Server options', () => {
  it('connects to the vetted address, checks the certificate against the host name when TLS is on', () => {
    const config = sqlServerConfig(settingsOf({ tls: true, timeoutSeconds: 45 }), target);
    expect(config).toMatchObject({
      server: '203.0.113.7',
      port: 1433,
      database: 'sales',
      user: 'report',
      password: 'pw',
      requestTimeout: 45_000,
      pool: { max: 2, min: 0, idleTimeoutMillis: 60_000 },
      options: { encrypt: true, trustServerCertificate: false, serverName: 'sql.example.com' },
    });
    expect(config.options?.instanceName).toBeUndefined();
  });

  it('does not encrypt without TLS, and names the instance when one is given', () => {
    const config = sqlServerConfig(settingsOf({ instance: 'REPORTING' }), target);
    expect(config.options).toMatchObject({ encrypt: false, trustServerCertificate: false, instanceName: 'REPORTING' });
  });
});

describe('SQL Server statements', () => {
  it('binds :names as @p1 … in order', () => {
    const bound = bindNamed('SELECT * FROM t WHERE a = :a AND b = :b OR a = :a', 'sqlserver', { a: 1, b: 'x' });
    expect(bound).toEqual({ text: 'SELECT * FROM t WHERE a = @p1 AND b = @p2 OR a = @p3', params: [1, 'x', 1] });
  });

  it('leaves :names inside [identifiers], strings and nested comments alone', () => {
    const bound = bindNamed("SELECT [a:b], ':c' /* :d /* :e */ :f */ FROM t WHERE x = :g", 'sqlserver', {
      g: 2,
    });
    expect(bound.text).toBe("SELECT [a:b], ':c' /* :d /* :e */ :f */ FROM t WHERE x = @p1");
  });

  it('quotes names in brackets, a closing bracket doubled', () => {
    expect(sqlServerQuoteId('Sales')).toBe('[Sales]');
    expect(sqlServerQuoteId('a]; DROP TABLE t; --')).toBe('[a]]; DROP TABLE t; --]');
  });

  it('caps rows with SET ROWCOUNT inside the batch, one past the cap to know it was cut', () => {
    expect(sqlServerBatch('SELECT 1', 100)).toBe('SET XACT_ABORT ON; SET ROWCOUNT 101;\nSELECT 1');
  });

  it('browses information_schema, leaving out sys, guest and the db_ role schemas', async () => {
    const schemas = await sqlServerEngine.browse.schemas(() =>
      Promise.resolve({
        columns: [],
        rows: [['dbo'], ['sales'], ['sys'], ['INFORMATION_SCHEMA'], ['guest'], ['db_owner'], ['db_datareader']],
        truncated: false,
      }),
    );
    expect(schemas).toEqual(['dbo', 'sales']);
  });
});

describe('SQL Server failures', () => {
  it.each([
    [new mssql.ConnectionError('Login failed for user report', 'ELOGIN'), ErrorCode.DATABASE_CONNECTION_FAILED],
    [
      new mssql.ConnectionError('Failed to connect to 203.0.113.7:1433', 'ESOCKET'),
      ErrorCode.DATABASE_CONNECTION_FAILED,
    ],
    [new mssql.RequestError('Connection lost - read ECONNRESET', 'ESOCKET'), ErrorCode.DATABASE_CONNECTION_FAILED],
    [new mssql.RequestError("Invalid object name 'nope'.", 'EREQUEST'), ErrorCode.SQL_ERROR],
  ])('maps %s', (error, code) => {
    const failure = sqlFailureOf(error, ['pw'], 30, sqlServerFailureKind);
    expect(failure.code).toBe(code);
    expect(failure.data.message).toBe(error.message);
  });

  it.each(['ETIMEOUT', 'ECANCEL'] as const)('words a request %s as the timeout', (code) => {
    const failure = sqlFailureOf(new mssql.RequestError('Timeout', code), [], 30, sqlServerFailureKind);
    expect(failure.data.message).toBe('statement cancelled after its 30 s timeout');
  });
});
