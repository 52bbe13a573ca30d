import type { ApiFieldType } from '../../../shared/acts/data-api.js';

/**
 * The data API field type of a column from the lower-case type name its engine reports
 * (`SqlColumn.type`): what the engines' `fieldType` methods (engine.ts) share. PostgreSQL's
 * `int4`/`float8`/`timestamptz`, MySQL's `decimal`/`datetime`, SQL Server's
 * `datetime2`/`bit`/`money`, Oracle's `number`/`binary_double`, HANA's `seconddate`, Hive's
 * `bigint`, MongoDB's BSON `long`/`decimal`/`bool`. A length or precision in the name
 * (`decimal(10,2)`) does not change the type.
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

/** The type's name without length, precision or `unsigned`, in lower case. */
export function bareType(databaseType: string): string {
  return databaseType
    .toLowerCase()
    .replace(/\(.*\)/, '')
    .replace(/\s+unsigned$/, '')
    .trim();
}

export interface TypeNameRules {
  /**
   * The engine's DATE is an instant, not a calendar day (Oracle's and DaMeng's DATE carries a
   * time of day, MongoDB's BSON date is a UTC instant): a datetime, so no time of day is cut off.
   */
  dateIsInstant?: boolean;
}

export function standardFieldType(databaseType: string, rules: TypeNameRules = {}): ApiFieldType {
  const type = bareType(databaseType);
  if (INTEGER_TYPES.has(type) || DECIMAL_TYPES.has(type)) return 'number';
  if (BOOLEAN_TYPES.has(type)) return 'boolean';
  if (type === 'date') return rules.dateIsInstant ? 'datetime' : 'date';
  if (DATETIME_TYPES.test(type)) return 'datetime';
  return 'string';
}

/** Whether a type name is a whole number's (a worksheet stores them as integers). */
export function isIntegerType(databaseType: string): boolean {
  return INTEGER_TYPES.has(bareType(databaseType));
}
