import type { StatementSyntax } from './syntax.js';
import type { EngineTextKey } from './texts.js';

/**
 * The browser-safe half of a database engine module: what the form, the SQL editor and the
 * parameter scanner know of a database type and of the engine that runs it. The server half is
 * functions/lib/sql/engines/<engine>/ (pool, options, type mapping, privilege check). Nothing
 * here imports a Node module: the SPA reads these descriptors.
 */

/**
 * The database types a connection may have (the product's fourteen, docs/datasources.md). Each
 * has a descriptor in this folder (engines/index.ts `DB_TYPE_DESCRIPTORS`, typed by this list: a
 * type without one does not compile).
 */
export const DB_TYPES = [
  'postgresql',
  'mysql',
  'mariadb',
  'greenplum',
  'sqlserver',
  'oracle',
  'mongodb',
  'saphana',
  'sapbw',
  'vertica',
  'dameng',
  'hive',
  'kylin',
  'sybase',
] as const;
export type DbType = (typeof DB_TYPES)[number];

/**
 * The query engines, one per wire protocol and query language: GreenPlum speaks PostgreSQL's;
 * MongoDB's "statement" is a JSON query (find or aggregate), the others' SQL in their own
 * dialect. Each has a descriptor here (`ENGINE_DESCRIPTORS`) and a server module
 * (functions/lib/sql/engines.ts `ENGINES`), both typed by this list.
 */
export const ENGINE_TYPES = [
  'postgresql',
  'mysql',
  'mariadb',
  'sqlserver',
  'oracle',
  'mongodb',
  'saphana',
  'sapbw',
  'vertica',
  'dameng',
  'hive',
  'kylin',
] as const;
export type EngineType = (typeof ENGINE_TYPES)[number];

/** The settings fields a form may show; which apply to a type is its descriptor's `fields`. */
export const CONNECTION_FIELDS = [
  'server',
  'port',
  'database',
  'instance',
  'sid',
  'mode',
  'username',
  'password',
  'schema',
  'provider',
  'policy',
  'certPem',
  'keyPem',
  'tls',
  'timeoutSeconds',
] as const;
export type ConnectionField = (typeof CONNECTION_FIELDS)[number];

/** One database type: its form, its badge, and the engine that runs it. */
export interface DbTypeDescriptor {
  /** The name the form and the list show (a product name: the same in zh and en). */
  label: string;
  defaultPort: number;
  /** Fields the form shows, in order. */
  fields: readonly ConnectionField[];
  /** Fields that must not be empty. */
  required: readonly ConnectionField[];
  /** Values of `mode` the form offers (Oracle: SID or service name). */
  modes?: readonly string[];
  /** The engine that speaks its protocol, or null when none runs here (`unavailable` says why). */
  engine: EngineType | null;
  /** The maintained driver of the type's ecosystem (the README lists which are proven). */
  driver: string;
  /** The tile of lists and pickers: initials on the type's colour. */
  badge: { text: string; color: string };
  /** A field's label where the generic one would mislead (Kylin's database is its project): a key of texts.ts. */
  labels?: Partial<Record<ConnectionField, EngineTextKey>>;
  /** What a field means for this type, under the field. */
  hints?: Partial<Record<ConnectionField, EngineTextKey>>;
  /** What the form says about the type as a whole, above its fields. */
  note?: EngineTextKey;
  /** Why no engine runs the type here (a type with `engine: null` must say). */
  unavailable?: EngineTextKey;
}

/** The CodeMirror language of the SQL editor for an engine's statements. */
export type EditorDialect = 'postgresql' | 'mysql' | 'mariadb' | 'mssql' | 'plsql' | 'standard' | 'json';

/** What an engine can do, declared rather than inferred from its name. */
export interface EngineSupports {
  /** Its protocol binds parameters (false: an API with `:name`s is refused, never interpolated). */
  params: boolean;
  /** The session or transaction itself is read-only (false: the user check and the statement's shape carry it). */
  readOnlySession: boolean;
  /** The browser lists schemas to choose from (false: one namespace, e.g. MongoDB's database). */
  schemas: boolean;
  /** A dashboard can be drafted from a table with SQL aggregates (`SUM`, `GROUP BY`). */
  drafts: boolean;
}

/** One engine: how its statements are written and what it supports. */
export interface EngineDescriptor {
  /** What a statement is: SQL text, or a JSON query (MongoDB). */
  language: 'sql' | 'json';
  /** How its statements quote and comment, as far as finding `:name`s needs. */
  syntax: StatementSyntax;
  /** The SQL editor's dialect (keywords, quoting). */
  dialect: EditorDialect;
  supports: EngineSupports;
  /** The npm package of its driver shipped beside the query functions, or null when bundled or none. */
  shippedDriver: string | null;
  /** Which grant recipe the connection dialog shows (datasources.form.readOnlyRules), if any. */
  readOnlyRules?: 'postgresql' | 'mysql';
}

/** The fields most SQL databases ask for, and the ones they require. */
export const SQL_FIELDS = [
  'server',
  'port',
  'database',
  'username',
  'password',
  'schema',
  'tls',
  'timeoutSeconds',
] as const;
export const SQL_REQUIRED = ['server', 'port', 'database', 'username'] as const;
/** Client certificate and key, for TLS. */
export const TLS_FIELDS = ['certPem', 'keyPem'] as const;

/** The engine facts of most SQL engines: binds parameters, read-only session, schemas, drafts. */
export const SQL_SUPPORTS: EngineSupports = { params: true, readOnlySession: true, schemas: true, drafts: true };
