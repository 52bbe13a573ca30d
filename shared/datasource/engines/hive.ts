import { type DbTypeDescriptor, type EngineDescriptor, SQL_SUPPORTS } from './descriptor.js';
import { SYNTAX } from './syntax.js';

export const hiveDescriptor: DbTypeDescriptor = {
  label: 'Hive',
  defaultPort: 10000,
  fields: ['server', 'port', 'database', 'username', 'password', 'policy', 'timeoutSeconds'],
  required: ['server', 'port'],
  engine: 'hive',
  driver: 'hive-driver',
  badge: { text: 'Hv', color: '#b08a00' },
  hints: {
    policy: 'hivePolicy',
  },
};

/** HiveServer2 binds no parameters and has no read-only session; Hive quotes as MySQL does, without `#` comments. */
export const hiveEngineDescriptor: EngineDescriptor = {
  language: 'sql',
  syntax: { ...SYNTAX.mysql, hash: false },
  dialect: 'mysql',
  supports: { ...SQL_SUPPORTS, params: false, readOnlySession: false },
  shippedDriver: 'hive-driver',
};
