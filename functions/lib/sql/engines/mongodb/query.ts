import { randomBytes } from 'node:crypto';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { SqlFailure } from '../../failure.js';
import type { SqlValue } from '../../session.js';

/**
 * A MongoDB data API's "statement": a JSON query (EJSON, relaxed), one of
 *   {"collection": "orders", "find": {…filter…}, "projection": {…}, "sort": {…}, "skip": n, "limit": n}
 *   {"collection": "orders", "aggregate": [ …pipeline… ]}
 *   {"command": "buildInfo" | "listCollections" | "dbStats"}   (the connection test and the browser)
 * checked here before the driver sees it: only these reads, no stage that writes (`$out`,
 * `$merge`) and no server-side JavaScript (`$where`, `$function`, `$accumulator`, BSON code),
 * at any depth (inside `$lookup`, `$facet`, `$unionWith` pipelines, `$expr`, projections).
 *
 * Parameters: named-params.ts writes each `:name` as a marker object `{"$wbParam": "<nonce>.<n>"}`
 * (PARAM_KEY, `mongoPlaceholder`); `boundQuery` replaces each marker by the n-th bound value in
 * the parsed tree, so a value is never JSON text. The nonce is random per process and never
 * shown, so a marker a user writes themselves cannot match: it is refused, and so is a query
 * whose markers do not use every value exactly once.
 */
export const PARAM_KEY = '$wbParam';
const NONCE = randomBytes(12).toString('hex');

/** The `n`th bound parameter's marker, valid JSON wherever a value may stand. */
export function mongoPlaceholder(n: number): string {
  return `{"${PARAM_KEY}":"${NONCE}.${n}"}`;
}

/** Read-only commands a statement may name (no arguments: the pool fixes them). */
export const MONGO_COMMANDS = ['buildInfo', 'listCollections', 'dbStats'] as const;
export type MongoCommand = (typeof MONGO_COMMANDS)[number];

export type MongoDocument = Record<string, unknown>;

export type MongoQuery =
  | {
      kind: 'find';
      collection: string;
      filter: MongoDocument;
      projection?: MongoDocument;
      sort?: MongoDocument;
      skip?: number;
      limit?: number;
    }
  | { kind: 'aggregate'; collection: string; pipeline: MongoDocument[] }
  | { kind: 'command'; command: MongoCommand };

/** Keys refused at any depth: stages that write, operators that run JavaScript on the server. */
const REFUSED_KEYS: Readonly<Record<string, string>> = {
  $out: 'writes a collection',
  $merge: 'writes a collection',
  $where: 'runs JavaScript on the server',
  $function: 'runs JavaScript on the server',
  $accumulator: 'runs JavaScript on the server',
  $changeStream: 'waits for changes instead of answering',
};

/** BSON values (EJSON's `$code`) that are server-side JavaScript. */
const CODE_TYPES = new Set(['Code', 'CodeWScope']);

const FIND_KEYS = new Set(['collection', 'find', 'projection', 'sort', 'skip', 'limit']);
const AGGREGATE_KEYS = new Set(['collection', 'aggregate']);

function refuse(message: string): never {
  throw new SqlFailure(ErrorCode.SQL_ERROR, message);
}

function isPlainObject(value: unknown): value is MongoDocument {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The BSON class name of a driver value (`_bsontype`), without importing the driver. */
export function bsonTypeOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('_bsontype' in value)) return undefined;
  const type = (value as { _bsontype: unknown })._bsontype;
  return typeof type === 'string' ? type : undefined;
}

/** The marker's parameter number, undefined when `value` is not a marker object. */
function markerIndex(value: MongoDocument): number | undefined {
  if (!Object.hasOwn(value, PARAM_KEY)) return undefined;
  const marker = value[PARAM_KEY];
  const match = typeof marker === 'string' ? /^([0-9a-f]+)\.([1-9][0-9]*)$/.exec(marker) : null;
  if (Object.keys(value).length !== 1 || !match || match[1] !== NONCE)
    refuse(`${PARAM_KEY} is reserved: write parameters as :name`);
  return Number(match[2]);
}

/** `value` with markers replaced and every refused key or BSON code refused; `used` counts markers. */
function bindTree(value: unknown, params: readonly SqlValue[], used: number[], path: string): unknown {
  const bsonType = bsonTypeOf(value);
  if (bsonType !== undefined) {
    if (CODE_TYPES.has(bsonType)) refuse(`${path}: JavaScript code is not allowed in a query`);
    return value;
  }
  if (Array.isArray(value)) return value.map((item, i) => bindTree(item, params, used, `${path}[${i}]`));
  if (!isPlainObject(value)) return value;
  const index = markerIndex(value);
  if (index !== undefined) {
    if (index > params.length) refuse(`${PARAM_KEY} is reserved: write parameters as :name`);
    used.push(index);
    return params[index - 1];
  }
  const out: MongoDocument = {};
  for (const [key, item] of Object.entries(value)) {
    const reason = REFUSED_KEYS[key];
    if (reason) refuse(`${key} is not allowed: it ${reason}; a data API only reads`);
    out[key] = bindTree(item, params, used, path ? `${path}.${key}` : key);
  }
  return out;
}

function documentOf(value: unknown, name: string): MongoDocument {
  if (!isPlainObject(value)) refuse(`"${name}" must be a JSON object`);
  return value;
}

function countOf(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    refuse(`"${name}" must be a whole number of at least 0`);
  return value;
}

function collectionOf(query: MongoDocument): string {
  const name = query.collection;
  if (typeof name !== 'string' || name.trim() === '') refuse('"collection" must name a collection');
  return name;
}

function checkKeys(query: MongoDocument, allowed: ReadonlySet<string>, form: string): void {
  for (const key of Object.keys(query))
    if (!allowed.has(key)) refuse(`"${key}" is not part of a ${form} query (${[...allowed].join(', ')})`);
}

/**
 * The checked query of `parsed` (the statement parsed as relaxed EJSON) with `params` bound in
 * place of their markers. Throws SQL_ERROR with a message the editor shows for anything else.
 */
export function boundQuery(parsed: unknown, params: readonly SqlValue[]): MongoQuery {
  if (!isPlainObject(parsed))
    refuse('a MongoDB query is a JSON object: {"collection": …, "find": {…}} or {"collection": …, "aggregate": […]}');
  const used: number[] = [];
  const query = documentOf(bindTree(parsed, params, used, ''), 'query');
  const sorted = [...used].sort((a, b) => a - b);
  if (sorted.length !== params.length || sorted.some((n, i) => n !== i + 1))
    refuse('every :name must stand where a JSON value may stand, once per bound value');
  if ('command' in query) {
    checkKeys(query, new Set(['command']), 'command');
    const command = query.command;
    if (typeof command !== 'string' || !(MONGO_COMMANDS as readonly string[]).includes(command))
      refuse(`"command" may only be ${MONGO_COMMANDS.join(', ')}`);
    return { kind: 'command', command: command as MongoCommand };
  }
  if ('find' in query && 'aggregate' in query) refuse('a query has either "find" or "aggregate", not both');
  if ('aggregate' in query) {
    checkKeys(query, AGGREGATE_KEYS, 'aggregate');
    const pipeline = query.aggregate;
    if (!Array.isArray(pipeline)) refuse('"aggregate" must be an array of stages');
    const stages = pipeline.map((stage, i) => documentOf(stage, `aggregate[${i}]`));
    return { kind: 'aggregate', collection: collectionOf(query), pipeline: stages };
  }
  if ('find' in query) {
    checkKeys(query, FIND_KEYS, 'find');
    const found: MongoQuery = { kind: 'find', collection: collectionOf(query), filter: documentOf(query.find, 'find') };
    if (query.projection !== undefined) found.projection = documentOf(query.projection, 'projection');
    if (query.sort !== undefined) found.sort = documentOf(query.sort, 'sort');
    if (query.skip !== undefined) found.skip = countOf(query.skip, 'skip');
    if (query.limit !== undefined) found.limit = countOf(query.limit, 'limit');
    return found;
  }
  return refuse('a MongoDB query has "find" or "aggregate" (only reads run)');
}
