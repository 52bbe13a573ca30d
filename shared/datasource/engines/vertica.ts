import { type DbTypeDescriptor, type EngineDescriptor, SQL_FIELDS, SQL_REQUIRED, SQL_SUPPORTS } from './descriptor.js';
import { SYNTAX } from './syntax.js';

export const verticaDescriptor: DbTypeDescriptor = {
  label: 'Vertica',
  defaultPort: 5433,
  fields: [...SQL_FIELDS],
  required: SQL_REQUIRED,
  engine: 'vertica',
  driver: 'vertica-nodejs',
  badge: { text: 'Vt', color: '#1a4f8b' },
};

/** Vertica quotes as PostgreSQL does. */
export const verticaEngineDescriptor: EngineDescriptor = {
  language: 'sql',
  syntax: SYNTAX.postgres,
  dialect: 'postgresql',
  supports: SQL_SUPPORTS,
  shippedDriver: 'vertica-nodejs',
};
