import { RowCollector, type RunLimits, type SqlColumn, type SqlRows } from '../../session.js';
import { bsonTypeOf } from './query.js';

/**
 * MongoDB documents as the engine's rows: columns are the union of the documents' top-level keys
 * in first-seen order, typed by the BSON type name of their first non-null value; values made
 * JSON-safe (ObjectId → hex, Date → ISO string, Decimal128 → string, Long → number when exact
 * else string, binary → base64, nested documents and arrays as JSON objects and arrays).
 */

/** BSON type names (the `$type` operator's aliases) of the driver's classes. */
const BSON_NAMES: Readonly<Record<string, string>> = {
  ObjectId: 'objectid',
  Decimal128: 'decimal',
  Long: 'long',
  Int32: 'int',
  Double: 'double',
  Binary: 'bindata',
  Timestamp: 'timestamp',
  BSONRegExp: 'regex',
  BSONSymbol: 'symbol',
  Code: 'javascript',
  CodeWScope: 'javascriptwithscope',
  MinKey: 'minkey',
  MaxKey: 'maxkey',
  DBRef: 'dbpointer',
};

/** The BSON type name of a value read by the driver (promoted numbers: `int` or `double`). */
export function bsonTypeName(value: unknown): string {
  const bsonType = bsonTypeOf(value);
  if (bsonType !== undefined) return BSON_NAMES[bsonType] ?? bsonType.toLowerCase();
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'double';
  if (typeof value === 'bigint') return 'long';
  if (value instanceof Date) return 'date';
  if (value instanceof RegExp) return 'regex';
  if (Array.isArray(value)) return 'array';
  return 'object';
}

interface BsonLike {
  toString(): string;
  toHexString?: () => string;
  toJSON?: () => unknown;
}

function longValue(value: BsonLike): number | string {
  const text = value.toString();
  const number = Number(text);
  return Number.isSafeInteger(number) ? number : text;
}

/** A value the driver read, as JSON the answer can carry. */
export function jsonSafe(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof RegExp) return value.toString();
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value !== 'object' || value === null) return value;
  const bsonType = bsonTypeOf(value);
  if (bsonType !== undefined) {
    const bson = value as BsonLike;
    switch (bsonType) {
      case 'ObjectId':
        return bson.toHexString?.() ?? bson.toString();
      case 'Long':
      case 'Timestamp':
        return longValue(bson);
      case 'Int32':
      case 'Double':
        return Number(bson.toString());
      case 'Binary': {
        const binary = value as { sub_type?: number; toUUID?: () => BsonLike; toString(encoding?: string): string };
        if (binary.sub_type === 4 && binary.toUUID) return binary.toUUID().toString();
        return binary.toString('base64');
      }
      case 'MinKey':
      case 'MaxKey':
        return bsonType;
      default:
        // Decimal128, BSONRegExp, Code, BSONSymbol, DBRef: their text.
        return bson.toString();
    }
  }
  if (Array.isArray(value)) return value.map(jsonSafe);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = jsonSafe(item);
  return out;
}

/** Collects documents into rows under the caps, growing the columns as new keys appear. */
export class DocumentRows {
  private readonly collector: RowCollector;
  private readonly index = new Map<string, number>();
  private readonly columns: SqlColumn[] = [];

  constructor(limits: Pick<RunLimits, 'maxRows' | 'maxBytes'>) {
    this.collector = new RowCollector(limits);
  }

  /** Adds one document; false once a cap is reached (the document is cut). */
  add(document: Readonly<Record<string, unknown>>): boolean {
    const row: unknown[] = new Array<unknown>(this.columns.length).fill(null);
    const added: SqlColumn[] = [];
    for (const [key, value] of Object.entries(document)) {
      let at = this.index.get(key);
      if (at === undefined) {
        at = this.columns.length + added.length;
        added.push({ name: key, type: bsonTypeName(value) });
      }
      row[at] = jsonSafe(value);
    }
    if (!this.collector.add(row)) return false;
    for (const column of added) {
      this.index.set(column.name, this.columns.length);
      this.columns.push(column);
    }
    for (const [key, value] of Object.entries(document)) {
      const at = this.index.get(key)!;
      const column = this.columns[at]!;
      if (column.type === 'null' && value !== null && value !== undefined) column.type = bsonTypeName(value);
    }
    return true;
  }

  /** The rows, each padded to every column. */
  result(): SqlRows {
    const width = this.columns.length;
    const rows = this.collector.rows.map((row) =>
      row.length < width ? [...row, ...new Array<unknown>(width - row.length).fill(null)] : row,
    );
    return { columns: this.columns.map((column) => ({ ...column })), rows, truncated: this.collector.truncated };
  }
}
