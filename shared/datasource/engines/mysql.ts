import {
  type DbTypeDescriptor,
  type EngineDescriptor,
  SQL_FIELDS,
  SQL_REQUIRED,
  SQL_SUPPORTS,
  TLS_FIELDS,
} from './descriptor.js';
import { SYNTAX } from './syntax.js';

export const mysqlDescriptor: DbTypeDescriptor = {
  label: 'MySQL',
  defaultPort: 3306,
  fields: [...SQL_FIELDS, ...TLS_FIELDS],
  required: SQL_REQUIRED,
  engine: 'mysql',
  driver: 'mysql2',
  badge: { text: 'My', color: '#00758f' },
};

/** MySQL's engine (`mysql2` is bundled). */
export const mysqlEngineDescriptor: EngineDescriptor = {
  language: 'sql',
  syntax: SYNTAX.mysql,
  dialect: 'mysql',
  supports: SQL_SUPPORTS,
  shippedDriver: null,
  readOnlyRules: 'mysql',
};
