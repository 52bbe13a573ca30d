import {
  type DbTypeDescriptor,
  type EngineDescriptor,
  SQL_FIELDS,
  SQL_REQUIRED,
  SQL_SUPPORTS,
  TLS_FIELDS,
} from './descriptor.js';
import { SYNTAX } from './syntax.js';

export const mariadbDescriptor: DbTypeDescriptor = {
  label: 'MariaDB',
  defaultPort: 3306,
  fields: [...SQL_FIELDS, ...TLS_FIELDS],
  required: SQL_REQUIRED,
  engine: 'mariadb',
  driver: 'mysql2',
  badge: { text: 'Ma', color: '#a06a2c' },
};

/** MariaDB's engine: MySQL's server module, with MariaDB's editor dialect. */
export const mariadbEngineDescriptor: EngineDescriptor = {
  language: 'sql',
  syntax: SYNTAX.mysql,
  dialect: 'mariadb',
  supports: SQL_SUPPORTS,
  shippedDriver: null,
  readOnlyRules: 'mysql',
};
