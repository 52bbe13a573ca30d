import type { ApiFieldType } from '../../../shared/acts/data-api.js';
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
const NUMBER_TYPES = new Set([
  'int',
  'integer',
  'int2',
  'int4',
  'int8',
  'tinyint',
  'smallint',
  'mediumint',
  'bigint',
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
  'year',
  'oid',
  'binary_float',
  'binary_double',
  'long',
]);
const BOOLEAN_TYPES = new Set(['bool', 'boolean', 'bit']);
const DATETIME_TYPES = /^(timestamp|timestamptz|datetime|datetime2|smalldatetime|datetimeoffset|seconddate)\b/;
const INSTANT_DATE_ENGINES: ReadonlySet<EngineType> = new Set(['oracle', 'dameng', 'mongodb']);

export function fieldTypeOf(engine: EngineType, databaseType: string): ApiFieldType {
  const type = databaseType
    .toLowerCase()
    .replace(/\(.*\)/, '')
    .replace(/\s+unsigned$/, '')
    .trim();
  if (NUMBER_TYPES.has(type)) return 'number';
  if (BOOLEAN_TYPES.has(type)) return 'boolean';
  if (type === 'date') return INSTANT_DATE_ENGINES.has(engine) ? 'datetime' : 'date';
  if (DATETIME_TYPES.test(type)) return 'datetime';
  return 'string';
}
