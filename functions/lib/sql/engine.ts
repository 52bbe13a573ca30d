import type { ApiFieldType } from '../../../shared/acts/data-api.js';
import type { SqlConnection } from '../../../shared/datasource/connection.js';
import type { FailureKind } from './failure.js';
import type { SqlColumn, SqlPool, SqlRows, SqlValue } from './session.js';
import type { QueryShape } from './statement-shape.js';
import type { SqlTarget } from './target.js';

/**
 * What the engine (run-readonly.ts, pools.ts, introspect.ts, named-params.ts, field-types.ts) asks
 * of one query engine, the server half of an engine module (`engines/<engine>/index.ts`; the
 * browser-safe half is shared/datasource/engines/<type>.ts): how its statements spell a bound parameter and a quoted name, how its
 * schema browser looks, and how a pool of its driver is made. An engine's module holds only this
 * description; its driver is imported when its first pool is made, so a handler's cold start
 * never loads a driver it does not use (the drivers of engines other than PostgreSQL and
 * MySQL/MariaDB are not even bundled: their descriptors' `shippedDriver`, infra/stacks/lambda.ts
 * DRIVER_MODULES).
 */

/** Runs one statement of the schema browser read-only, with the engine's caps (run-readonly.ts). */
export type BrowseRunner = (statement: string, params?: readonly SqlValue[], maxRows?: number) => Promise<SqlRows>;

/** The schema browser of `/dataBase` and the SQL editor's completion. */
export interface SchemaBrowser {
  /** Schemas (or databases) a user may browse, system ones left out. */
  schemas(run: BrowseRunner): Promise<string[]>;
  tables(run: BrowseRunner, schema: string): Promise<string[]>;
  columns(run: BrowseRunner, schema: string, table: string): Promise<SqlColumn[]>;
  /** The first rows of a table (at most SQL_LIMITS.previewRowCap: the runner's default). */
  preview(run: BrowseRunner, schema: string, table: string): Promise<SqlRows>;
}

export interface EngineDriver {
  /**
   * The `n`th (from 1) bound parameter as the driver spells it (`$1`, `?`, `@p1`, `:1`), or null
   * when the protocol binds none (Hive): an API with parameters is then refused, never
   * interpolated.
   */
  placeholder: ((n: number) => string) | null;
  /** A name quoted by the database's rules, for the schema browser's statements. */
  quoteId(name: string): string;
  /**
   * The words a statement may start with (statement-shape.ts), checked before it reaches the
   * server; null for an engine whose statements are not SQL text (MongoDB's JSON queries) or
   * whose server runs nothing but a query (Kylin's query API).
   */
  queryShape: QueryShape | null;
  /** A statement answering one row whose first column is the server's version (the connection test). */
  versionQuery: string;
  browse: SchemaBrowser;
  /**
   * A pool of at most SQL_LIMITS.poolMaxSessions sessions to the vetted `target` (never to
   * `settings.server` again), idle ones closed after SQL_LIMITS.poolIdleSeconds. Its `run` is
   * read-only in the session itself, one statement, under the timeout, within the caps.
   */
  createPool(settings: SqlConnection, target: SqlTarget): Promise<SqlPool>;
  /**
   * The data API field type of a column from the type name this engine reports (`SqlColumn.type`,
   * lower case): most engines use type-names.ts's `standardFieldType`.
   */
  fieldType(databaseType: string): ApiFieldType;
  /** Classifies a driver error (failure.ts's generic codes apply when this answers undefined). */
  failureKind?(error: object): FailureKind | undefined;
}
