import { type DbTypeDescriptor, SQL_FIELDS, SQL_REQUIRED, TLS_FIELDS } from './descriptor.js';

/** Greenplum speaks PostgreSQL's protocol: PostgreSQL's engine runs it. */
export const greenplumDescriptor: DbTypeDescriptor = {
  label: 'Greenplum',
  defaultPort: 5432,
  fields: [...SQL_FIELDS, ...TLS_FIELDS],
  required: SQL_REQUIRED,
  engine: 'postgresql',
  driver: 'pg',
  badge: { text: 'Gp', color: '#3a8a5a' },
};
