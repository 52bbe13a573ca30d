import {
  DuckDBTypeId,
  JsonDuckDBValueConverter,
  doubleFromDecimalValue,
  type DuckDBValueConverter,
  type Json,
} from '@duckdb/node-api';

const WIDE_INTEGERS = new Set<DuckDBTypeId>([
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UHUGEINT,
  DuckDBTypeId.BIGNUM,
]);

/** A 64-bit or wider integer as a number where it is exact, else its decimal text. */
function wideInteger(text: string): number | string {
  const number = Number(text);
  return Number.isSafeInteger(number) ? number : text;
}

/**
 * DuckDB values as JSON the data APIs answer: DuckDB's own JSON conversion (DATE as
 * `YYYY-MM-DD`, TIMESTAMP as `YYYY-MM-DD HH:MM:SS[.ffffff]`, nested types as arrays and
 * objects), except BIGINT-like integers, which are numbers while exact, and DECIMAL, a number.
 */
export const worksheetValue: DuckDBValueConverter<Json> = (value, type, converter) => {
  if (value === null) return null;
  if (WIDE_INTEGERS.has(type.typeId)) return wideInteger(String(value));
  if (type.typeId === DuckDBTypeId.DECIMAL) return doubleFromDecimalValue(value);
  return JsonDuckDBValueConverter(value, type, converter);
};
