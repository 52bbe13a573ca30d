/** Longest text a preview cell holds; the full value is in its title up to this many characters. */
const MAX_CELL_TEXT = 2_000;

/**
 * A preview cell's text: SQL NULL as null (the grid marks it), numbers and booleans as
 * written, objects and arrays (JSON columns) as JSON, byte arrays by their size; long text cut.
 */
export function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return cut(value);
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (isByteArray(value)) return `<${value.data.length} bytes>`;
  try {
    return cut(JSON.stringify(value));
  } catch {
    return cut(String(value));
  }
}

function cut(text: string): string {
  return text.length > MAX_CELL_TEXT ? `${text.slice(0, MAX_CELL_TEXT)}…` : text;
}

/** A Buffer as JSON renders it: `{ type: 'Buffer', data: [...] }`. */
function isByteArray(value: unknown): value is { type: 'Buffer'; data: unknown[] } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'Buffer' &&
    Array.isArray((value as { data?: unknown }).data)
  );
}

/** Column types whose values read as numbers (right-aligned): PostgreSQL and MySQL/MariaDB names. */
export function isNumericType(type: string): boolean {
  return /^(u?int\d*|(tiny|small|medium|big)?int(eger)?( unsigned)?|serial\d*|numeric|decimal|real|float\d*|double( precision)?|money)\b/i.test(
    type.trim(),
  );
}
