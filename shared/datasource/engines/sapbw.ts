import { type DbTypeDescriptor, type EngineDescriptor, SQL_SUPPORTS } from './descriptor.js';
import { saphanaDescriptor } from './saphana.js';
import { SYNTAX } from './syntax.js';

/**
 * SAP BW/4HANA through the SQL interface of the SAP HANA database it runs on, with HANA's driver
 * (`hdb`): its InfoProviders (DataStore objects, CompositeProviders) are read as the calculation
 * views BW generates for them in the `_SYS_BIC` schema ("External SAP HANA view"). BW's own
 * application server (RFC, OLAP BAPIs, MDX) is not used.
 */
export const sapbwDescriptor: DbTypeDescriptor = {
  label: 'SAP BW',
  defaultPort: 30015,
  fields: ['server', 'port', 'instance', 'database', 'username', 'password', 'tls', 'timeoutSeconds'],
  required: ['server', 'port', 'username'],
  engine: 'sapbw',
  driver: 'hdb',
  badge: { text: 'Bw', color: '#1b5fa8' },
  note: 'sapbwNote',
  hints: {
    port: 'sapbwPort',
    ...saphanaDescriptor.hints,
  },
};

/** HANA's SQL and read-only session; one namespace (`_SYS_BIC`), so no schema to choose. */
export const sapbwEngineDescriptor: EngineDescriptor = {
  language: 'sql',
  syntax: SYNTAX.standard,
  dialect: 'standard',
  supports: { ...SQL_SUPPORTS, schemas: false },
  shippedDriver: 'hdb',
};
