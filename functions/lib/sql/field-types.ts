import type { ApiFieldType } from '../../../shared/acts/data-api.js';
import type { WorksheetFieldType } from '../../../shared/datasource/worksheet.js';
import type { EngineType } from '../../../shared/datasource/types.js';

/**
 * The data API field type of a column, from the lower-case type name its engine reports
 * (`SqlColumn.type`): PostgreSQL's `int4`/`float8`/`timestamptz`, MySQL's `decimal`/`datetime`,
 * SQL Server's `datetime2`/`bit`/`money`, Oracle's `number`/`binary_double`, HANA's `seconddate`,
 * Hive's `bigint`, MongoDB's BSON `long`/`decimal`/`bool`. A length or precision in the name
 * (`decimal(10,2)`) does not change the type.
 *
 * `date` means a calendar day except where the engine's DATE is an instant: Oracle's and DaMeng's
 * DATE carries a time of day, MongoDB's BSON date is a UTC instant; those are datetimes, so no
 * time of day is cut off.
 */
/** Whole numbers by name (a worksheet stores them as integers). */
const INTEGER_TYPES: ReadonlySet<string> = new Set([
  'int',
  'integer',
  'int2',
  'int4',
  'int8',
  'tinyint',
  'smallint',
  'mediumint',
  'bigint',
  'long',
  'year',
  'oid',
  'serial',
  'bigserial',
]);
/** The other numbers (a worksheet stores them as decimals). */
const DECIMAL_TYPES: ReadonlySet<string> = new Set([
  'float',
  'float4',
  'float8',
  'real',
  'double',
  'double precision',
  'numeric',
  'decimal',
  'smalldecimal',
  'number',
  'money',
  'smallmoney',
  'binary_float',
  'binary_double',
]);
const BOOLEAN_TYPES = new Set(['bool', 'boolean', 'bit']);
const DATETIME_TYPES = /^(timestamp|timestamptz|datetime|datetime2|smalldatetime|datetimeoffset|seconddate)\b/;
const INSTANT_DATE_ENGINES: ReadonlySet<EngineType> = new Set(['oracle', 'dameng', 'mongodb']);

/** The type's name without length, precision or `unsigned`, in lower case. */
function bareType(databaseType: string): string {
  return databaseType
    .toLowerCase()
    .replace(/\(.*\)/, '')
    .replace(/\s+unsigned$/, '')
    .trim();
}

export function fieldTypeOf(engine: EngineType, databaseType: string): ApiFieldType {
  const type = bareType(databaseType);
  if (INTEGER_TYPES.has(type) || DECIMAL_TYPES.has(type)) return 'number';
  if (BOOLEAN_TYPES.has(type)) return 'boolean';
  if (type === 'date') return INSTANT_DATE_ENGINES.has(engine) ? 'datetime' : 'date';
  if (DATETIME_TYPES.test(type)) return 'datetime';
  return 'string';
}

/** A worksheet's field type for a column: the data API field type, with numbers split into integers and decimals. */
export function worksheetTypeOf(engine: EngineType, databaseType: string): WorksheetFieldType {
  switch (fieldTypeOf(engine, databaseType)) {
    case 'number':
      return INTEGER_TYPES.has(bareType(databaseType)) ? 'integer' : 'decimal';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    default:
      return 'text';
  }
}
