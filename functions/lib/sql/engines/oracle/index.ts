import type { EngineDriver } from '../../engine.js';
import type { FailureKind } from '../../failure.js';
import { dictionaryBrowser, dictionaryPlaceholder, dictionaryQuoteId } from './dictionary.js';
import { standardFieldType } from '../../type-names.js';

/** Oracle through `oracledb` in thin mode (oracle/pool.ts says how a statement runs). */

/** Listener and login refusals: no such service or SID, bad credentials, locked or expired account. */
const CONNECTION_ORA = /^ORA-(01017|01045|28000|28001|12\d{3})$/;

/** oracledb's error codes: `NJS-5xx` (network), `DPY-6xxx` (connecting), `ORA-…` (the server's). */
export function oracleFailureKind(error: object): FailureKind | undefined {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  // NJS-123: callTimeout exceeded; ORA-01013: the watchdog's break cancelled the call.
  if (code === 'NJS-123' || code === 'ORA-01013') return 'timeout';
  if (/^NJS-5\d\d$/.test(code) || /^DPY-6\d{3}$/.test(code) || CONNECTION_ORA.test(code)) return 'connection';
  if (code.startsWith('ORA-')) return 'statement';
  return undefined;
}

export const oracleEngine: EngineDriver = {
  queryShape: { keywords: ['SELECT', 'WITH'], hashComments: false },
  placeholder: dictionaryPlaceholder,
  quoteId: dictionaryQuoteId,
  versionQuery: "SELECT product || ' ' || version FROM product_component_version WHERE ROWNUM = 1",
  browse: dictionaryBrowser({
    systemUsers: new Set(['SYS', 'SYSTEM', 'XDB', 'OUTLN', 'DBSNMP', 'APPQOSSYS', 'AUDSYS', 'GSMADMIN_INTERNAL']),
    userCondition: "oracle_maintained = 'N'",
  }),
  fieldType: (databaseType) => standardFieldType(databaseType, { dateIsInstant: true }),
  createPool: async (settings, target) => (await import('./pool.js')).createOraclePool(settings, target),
  failureKind: oracleFailureKind,
};
