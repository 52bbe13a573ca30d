import { describe, expect, it } from 'vitest';
import type { DatasourceSummary } from '../../../../shared/acts/datasource.js';
import { connectionSettingsSchema } from '../../../../shared/datasource/connection.js';
import { DB_TYPE_INFO, DB_TYPES } from '../../../../shared/datasource/types.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import {
  connectionName,
  connectionAddress,
  newConnectionValues,
  showsField,
  storedConnectionValues,
  switchType,
  toSettings,
  validateConnection,
  type ConnectionFormValues,
} from './connectionForm';

const filledPostgres = (): ConnectionFormValues => ({
  ...newConnectionValues('postgresql'),
  name: 'Sales',
  server: '127.0.0.1',
  database: 'test',
  username: 'reader',
  password: 'secret',
});

const stored: DatasourceSummary = {
  _id: 'ds1',
  name: 'Warehouse',
  type: 'oracle',
  settings: connectionSettingsSchema.parse({
    type: 'oracle',
    server: 'ora.example.com',
    port: 1522,
    mode: 'sid',
    sid: 'ORCL',
    username: 'scott',
    timeoutSeconds: 45,
    tls: true,
  }),
  has_password: true,
  has_key: false,
  api_count: 0,
  creator: 'u1',
  created_at: 1,
  updated_at: 2,
};

describe('a new connection', () => {
  it('starts with the type default port, the default timeout and Oracle’s first mode', () => {
    expect(newConnectionValues('postgresql')).toMatchObject({ port: '5432', timeoutSeconds: '30', mode: '' });
    expect(newConnectionValues('sqlserver').port).toBe('1433');
    expect(newConnectionValues('oracle').mode).toBe('service_name');
  });

  it('becomes settings the act’s schema accepts, with numbers for port and timeout', () => {
    const settings = toSettings({ ...filledPostgres(), port: ' 6543 ', timeoutSeconds: '12', tls: true });
    const parsed = connectionSettingsSchema.parse(settings);
    expect(parsed).toMatchObject({ type: 'postgresql', port: 6543, timeoutSeconds: 12, tls: true, password: 'secret' });
  });

  it('sends only the fields its type lists', () => {
    const values = { ...filledPostgres(), instance: 'SQLEXPRESS', sid: 'ORCL', provider: 'admin', policy: 'x' };
    const settings = toSettings(values);
    expect(settings).not.toHaveProperty('instance');
    expect(settings).not.toHaveProperty('sid');
    expect(settings).not.toHaveProperty('provider');
    expect(Object.keys(toSettings({ ...newConnectionValues('dameng'), tls: true }))).not.toContain('tls');
  });
});

describe('fields a type shows', () => {
  it('are exactly DB_TYPE_INFO’s fields', () => {
    for (const type of DB_TYPES) {
      for (const field of ['server', 'instance', 'sid', 'mode', 'certPem', 'keyPem', 'tls', 'provider'] as const)
        expect(showsField(type, field), `${type}.${field}`).toBe(DB_TYPE_INFO[type].fields.includes(field));
    }
    expect(showsField('oracle', 'database')).toBe(false);
    expect(showsField('oracle', 'mode')).toBe(true);
  });
});

describe('switching type', () => {
  it('moves the port to the new default unless the user typed their own', () => {
    expect(switchType(newConnectionValues('postgresql'), 'sqlserver').port).toBe('1433');
    expect(switchType({ ...newConnectionValues('postgresql'), port: '' }, 'mysql').port).toBe('3306');
    expect(switchType({ ...newConnectionValues('postgresql'), port: '6000' }, 'mysql').port).toBe('6000');
  });

  it('gives Oracle a mode and takes it away from others', () => {
    const oracle = switchType(newConnectionValues('postgresql'), 'oracle');
    expect(oracle.mode).toBe('service_name');
    expect(switchType({ ...oracle, mode: 'sid' }, 'oracle').mode).toBe('sid');
    expect(switchType(oracle, 'mariadb').mode).toBe('');
  });
});

describe('validation', () => {
  it('passes complete settings', () => {
    expect(validateConnection(filledPostgres())).toEqual({});
  });

  it('reports every empty required field at once, with the catalogue code', () => {
    const codes = validateConnection({ ...newConnectionValues('postgresql'), server: 'db host', port: 'abc' });
    expect(codes).toEqual({
      server: ErrorCode.PARAMS_INCOMPLETE,
      port: ErrorCode.PARAMS_INCOMPLETE,
      database: ErrorCode.PARAMS_INCOMPLETE,
      username: ErrorCode.PARAMS_INCOMPLETE,
    });
  });

  it('names a connection after its database and host when no name is typed', () => {
    const values = { ...newConnectionValues('postgresql'), server: '10.0.0.5', database: 'sales' };
    expect(connectionName(values)).toBe('sales@10.0.0.5');
    expect(connectionName({ ...values, name: '  Sales PG ' })).toBe('Sales PG');
    expect(connectionName({ ...values, database: '' })).toBe('10.0.0.5');
    // With nothing to name it after, the name is asked for.
    expect(validateConnection(newConnectionValues('postgresql')).name).toBe(ErrorCode.NAME_INVALID);
  });

  it('follows each type’s required list: Oracle needs its SID, MongoDB no username', () => {
    const oracle = { ...newConnectionValues('oracle'), name: 'o', server: 'ora', username: 'scott' };
    expect(Object.keys(validateConnection(oracle))).toEqual(['sid']);
    const mongo = { ...newConnectionValues('mongodb'), name: 'm', server: 'mongo', database: 'app' };
    expect(validateConnection(mongo)).toEqual({});
  });

  it('refuses out-of-range ports and timeouts and a PEM that is not one', () => {
    expect(validateConnection({ ...filledPostgres(), port: '70000' }).port).toBe(ErrorCode.PARAMS_INCOMPLETE);
    expect(validateConnection({ ...filledPostgres(), timeoutSeconds: '301' }).timeoutSeconds).toBe(
      ErrorCode.PARAMS_INCOMPLETE,
    );
    expect(validateConnection({ ...filledPostgres(), tls: true, certPem: 'not a cert' }).certPem).toBe(
      ErrorCode.PARAMS_INCOMPLETE,
    );
    expect(
      validateConnection({
        ...filledPostgres(),
        certPem: '-----BEGIN CERTIFICATE-----\nabc\n-----END CERTIFICATE-----',
      }),
    ).toEqual({});
  });
});

describe('editing a stored connection', () => {
  it('fills the form from its settings and leaves the secrets empty', () => {
    const values = storedConnectionValues(stored);
    expect(values).toMatchObject({
      name: 'Warehouse',
      type: 'oracle',
      server: 'ora.example.com',
      port: '1522',
      mode: 'sid',
      sid: 'ORCL',
      timeoutSeconds: '45',
      tls: true,
      password: '',
      keyPem: '',
    });
    expect(validateConnection(values)).toEqual({});
  });
});

describe('the address the list shows', () => {
  it('is host:port/database, with the SID when there is no database, and IPv6 in brackets', () => {
    expect(connectionAddress({ server: '127.0.0.1', port: 5432, database: 'test', sid: '' })).toBe(
      '127.0.0.1:5432/test',
    );
    expect(connectionAddress(stored.settings)).toBe('ora.example.com:1522/ORCL');
    expect(connectionAddress({ server: '::1', port: 3306, database: '', sid: '' })).toBe('[::1]:3306');
  });
});
