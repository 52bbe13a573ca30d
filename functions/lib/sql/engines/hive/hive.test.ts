import { describe, expect, it } from 'vitest';
import { sqlConnectionSchema } from '../../../../../shared/datasource/connection.js';
import { UNBOUND_ENGINES } from '../../../../../shared/datasource/sql-params.js';
import type { EngineType } from '../../../../../shared/datasource/types.js';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import type { BrowseRunner } from '../../engine.js';
import { ENGINES } from '../../engines.js';
import { SqlFailure } from '../../failure.js';
import { bindNamed } from '../../named-params.js';
import { hiveEngine } from './index.js';
import { hiveAuth, hiveQuoteId, hiveSessionRequest, hiveTypeName } from './options.js';

const settings = (extra: Record<string, unknown> = {}) =>
  sqlConnectionSchema.parse({
    type: 'hive',
    dbType: 'hive',
    server: 'hive.example.com',
    port: 10000,
    database: 'sales',
    username: 'reader',
    password: 'pw',
    ...extra,
  });

describe('Hive engine', () => {
  it('refuses an API with parameters: HiveServer2 binds none, and values are never written into the text', () => {
    expect(hiveEngine.placeholder).toBeNull();
    try {
      bindNamed('SELECT * FROM t WHERE a = :a', 'hive', { a: "x' OR '1'='1" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SqlFailure);
      expect((error as SqlFailure).code).toBe(ErrorCode.API_PARAM_INVALID);
    }
    expect(bindNamed("SELECT ':a', `:b` FROM t", 'hive', {})).toEqual({ text: "SELECT ':a', `:b` FROM t", params: [] });
  });

  it('maps the authentication policy to a SASL mechanism', () => {
    expect(hiveAuth(settings())).toEqual({ kind: 'plain', username: 'reader', password: 'pw' });
    expect(hiveAuth(settings({ policy: 'LDAP' }))).toEqual({ kind: 'plain', username: 'reader', password: 'pw' });
    expect(hiveAuth(settings({ policy: 'nosasl' }))).toEqual({ kind: 'nosasl' });
    expect(hiveAuth(settings({ username: '' }))).toMatchObject({ username: 'anonymous' });
    const kerberos = (() => {
      try {
        return hiveAuth(settings({ policy: 'KERBEROS' }));
      } catch (error) {
        return error;
      }
    })();
    expect(kerberos).toBeInstanceOf(SqlFailure);
    expect((kerberos as SqlFailure).data.message).toMatch(/Kerberos/);
    expect(() => hiveAuth(settings({ policy: 'OAUTH' }))).toThrow(SqlFailure);
  });

  it('opens the session on the chosen database', () => {
    const request = hiveSessionRequest(settings(), hiveAuth(settings()));
    expect(request.configuration).toEqual({ 'use:database': 'sales' });
    expect(request).toMatchObject({ username: 'reader', password: 'pw' });
    expect(hiveSessionRequest(settings({ database: '' }), { kind: 'nosasl' })).toEqual({
      client_protocol: 9,
      configuration: {},
    });
  });

  it('quotes names with backticks and names types from TTypeId', () => {
    expect(hiveQuoteId('we`ird')).toBe('`we``ird`');
    expect(hiveTypeName({ STRING_TYPE: 7, INT_TYPE: 3 }, 3)).toBe('int');
    expect(hiveTypeName({ STRING_TYPE: 7 }, undefined)).toBe('unknown');
  });

  it('browses with SHOW and DESCRIBE, the partition section and system databases left out', async () => {
    const statements: string[] = [];
    const answers: Record<string, unknown[][]> = {
      'SHOW DATABASES': [['default'], ['sales'], ['sys'], ['information_schema']],
      'SHOW TABLES IN `sales`': [['orders']],
      'DESCRIBE `sales`.`orders`': [
        ['id', 'bigint', ''],
        ['amount', 'DECIMAL(10,2)', ''],
        ['dt', 'string', ''],
        ['', null, null],
        ['# Partition Information', null, null],
        ['# col_name', 'data_type', 'comment'],
        ['dt', 'string', ''],
      ],
    };
    const run: BrowseRunner = (statement) => {
      statements.push(statement);
      return Promise.resolve({ columns: [], rows: answers[statement] ?? [], truncated: false });
    };
    expect(await hiveEngine.browse.schemas(run)).toEqual(['default', 'sales']);
    expect(await hiveEngine.browse.tables(run, 'sales')).toEqual(['orders']);
    expect(await hiveEngine.browse.columns(run, 'sales', 'orders')).toEqual([
      { name: 'id', type: 'bigint' },
      { name: 'amount', type: 'decimal(10,2)' },
      { name: 'dt', type: 'string' },
    ]);
    await hiveEngine.browse.preview(run, 'sales', 'orders');
    expect(statements.at(-1)).toBe('SELECT * FROM `sales`.`orders` LIMIT 101');
  });
});

describe('engines without bound parameters', () => {
  it('are exactly the ones the editor warns about (UNBOUND_ENGINES)', () => {
    for (const [type, engine] of Object.entries(ENGINES))
      expect(engine.placeholder === null, type).toBe(UNBOUND_ENGINES.has(type as EngineType));
  });
});
