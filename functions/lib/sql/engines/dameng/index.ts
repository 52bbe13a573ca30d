import type { EngineDriver } from '../../engine.js';
import type { FailureKind } from '../../failure.js';
import { dictionaryBrowser, dictionaryPlaceholder, dictionaryQuoteId } from '../oracle/dictionary.js';
import { standardFieldType } from '../../type-names.js';

/** DaMeng through `dmdb` (dameng/pool.ts says how a statement runs). */

/**
 * dmdb's errors carry `errCode` (src/driver/error.js): the server's own codes are negative (the
 * login refusals are -2500 … -2520: -2501 bad user name or password, …); the driver's are
 * positive: 6001 communication error, 6002 message check, 6060 closed, 6074 server too old,
 * 6091 server mode, 20009 connect timeout, 20010 socket timeout, 20012 TLS, 20013/20014 switched,
 * 20017 no pooled session in time.
 */
const DRIVER_CONNECTION_ERRCODES = new Set([6001, 6002, 6060, 6074, 6091, 20009, 20012, 20013, 20014, 20017]);
const isLoginRefusal = (errCode: number): boolean => errCode <= -2500 && errCode >= -2520;

export function damengFailureKind(error: object): FailureKind | undefined {
  const errCode = 'errCode' in error && typeof error.errCode === 'number' ? error.errCode : undefined;
  if (errCode === undefined) return undefined;
  // 20010: the socket timeout (the statement timeout) passed with no answer from the server.
  if (errCode === 20010) return 'timeout';
  if (isLoginRefusal(errCode) || DRIVER_CONNECTION_ERRCODES.has(errCode)) return 'connection';
  return errCode < 0 ? 'statement' : undefined;
}

export const damengEngine: EngineDriver = {
  queryShape: { keywords: ['SELECT', 'WITH'], hashComments: false },
  placeholder: dictionaryPlaceholder,
  quoteId: dictionaryQuoteId,
  versionQuery: 'SELECT banner FROM v$version WHERE ROWNUM = 1',
  browse: dictionaryBrowser({
    systemUsers: new Set(['SYS', 'SYSDBA', 'SYSAUDITOR', 'SYSSSO', 'CTISYS', 'SYSJOB']),
  }),
  fieldType: (databaseType) => standardFieldType(databaseType, { dateIsInstant: true }),
  createPool: async (settings, target) => (await import('./pool.js')).createDamengPool(settings, target),
  failureKind: damengFailureKind,
};
