import { STATIC_DATA_MAX_CHARS, type JsonValue } from '../../../../shared/widgets/data.js';

export type JsonTextResult = { ok: true; value: JsonValue } | { ok: false; problem: 'syntax'; detail: string } | { ok: false; problem: 'tooLarge' };

/** Static data typed in the panel: parsed JSON, or why not (the parser's own words for syntax errors). */
export function parseJsonText(text: string): JsonTextResult {
  if (text.length > STATIC_DATA_MAX_CHARS) return { ok: false, problem: 'tooLarge' };
  try {
    return { ok: true, value: JSON.parse(text) as JsonValue };
  } catch (error) {
    return { ok: false, problem: 'syntax', detail: error instanceof Error ? error.message : String(error) };
  }
}
