import { STATIC_DATA_MAX_BYTES, staticDataFits, type JsonValue } from '../../../../shared/widgets/data.js';

export type JsonTextResult =
  | { ok: true; value: JsonValue }
  | { ok: false; problem: 'syntax'; detail: string }
  | { ok: false; problem: 'tooLarge' };

/**
 * Static data typed in the panel: parsed JSON, or why not (the parser's own words for syntax
 * errors). The size cap is the binding schema's, on the compact form: indentation is free.
 */
export function parseJsonText(text: string): JsonTextResult {
  // Far past the cap whatever its indentation: not worth parsing.
  if (text.length > STATIC_DATA_MAX_BYTES * 8) return { ok: false, problem: 'tooLarge' };
  let value: JsonValue;
  try {
    value = JSON.parse(text) as JsonValue;
  } catch (error) {
    return { ok: false, problem: 'syntax', detail: error instanceof Error ? error.message : String(error) };
  }
  return staticDataFits(value) ? { ok: true, value } : { ok: false, problem: 'tooLarge' };
}
