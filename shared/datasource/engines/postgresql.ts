import {
  type DbTypeDescriptor,
  type EngineDescriptor,
  SQL_FIELDS,
  SQL_REQUIRED,
  SQL_SUPPORTS,
  TLS_FIELDS,
} from './descriptor.js';
import { SYNTAX } from './syntax.js';

export const postgresqlDescriptor: DbTypeDescriptor = {
  label: 'PostgreSQL',
  defaultPort: 5432,
  fields: [...SQL_FIELDS, ...TLS_FIELDS],
  required: SQL_REQUIRED,
  engine: 'postgresql',
  driver: 'pg',
  badge: { text: 'Pg', color: '#336791' },
};

/** PostgreSQL's engine, also Greenplum's (`pg` is bundled). */
export const postgresqlEngineDescriptor: EngineDescriptor = {
  language: 'sql',
  syntax: SYNTAX.postgres,
  dialect: 'postgresql',
  supports: SQL_SUPPORTS,
  shippedDriver: null,
  readOnlyRules: 'postgresql',
};
