import { type DbTypeDescriptor, type EngineDescriptor, TLS_FIELDS } from './descriptor.js';
import { SYNTAX } from './syntax.js';

export const mongodbDescriptor: DbTypeDescriptor = {
  label: 'MongoDB',
  defaultPort: 27017,
  fields: ['server', 'port', 'database', 'username', 'password', 'provider', 'tls', ...TLS_FIELDS, 'timeoutSeconds'],
  required: ['server', 'port', 'database'],
  engine: 'mongodb',
  driver: 'mongodb',
  badge: { text: 'Mg', color: '#2f7d4a' },
};

/**
 * A statement is a JSON query (find or aggregate); the connection's database is the one schema;
 * no read-only session exists (the user check and the refused stages carry it); a dashboard
 * draft's SQL aggregates do not apply.
 */
export const mongodbEngineDescriptor: EngineDescriptor = {
  language: 'json',
  syntax: SYNTAX.json,
  dialect: 'json',
  supports: { params: true, readOnlySession: false, schemas: false, drafts: false },
  shippedDriver: 'mongodb',
};
