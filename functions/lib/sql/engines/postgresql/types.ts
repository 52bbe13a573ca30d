import type { CustomTypesConfig } from 'pg';
import binaryParsers from 'pg-types/lib/binaryParsers.js';
import textParsers from 'pg-types/lib/textParsers.js';

/**
 * PostgreSQL's type parsers, private to the PostgreSQL engine. `pg` reads pg-types' one
 * process-wide registry, and `vertica-nodejs` (a node-postgres fork sharing that registry)
 * rewrites it when it loads: Vertica's NUMERIC is PostgreSQL's boolean oid 16, so after a
 * Vertica connection every PostgreSQL boolean came back as the string 't' or 'f'. These tables
 * are built from pg-types' own parser lists, so no other module's registrations reach them.
 */
function table<V>(init: (register: (oid: number, parse: (value: V) => unknown) => void) => void) {
  const parsers = new Map<number, (value: V) => unknown>();
  init((oid, parse) => parsers.set(oid, parse));
  return parsers;
}

const unparsed = (value: string | Buffer): string => String(value);

const DATE = 1082;
const DATE_ARRAY = 1182;
const TEXT_ARRAY = 1009;

/**
 * A DATE stays its text (`2026-08-09`): pg-types makes it a JavaScript Date at local midnight,
 * which JSON writes as an instant (`2026-08-09T00:00:00.000Z`, or the day before east of UTC).
 * A DATE[] is an array of those texts, parsed as a TEXT[].
 */
const TEXT = table<string>((register) => {
  textParsers.init(register);
  register(DATE, unparsed);
});
const textArray = TEXT.get(TEXT_ARRAY);
if (textArray) TEXT.set(DATE_ARRAY, textArray);

const BINARY = table<Buffer>((register) => binaryParsers.init(register));

export const POSTGRESQL_TYPES: CustomTypesConfig = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    (format === 'binary' ? BINARY.get(oid) : TEXT.get(oid)) ?? unparsed,
};
