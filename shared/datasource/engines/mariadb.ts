import type { DbTypeDescriptor, EngineDescriptor } from './descriptor.js';
import { mysqlDescriptor, mysqlEngineDescriptor } from './mysql.js';

/** MariaDB: MySQL's form, port and driver under its own name and badge. */
export const mariadbDescriptor: DbTypeDescriptor = {
  ...mysqlDescriptor,
  label: 'MariaDB',
  engine: 'mariadb',
  badge: { text: 'Ma', color: '#a06a2c' },
};

/** MariaDB's engine: MySQL's server module, with MariaDB's editor dialect. */
export const mariadbEngineDescriptor: EngineDescriptor = { ...mysqlEngineDescriptor, dialect: 'mariadb' };
