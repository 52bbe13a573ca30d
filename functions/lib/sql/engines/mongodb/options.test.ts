import { describe, expect, it } from 'vitest';
import { sqlConnectionSchema, SQL_LIMITS } from '../../../../../shared/datasource/connection.js';
import { mongoClientConfig } from './options.js';
import { powerOf } from './user.js';

const settings = (extra: Record<string, unknown> = {}) =>
  sqlConnectionSchema.parse({
    type: 'mongodb',
    dbType: 'mongodb',
    server: 'mongo.example.com',
    port: 27017,
    database: 'sales',
    username: 'reader',
    password: 'p@ss:/word',
    ...extra,
  });
const target = { address: '203.0.113.7', hostname: 'mongo.example.com', port: 27017 };

describe('MongoDB settings as client options', () => {
  it('connects directly to the vetted address, credentials as options, never in the URL', () => {
    const { url, options } = mongoClientConfig(settings(), target);
    expect(url).toBe('mongodb://203.0.113.7:27017/');
    expect(url).not.toContain('reader');
    expect(options).toMatchObject({
      directConnection: true,
      readPreference: 'secondaryPreferred',
      maxPoolSize: SQL_LIMITS.poolMaxSessions,
      maxIdleTimeMS: SQL_LIMITS.poolIdleSeconds * 1000,
      retryWrites: false,
      tls: false,
      auth: { username: 'reader', password: 'p@ss:/word' },
      authSource: 'sales',
    });
    expect(options.servername).toBeUndefined();
  });

  it('brackets an IPv6 address and uses provider as the authentication database', () => {
    const { url, options } = mongoClientConfig(settings({ provider: 'admin' }), {
      ...target,
      address: '2001:db8::7',
    });
    expect(url).toBe('mongodb://[2001:db8::7]:27017/');
    expect(options.authSource).toBe('admin');
  });

  it('sends no credentials without a user name', () => {
    const { options } = mongoClientConfig(settings({ username: '', password: '' }), target);
    expect(options.auth).toBeUndefined();
    expect(options.authSource).toBeUndefined();
  });

  it('verifies TLS against the host name and the CA given; the client PEM holds certificate and key', () => {
    const certPem = '-----BEGIN CERTIFICATE-----\nCA\n-----END CERTIFICATE-----';
    const keyPem =
      '-----BEGIN CERTIFICATE-----\nCLIENT\n-----END CERTIFICATE-----\n-----BEGIN PRIVATE KEY-----\nKEY\n-----END PRIVATE KEY-----';
    const { options } = mongoClientConfig(settings({ tls: true, certPem, keyPem }), target);
    expect(options).toMatchObject({ tls: true, servername: 'mongo.example.com', rejectUnauthorized: true });
    expect(options.ca).toBe(certPem);
    expect(options.cert).toBe(keyPem);
    expect(options.key).toBe(keyPem);
    const caOnly = mongoClientConfig(settings({ tls: true, certPem }), target).options;
    expect(caOnly.cert).toBeUndefined();
    expect(caOnly.key).toBeUndefined();
    // Without TLS no certificate is sent anywhere.
    expect(mongoClientConfig(settings({ certPem, keyPem }), target).options).not.toHaveProperty('key');
  });

  it('gives up connecting within the statement timeout (at most 10 s)', () => {
    expect(mongoClientConfig(settings({ timeoutSeconds: 3 }), target).options.serverSelectionTimeoutMS).toBe(3000);
    expect(mongoClientConfig(settings({ timeoutSeconds: 60 }), target).options.serverSelectionTimeoutMS).toBe(10_000);
  });
});

describe('MongoDB powerful users', () => {
  const user = { authenticatedUsers: [{ user: 'reader', db: 'sales' }] };
  it('lets a user with the read role through', () => {
    expect(
      powerOf({
        ...user,
        authenticatedUserRoles: [{ role: 'read', db: 'sales' }],
        authenticatedUserPrivileges: [
          { resource: { db: 'sales', collection: '' }, actions: ['find', 'listCollections', 'dbStats'] },
        ],
      }),
    ).toBeUndefined();
  });

  it.each(['root', 'dbOwner', 'readWrite', 'dbAdmin', 'userAdmin', 'readWriteAnyDatabase', 'clusterAdmin', 'restore'])(
    'refuses the %s role',
    (role) => {
      expect(powerOf({ ...user, authenticatedUserRoles: [{ role, db: 'sales' }] })).toBe(
        `role ${role} may write or administer`,
      );
    },
  );

  it('refuses a custom role with a write action', () => {
    expect(
      powerOf({
        ...user,
        authenticatedUserRoles: [{ role: 'reporting', db: 'sales' }],
        authenticatedUserPrivileges: [{ resource: { db: 'sales', collection: 'x' }, actions: ['find', 'update'] }],
      }),
    ).toBe('action update changes the database');
  });

  it('refuses a server without access control', () => {
    expect(powerOf({ authenticatedUsers: [], authenticatedUserRoles: [] })).toMatch(/unauthenticated/);
    expect(powerOf({})).toMatch(/unauthenticated/);
  });
});
