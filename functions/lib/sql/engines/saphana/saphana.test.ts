import { describe, expect, it } from 'vitest';
import { sqlConnectionSchema } from '../../../../../shared/datasource/connection.js';
import { bindNamed } from '../../named-params.js';
import { isHanaSystemSchema, saphanaEngine } from './index.js';
import { hanaClientOptions, hanaQuoteId, hanaTypeName } from './options.js';

const settings = (extra: Record<string, unknown> = {}) =>
  sqlConnectionSchema.parse({
    type: 'saphana',
    dbType: 'saphana',
    server: 'hana.example.com',
    port: 30041,
    instance: '00',
    database: 'HXE',
    username: 'READER',
    password: 'pw',
    ...extra,
  });
const target = { address: '203.0.113.7', hostname: 'hana.example.com', port: 30041 };

describe('SAP HANA engine', () => {
  it('connects to the vetted address and port, never through a tenant lookup that redirects', () => {
    const options = hanaClientOptions(settings(), target);
    expect(options).toMatchObject({ host: '203.0.113.7', port: 30041, user: 'READER', password: 'pw' });
    expect(options).not.toHaveProperty('databaseName');
    expect(options).not.toHaveProperty('instanceNumber');
    expect(options).not.toHaveProperty('useTLS');
    expect(options.rowsAsArray).toBe(true);
  });

  it('verifies TLS certificates against the host name typed', () => {
    expect(hanaClientOptions(settings({ tls: true }), target)).toMatchObject({
      useTLS: true,
      servername: 'hana.example.com',
      rejectUnauthorized: true,
    });
  });

  it('waits for the protocol handshake no longer than the connection timeout', () => {
    expect(hanaClientOptions(settings({ timeoutSeconds: 3 }), target).initializationTimeout).toBe(3000);
    expect(hanaClientOptions(settings({ timeoutSeconds: 120 }), target).initializationTimeout).toBe(10_000);
  });

  it('binds ? parameters and quotes names with double quotes', () => {
    expect(bindNamed("SELECT * FROM T WHERE A = :a AND B = ':b'", 'saphana', { a: 1 })).toEqual({
      text: "SELECT * FROM T WHERE A = ? AND B = ':b'",
      params: [1],
    });
    expect(hanaQuoteId('my "odd" table')).toBe('"my ""odd"" table"');
    expect(saphanaEngine.placeholder).not.toBeNull();
  });

  it('names column types in lower case', () => {
    expect(hanaTypeName(11)).toBe('nvarchar');
    expect(hanaTypeName(5)).toBe('decimal');
    expect(hanaTypeName(999)).toBe('999');
  });

  it('leaves the system schemas out of the browser', () => {
    for (const name of ['SYS', 'SYSTEM', '_SYS_BIC', '_SYS_REPO', 'SAP_XS_LM', 'UIS'])
      expect(isHanaSystemSchema(name)).toBe(true);
    for (const name of ['SALES', 'SYSTEMS_DATA', 'MY_SYS']) expect(isHanaSystemSchema(name)).toBe(false);
  });

  it('classifies hdb connection codes and HANA login refusals as connection failures', () => {
    expect(saphanaEngine.failureKind?.({ code: 'EHDBOPENCONN' })).toBe('connection');
    expect(saphanaEngine.failureKind?.({ code: 10 })).toBe('connection');
    expect(saphanaEngine.failureKind?.({ code: 259 })).toBeUndefined();
  });
});
