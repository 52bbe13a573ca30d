import pg from 'pg';
import type { EngineDriver } from '../../engine.js';
import { informationSchemaBrowser } from '../../information-schema.js';
import { standardFieldType } from '../../type-names.js';

/** PostgreSQL and GreenPlum through `pg` (postgresql/pool.ts says how a statement runs). */
const quoteId = (name: string): string => pg.escapeIdentifier(name);
const placeholder = (n: number): string => `$${n}`;

export const postgresqlEngine: EngineDriver = {
  queryShape: { keywords: ['SELECT', 'WITH', 'VALUES', 'TABLE'], hashComments: false },
  placeholder,
  quoteId,
  versionQuery: 'SELECT version()',
  browse: informationSchemaBrowser({
    placeholder,
    quoteId,
    systemSchemas: new Set(['information_schema', 'pg_catalog', 'gp_toolkit']),
    systemPrefixes: ['pg_'],
  }),
  fieldType: (databaseType) => standardFieldType(databaseType),
  createPool: async (settings, target) => (await import('./pool.js')).createPgPool(settings, target),
};
