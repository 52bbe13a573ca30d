import { type DbTypeDescriptor, type EngineDescriptor, SQL_REQUIRED, SQL_SUPPORTS } from './descriptor.js';
import { SYNTAX } from './syntax.js';

export const sqlserverDescriptor: DbTypeDescriptor = {
  label: 'SQL Server',
  defaultPort: 1433,
  fields: ['server', 'port', 'instance', 'database', 'username', 'password', 'schema', 'tls', 'timeoutSeconds'],
  required: SQL_REQUIRED,
  engine: 'sqlserver',
  driver: 'mssql',
  badge: { text: 'Ss', color: '#b5342b' },
};

/** SQL Server has no read-only session: every run is rolled back and the user check carries the weight. */
export const sqlserverEngineDescriptor: EngineDescriptor = {
  language: 'sql',
  syntax: { ...SYNTAX.standard, brackets: true, block: 'nested' },
  dialect: 'mssql',
  supports: { ...SQL_SUPPORTS, readOnlySession: false },
  shippedDriver: 'mssql',
};
