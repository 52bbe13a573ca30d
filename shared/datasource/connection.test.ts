import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import { SQL_LIMITS, sqlConnectionSchema } from './connection.js';
import { ENGINE_TYPES } from './types.js';

const valid = {
  type: 'postgresql',
  dbType: 'greenplum',
  server: 'db.example.com',
  port: 5432,
  database: 'sales',
  username: 'reader',
};

describe('sqlConnectionSchema', () => {
  it('fills the defaults: no password, default schema, 30 s timeout, no TLS', () => {
    expect(sqlConnectionSchema.parse(valid)).toMatchObject({
      ...valid,
      password: '',
      schema: '',
      timeoutSeconds: SQL_LIMITS.timeoutDefaultSeconds,
      tls: false,
    });
    expect(SQL_LIMITS.timeoutDefaultSeconds).toBe(30);
  });

  it.each(['db.example.com', '203.0.113.7', '[2001:db8::1]', '2001:db8::1'])('takes the server %s', (server) => {
    expect(sqlConnectionSchema.safeParse({ ...valid, server }).success).toBe(true);
  });

  it.each([
    ['a URL as server', { server: 'postgres://db.example.com' }],
    ['a port in the server', { server: 'db.example.com:5432' }],
    ['a path in the server', { server: 'db.example.com/x' }],
    ['a database type as engine', { type: 'greenplum' }],
    ['an unknown database type', { dbType: 'db2' }],
    ['port 0', { port: 0 }],
    ['port 70000', { port: 70_000 }],
    ['a timeout over the maximum', { timeoutSeconds: SQL_LIMITS.timeoutMaxSeconds + 1 }],
    ['a zero timeout', { timeoutSeconds: 0 }],
  ])('refuses %s with the incomplete-parameters code', (_name, change) => {
    const result = sqlConnectionSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(String(ErrorCode.PARAMS_INCOMPLETE));
  });

  it('knows the types the engine speaks', () => {
    for (const type of ENGINE_TYPES) expect(sqlConnectionSchema.safeParse({ ...valid, type }).success).toBe(true);
  });
});
