import { type DbTypeDescriptor, type EngineDescriptor, SQL_SUPPORTS } from './descriptor.js';
import { SYNTAX } from './syntax.js';

export const kylinDescriptor: DbTypeDescriptor = {
  label: 'Kylin',
  defaultPort: 7070,
  fields: ['server', 'port', 'database', 'username', 'password', 'tls', 'timeoutSeconds'],
  required: ['server', 'port', 'database', 'username'],
  engine: 'kylin',
  driver: 'Kylin REST API',
  badge: { text: 'Ky', color: '#1f6fb2' },
  labels: { database: 'kylinProject' },
};

/** Kylin's REST query API (no driver package) runs nothing but queries: no session to make read-only. */
export const kylinEngineDescriptor: EngineDescriptor = {
  language: 'sql',
  syntax: SYNTAX.standard,
  dialect: 'standard',
  supports: { ...SQL_SUPPORTS, readOnlySession: false },
  shippedDriver: null,
};
