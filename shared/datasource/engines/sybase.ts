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
  unavailable: {
    zh: 'Sybase（SAP ASE）没有维护中的 Node.js 驱动，而它的 TDS 协议版本与 SQL Server 的驱动不兼容，因此这里无法安全地以只读方式查询它。',
    en: 'Sybase (SAP ASE) has no maintained Node.js driver, and SQL Server’s driver does not speak its version of TDS, so it cannot be queried read-only here.',
  },
};
