import { type DbTypeDescriptor, type EngineDescriptor, SQL_SUPPORTS } from './descriptor.js';
import { SYNTAX } from './syntax.js';

export const damengDescriptor: DbTypeDescriptor = {
  label: 'DaMeng',
  defaultPort: 5236,
  fields: ['server', 'port', 'username', 'password', 'schema', 'timeoutSeconds'],
  required: ['server', 'port', 'username'],
  engine: 'dameng',
  driver: 'dmdb',
  badge: { text: 'Dm', color: '#b8322a' },
};

export const damengEngineDescriptor: EngineDescriptor = {
  language: 'sql',
  syntax: SYNTAX.standard,
  dialect: 'plsql',
  supports: SQL_SUPPORTS,
  shippedDriver: 'dmdb',
};
