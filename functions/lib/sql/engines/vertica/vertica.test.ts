import { describe, expect, it } from 'vitest';
import { sqlConnectionSchema } from '../../../../../shared/datasource/connection.js';
import { bindNamed } from '../../named-params.js';
import { isVerticaSystemSchema } from './index.js';
import { verticaConfig, verticaQuoteId, verticaSessionSetup, verticaTypeName } from './options.js';

const settings = (extra: Record<string, unknown> = {}) =>
  sqlConnectionSchema.parse({
    type: 'vertica',
    dbType: 'vertica',
    server: 'vertica.example.com',
    port: 5433,
    database: 'analytics',
    username: 'reader',
    password: 'pw',
    ...extra,
  });
const target = { address: '203.0.113.9', hostname: 'vertica.example.com', port: 5433 };

describe('Vertica engine', () => {
  it('connects to the vetted address, without TLS unless asked', () => {
    const config = verticaConfig(settings(), target);
    expect(config).toMatchObject({ host: '203.0.113.9', port: 5433, user: 'reader', database: 'analytics' });
    expect(config.tls_config).toBeUndefined();
  });

  it('verifies TLS certificates (CA and host name) against the host name typed', () => {
    expect(verticaConfig(settings({ tls: true }), target).tls_config).toEqual({
      servername: 'vertica.example.com',
      rejectUnauthorized: true,
    });
  });

  it('makes the session read-only with the run time cap before every run', () => {
    expect(verticaSessionSetup(30, '')).toEqual([
      'SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY',
      "SET SESSION RUNTIMECAP '30 SECONDS'",
      'SET SEARCH_PATH TO DEFAULT',
    ]);
    expect(verticaSessionSetup(12.7, 'sales "eu"')[2]).toBe('SET SEARCH_PATH TO "sales ""eu""", public');
  });

  it('binds ? parameters, skipping dollar quotes and comments', () => {
    expect(bindNamed('SELECT $$ :no $$, :yes -- :no', 'vertica', { yes: 'x' })).toEqual({
      text: 'SELECT $$ :no $$, ? -- :no',
      params: ['x'],
    });
    expect(verticaQuoteId('a"b')).toBe('"a""b"');
  });

  it('names types and leaves the v_ schemas out', () => {
    expect(verticaTypeName(9)).toBe('varchar');
    expect(verticaTypeName(16)).toBe('numeric');
    expect(isVerticaSystemSchema('v_catalog')).toBe(true);
    expect(isVerticaSystemSchema('V_MONITOR')).toBe(true);
    expect(isVerticaSystemSchema('public')).toBe(false);
  });
});
