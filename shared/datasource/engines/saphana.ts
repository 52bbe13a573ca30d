import { type DbTypeDescriptor, type EngineDescriptor, SQL_SUPPORTS } from './descriptor.js';
import { SYNTAX } from './syntax.js';

export const saphanaDescriptor: DbTypeDescriptor = {
  label: 'SAP HANA',
  defaultPort: 30015,
  fields: ['server', 'port', 'instance', 'database', 'username', 'password', 'schema', 'tls', 'timeoutSeconds'],
  required: ['server', 'port', 'username'],
  engine: 'saphana',
  driver: 'hdb',
  badge: { text: 'Hn', color: '#0a6ed1' },
  hints: {
    instance: {
      zh: '仅作说明：实际使用上面的端口（3<nn>15，租户数据库为 3<nn>41 起）。',
      en: 'For reference only: the port above is what is used (3<nn>15, or 3<nn>41 and up for a tenant database).',
    },
    database: {
      zh: '可选：该端口应对应的租户数据库，连接时核对。',
      en: 'Optional: the tenant database the port must serve; checked when connecting.',
    },
  },
};

export const saphanaEngineDescriptor: EngineDescriptor = {
  language: 'sql',
  syntax: SYNTAX.standard,
  dialect: 'standard',
  supports: SQL_SUPPORTS,
  shippedDriver: 'hdb',
};
