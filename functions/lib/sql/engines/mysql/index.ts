import { escapeId } from 'mysql2';
import type { EngineDriver } from '../../engine.js';
import { informationSchemaBrowser } from '../../information-schema.js';
import { standardFieldType } from '../../type-names.js';

/** MySQL and MariaDB through `mysql2` (mysql/pool.ts says how a statement runs). */
const quoteId = (name: string): string => escapeId(name);
const placeholder = (): string => '?';

export const mysqlEngine: EngineDriver = {
  queryShape: { keywords: ['SELECT', 'WITH', 'VALUES', 'TABLE'], hashComments: true },
  placeholder,
  quoteId,
  versionQuery: 'SELECT VERSION()',
  browse: informationSchemaBrowser({
    placeholder,
    quoteId,
    systemSchemas: new Set(['information_schema', 'mysql', 'performance_schema', 'sys']),
  }),
  fieldType: (databaseType) => standardFieldType(databaseType),
  createPool: async (settings, target) => (await import('./pool.js')).createMysqlPool(settings, target),
};
