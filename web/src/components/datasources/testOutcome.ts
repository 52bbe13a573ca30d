import type { ConnectionTestResult } from '../../../../shared/acts/datasource.js';
import { ErrorCode, isCatalogueCode, type Language } from '../../../../shared/errors/catalogue.js';
import { errorText } from '../../i18n/errorTexts';
import { isRpcError } from '../../api/errors';

/** What a connection test came to, as the list and the form show it. */
export type TestOutcome =
  | { state: 'never' }
  | { state: 'ok'; latencyMs: number | undefined; version: string | undefined; at: number | undefined }
  | { state: 'unavailable'; text: string; at: number | undefined }
  | { state: 'failed'; title: string; detail: string; at: number | undefined };

/**
 * A test's answer (or the error a test call threw) read for people: the latency and version
 * when it worked; otherwise the catalogue's title and the database's own message, secrets
 * already removed by the server. A type without a driver is its own state: nothing to retry.
 */
export function testOutcome(result: ConnectionTestResult | undefined, language: Language): TestOutcome {
  if (!result) return { state: 'never' };
  if (result.ok) return { state: 'ok', latencyMs: result.latency_ms, version: result.server_version, at: result.at };
  const code = result.code ?? ErrorCode.DATABASE_CONNECTION_FAILED;
  const title = isCatalogueCode(code)
    ? errorText(code, language)
    : errorText(ErrorCode.DATABASE_CONNECTION_FAILED, language);
  if (code === ErrorCode.DATABASE_TYPE_UNAVAILABLE) return { state: 'unavailable', text: title, at: result.at };
  const detail = result.message?.trim() ?? '';
  return { state: 'failed', title, detail: detail === title ? '' : detail, at: result.at };
}

/** A test call that threw (the act refused it) read as the outcome the form shows. */
export function thrownOutcome(error: unknown, language: Language): TestOutcome | null {
  if (!isRpcError(error) || error.handled) return null;
  return testOutcome({ ok: false, code: error.code, message: error.message, at: Date.now() }, language);
}

/**
 * A save the server refused for what the database answered (the user's privileges are checked
 * before a connection is saved): the outcome a test would have shown, with the database's message
 * naming what to revoke. Null for any other failure.
 */
export function refusedSaveOutcome(error: unknown, language: Language): TestOutcome | null {
  if (!isRpcError(error) || error.code !== ErrorCode.DATABASE_CONNECTION_FAILED) return null;
  const data = error.data;
  const message =
    typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string'
      ? data.message
      : '';
  return testOutcome({ ok: false, code: error.code, message, at: Date.now() }, language);
}
