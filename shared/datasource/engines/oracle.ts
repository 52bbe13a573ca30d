import { type DbTypeDescriptor, type EngineDescriptor, SQL_SUPPORTS } from './descriptor.js';
import { SYNTAX } from './syntax.js';

export const oracleDescriptor: DbTypeDescriptor = {
  label: 'Oracle',
  defaultPort: 1521,
  fields: ['server', 'port', 'mode', 'sid', 'username', 'password', 'schema', 'tls', 'timeoutSeconds'],
  required: ['server', 'port', 'mode', 'sid', 'username'],
  engine: 'oracle',
  driver: 'oracledb (thin mode)',
  modes: ['service_name', 'sid'],
  badge: { text: 'Or', color: '#c74634' },
};

export const oracleEngineDescriptor: EngineDescriptor = {
  language: 'sql',
  syntax: { ...SYNTAX.standard, qQuote: true },
  dialect: 'plsql',
  supports: SQL_SUPPORTS,
  shippedDriver: 'oracledb',
};
