import { type DbTypeDescriptor, SQL_FIELDS, SQL_REQUIRED } from './descriptor.js';

/** Listed by the product, stored and edited, but no engine runs it. */
export const sybaseDescriptor: DbTypeDescriptor = {
  label: 'Sybase',
  defaultPort: 5000,
  fields: [...SQL_FIELDS],
  required: SQL_REQUIRED,
  engine: null,
  driver: 'none (no maintained Node.js driver)',
  badge: { text: 'Sy', color: '#5a4ea8' },
  unavailable: 'sybaseUnavailable',
};
