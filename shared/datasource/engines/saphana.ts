import { type DbTypeDescriptor, type EngineDescriptor, SQL_SUPPORTS } from './descriptor.js';
import { SYNTAX } from './syntax.js';

export const saphanaDescriptor: DbTypeDescriptor = {
  label: 'SAP HANA',
  defaultPort: 30015,
  fields: ['server', 'port', 'instance', 'database', 'username', 'password', 'schema', 'tls', 'timeoutSeconds'],
  required: ['server', 'port', 'username'],
  engine: 'saphana',
  driver: 'hdb',
  badge: { text: 'Hn', color: '#0a6ed1' },
  hints: {
    instance: 'hanaInstance',
    database: 'hanaDatabase',
  },
};

export const saphanaEngineDescriptor: EngineDescriptor = {
  language: 'sql',
  syntax: SYNTAX.standard,
  dialect: 'standard',
  supports: SQL_SUPPORTS,
  shippedDriver: 'hdb',
};
