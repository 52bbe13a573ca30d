import type { EngineDriver } from '../../engine.js';
import type { FailureKind } from '../../failure.js';
import { informationSchemaBrowser } from '../../information-schema.js';
import { standardFieldType } from '../../type-names.js';

/** SQL Server through `mssql` (sqlserver/pool.ts says how a statement runs). */
export const sqlServerQuoteId = (name: string): string => `[${name.replaceAll(']', ']]')}]`;
const placeholder = (n: number): string => `@p${n}`;

const SESSION_LOST = new Set(['ESOCKET', 'ECONNCLOSED', 'ECLOSE', 'ENOTOPEN']);

/** mssql's error classes, by name (the driver is not loaded to classify its errors). */
export function sqlServerFailureKind(error: object): FailureKind | undefined {
  const name = 'name' in error ? error.name : undefined;
  const code = 'code' in error ? error.code : undefined;
  // Cancelled: tedious' requestTimeout (ETIMEOUT) or the watchdog's cancel (ECANCEL).
  if (name === 'RequestError' && (code === 'ETIMEOUT' || code === 'ECANCEL')) return 'timeout';
  // Login refused, no route, TLS refused, instance lookup failed, no session free in time.
  if (name === 'ConnectionError' || name === 'TimeoutError') return 'connection';
  // The session was lost under a statement or a transaction.
  if (typeof code === 'string' && SESSION_LOST.has(code)) return 'connection';
  if (name === 'RequestError' || name === 'PreparedStatementError' || name === 'TransactionError') return 'statement';
  return undefined;
}

export const sqlServerEngine: EngineDriver = {
  queryShape: { keywords: ['SELECT', 'WITH'], hashComments: false },
  placeholder,
  quoteId: sqlServerQuoteId,
  versionQuery: 'SELECT @@VERSION',
  browse: informationSchemaBrowser({
    placeholder,
    quoteId: sqlServerQuoteId,
    systemSchemas: new Set(['sys', 'information_schema', 'guest']),
    systemPrefixes: ['db_'],
  }),
  fieldType: (databaseType) => standardFieldType(databaseType),
  createPool: async (settings, target) => (await import('./pool.js')).createSqlServerPool(settings, target),
  failureKind: sqlServerFailureKind,
};
