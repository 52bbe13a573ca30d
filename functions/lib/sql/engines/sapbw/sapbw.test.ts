import { describe, expect, it } from 'vitest';
import {
  connectionSettingsSchema,
  engineSettings,
  sqlConnectionSchema,
} from '../../../../../shared/datasource/connection.js';
import { ENGINE_TEXTS } from '../../../../../shared/datasource/engines/texts.js';
import { DB_TYPE_INFO, engineInfoOf } from '../../../../../shared/datasource/types.js';
import type { BrowseRunner } from '../../engine.js';
import { ENGINES } from '../../engines.js';
import { fieldTypeOf, worksheetTypeOf } from '../../field-types.js';
import { bindNamed } from '../../named-params.js';
import type { SqlValue } from '../../session.js';
import { hanaClientOptions } from '../saphana/options.js';
import { sapbwEngine } from './index.js';
import { BW_SCHEMA, bwSettings } from './options.js';

const settings = (extra: Record<string, unknown> = {}) =>
  sqlConnectionSchema.parse({
    type: 'sapbw',
    dbType: 'sapbw',
    server: 'bw4.example.com',
    port: 30015,
    instance: '00',
    username: 'BW_READER',
    password: 'pw',
    ...extra,
  });
const target = { address: '203.0.113.9', hostname: 'bw4.example.com', port: 30015 };

/** A schema browser runner that answers `rows` and records what it was asked. */
function recorder(rows: SqlValue[][]) {
  const calls: { statement: string; params: readonly SqlValue[] }[] = [];
  const run: BrowseRunner = (statement, params = []) => {
    calls.push({ statement, params });
    return Promise.resolve({ columns: [], rows, truncated: false });
  };
  return { run, calls };
}

describe('SAP BW descriptor', () => {
  it('is a database type with its own engine, over the HANA driver', () => {
    expect(DB_TYPE_INFO.sapbw).toMatchObject({ engine: 'sapbw', driver: 'hdb', defaultPort: 30015 });
    expect(ENGINES.sapbw).toBe(sapbwEngine);
    expect(engineInfoOf('sapbw')).toMatchObject({ language: 'sql', shippedDriver: 'hdb' });
    expect(engineInfoOf('sapbw')?.supports).toEqual({
      params: true,
      readOnlySession: true,
      schemas: false,
      drafts: true,
    });
  });

  it('asks for HANA SQL settings, not for RFC ones', () => {
    const { fields, required } = DB_TYPE_INFO.sapbw;
    expect(fields).toEqual(['server', 'port', 'instance', 'database', 'username', 'password', 'tls', 'timeoutSeconds']);
    expect(required).toEqual(['server', 'port', 'username']);
    const parsed = connectionSettingsSchema.parse({ type: 'sapbw', server: 'bw4', port: 30015, username: 'R' });
    expect(engineSettings(parsed)).toMatchObject({ type: 'sapbw', dbType: 'sapbw' });
  });

  it('tells the user it reads InfoProviders as the calculation views of _SYS_BIC, in both languages', () => {
    const { note, hints } = DB_TYPE_INFO.sapbw;
    expect(note && ENGINE_TEXTS[note].en).toMatch(/SAP HANA SQL interface/);
    expect(note && ENGINE_TEXTS[note].en).toMatch(/_SYS_BIC/);
    expect(note && ENGINE_TEXTS[note].zh).toMatch(/_SYS_BIC/);
    expect(hints?.port && ENGINE_TEXTS[hints.port].en).toMatch(/not the BW application server/);
    expect(hints?.instance).toBe(DB_TYPE_INFO.saphana.hints?.instance);
  });
});

describe('SAP BW engine', () => {
  it('always sets _SYS_BIC as the session schema, whatever was stored', () => {
    expect(bwSettings(settings()).schema).toBe(BW_SCHEMA);
    expect(bwSettings(settings({ schema: 'SALES' })).schema).toBe('_SYS_BIC');
  });

  it('connects as HANA does: the vetted address and port, no tenant lookup, TLS against the typed host', () => {
    const options = hanaClientOptions(bwSettings(settings({ tls: true })), target);
    expect(options).toMatchObject({ host: '203.0.113.9', port: 30015, user: 'BW_READER', password: 'pw' });
    expect(options).toMatchObject({ useTLS: true, servername: 'bw4.example.com', rejectUnauthorized: true });
    expect(options).not.toHaveProperty('databaseName');
    expect(options).not.toHaveProperty('instanceNumber');
  });

  it('offers _SYS_BIC as its one schema when the user may read it', async () => {
    const { run, calls } = recorder([['_SYS_BIC']]);
    expect(await sapbwEngine.browse.schemas(run)).toEqual(['_SYS_BIC']);
    expect(calls[0]?.statement).toMatch(/FROM SYS\.SCHEMAS WHERE SCHEMA_NAME = \? AND HAS_PRIVILEGES = 'TRUE'/);
    expect(calls[0]?.params).toEqual(['_SYS_BIC']);
    expect(await sapbwEngine.browse.schemas(recorder([]).run)).toEqual([]);
  });

  it('lists the calculation views of _SYS_BIC as its tables, and nothing of other schemas', async () => {
    const { run, calls } = recorder([['system-local.bw.bw2hana/SALES'], ['system-local.bw.bw2hana/STOCK']]);
    expect(await sapbwEngine.browse.tables(run, '_SYS_BIC')).toEqual([
      'system-local.bw.bw2hana/SALES',
      'system-local.bw.bw2hana/STOCK',
    ]);
    expect(calls[0]?.statement).toMatch(/FROM SYS\.VIEWS WHERE SCHEMA_NAME = \? AND VIEW_TYPE = 'CALC'/);
    expect(calls[0]?.params).toEqual(['_SYS_BIC']);
    const other = recorder([['T']]);
    expect(await sapbwEngine.browse.tables(other.run, 'SAPHANADB')).toEqual([]);
    expect(other.calls).toEqual([]);
  });

  it('reads a view’s columns in order, type names in lower case', async () => {
    const { run, calls } = recorder([
      ['0CALDAY', 'NVARCHAR'],
      ['0AMOUNT', 'DECIMAL'],
    ]);
    expect(await sapbwEngine.browse.columns(run, '_SYS_BIC', 'system-local.bw.bw2hana/SALES')).toEqual([
      { name: '0CALDAY', type: 'nvarchar' },
      { name: '0AMOUNT', type: 'decimal' },
    ]);
    expect(calls[0]?.statement).toMatch(
      /FROM SYS\.VIEW_COLUMNS WHERE SCHEMA_NAME = \? AND VIEW_NAME = \? ORDER BY POSITION/,
    );
    expect(calls[0]?.params).toEqual(['_SYS_BIC', 'system-local.bw.bw2hana/SALES']);
  });

  it('previews a view by its quoted package path', async () => {
    const { run, calls } = recorder([]);
    await sapbwEngine.browse.preview(run, '_SYS_BIC', 'system-local.bw.bw2hana/SALES');
    expect(calls[0]?.statement).toBe('SELECT * FROM "_SYS_BIC"."system-local.bw.bw2hana/SALES"');
  });

  it('maps HANA’s own type names of BW views to field types', () => {
    expect(fieldTypeOf('sapbw', 'longdate')).toBe('datetime');
    expect(fieldTypeOf('sapbw', 'SECONDDATE')).toBe('datetime');
    expect(fieldTypeOf('sapbw', 'daydate')).toBe('date');
    expect(fieldTypeOf('sapbw', 'date')).toBe('date');
    expect(fieldTypeOf('sapbw', 'fixed16')).toBe('number');
    expect(fieldTypeOf('sapbw', 'decimal(17,2)')).toBe('number');
    expect(fieldTypeOf('sapbw', 'nvarchar(8)')).toBe('string');
    expect(fieldTypeOf('sapbw', 'secondtime')).toBe('string');
    expect(worksheetTypeOf('sapbw', 'integer')).toBe('integer');
    expect(worksheetTypeOf('sapbw', 'fixed12')).toBe('decimal');
  });

  it('binds ? parameters, quotes as HANA, and runs only queries', () => {
    expect(
      bindNamed('SELECT * FROM "system-local.bw.bw2hana/SALES" WHERE "0CALDAY" >= :from', 'sapbw', {
        from: '20260101',
      }),
    ).toEqual({
      text: 'SELECT * FROM "system-local.bw.bw2hana/SALES" WHERE "0CALDAY" >= ?',
      params: ['20260101'],
    });
    expect(sapbwEngine.quoteId('a"b')).toBe('"a""b"');
    expect(sapbwEngine.queryShape?.keywords).toEqual(['SELECT', 'WITH']);
  });

  it('classifies hdb connection codes as HANA does', () => {
    expect(sapbwEngine.failureKind?.({ code: 'EHDBOPENCONN' })).toBe('connection');
    expect(sapbwEngine.failureKind?.({ code: 259 })).toBeUndefined();
  });
});
