import type { DbTypeDescriptor } from './descriptor.js';

/** Listed by the product, stored and edited, but no engine runs it. */
export const sapbwDescriptor: DbTypeDescriptor = {
  label: 'SAP BW',
  defaultPort: 3300,
  fields: ['server', 'port', 'instance', 'sid', 'username', 'password', 'policy', 'timeoutSeconds'],
  required: ['server', 'instance', 'sid', 'username'],
  engine: null,
  driver: 'none (SAP RFC SDK is proprietary)',
  badge: { text: 'Bw', color: '#1b5fa8' },
  unavailable: {
    zh: 'SAP BW 的 RFC 接口只能通过 SAP 专有的 RFC SDK 访问，这里没有它的驱动。',
    en: 'SAP BW’s RFC interface is reached only through SAP’s proprietary RFC SDK, which is not available here.',
  },
};
