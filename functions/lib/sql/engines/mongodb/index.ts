import type { EngineDriver, SchemaBrowser } from '../../engine.js';
import type { FailureKind } from '../../failure.js';
import { mongoPlaceholder } from './query.js';
import { standardFieldType } from '../../type-names.js';

/**
 * MongoDB through the official `mongodb` driver (mongodb/pool.ts says how a query runs). A data
 * API's statement is a JSON query (mongodb/query.ts); a "name" in it is a JSON string, so
 * `quoteId` is JSON's quoting. The schema browser: the connection's database is the one schema,
 * its collections the tables, the keys and BSON types of a `$sample` of up to 100 documents the
 * columns, the first 100 documents the preview.
 */
const quoteId = (name: string): string => JSON.stringify(name);
const SAMPLE_SIZE = 100;

const browse: SchemaBrowser = {
  async schemas(run) {
    const stats = await run('{"command": "dbStats"}', [], 1);
    const name = stats.columns.findIndex((column) => column.name === 'db');
    const db = name === -1 ? undefined : stats.rows[0]?.[name];
    return typeof db === 'string' ? [db] : [];
  },
  async tables(run) {
    const result = await run('{"command": "listCollections"}');
    const name = result.columns.findIndex((column) => column.name === 'name');
    return result.rows
      .map((row) => String(row[name] ?? ''))
      .filter((collection) => collection !== '' && !collection.startsWith('system.'))
      .sort((a, b) => a.localeCompare(b));
  },
  async columns(run, _schema, table) {
    const sample = await run(
      `{"collection": ${quoteId(table)}, "aggregate": [{"$sample": {"size": ${SAMPLE_SIZE}}}]}`,
      [],
      SAMPLE_SIZE,
    );
    return sample.columns;
  },
  preview(run, _schema, table) {
    return run(`{"collection": ${quoteId(table)}, "find": {}}`);
  },
};

/** Driver errors by class name (the driver is not imported here: it loads with the first pool). */
const CONNECTION_ERRORS = new Set([
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoTopologyClosedError',
  'MongoParseError',
  'MongoMissingCredentialsError',
]);
/** Server codes: AuthenticationFailed, MaxTimeMSExpired (and the driver's own timeout). */
const AUTHENTICATION_FAILED = 18;
const MAX_TIME_EXPIRED = 50;

function failureKind(error: object): FailureKind | undefined {
  const name = 'name' in error ? String(error.name) : '';
  const code = 'code' in error ? Number(error.code) : NaN;
  if (name === 'WatchdogTimeout' || name === 'MongoOperationTimeoutError' || code === MAX_TIME_EXPIRED)
    return 'timeout';
  if (CONNECTION_ERRORS.has(name) || code === AUTHENTICATION_FAILED) return 'connection';
  if (name.startsWith('Mongo')) return 'statement';
  return undefined;
}

export const mongodbEngine: EngineDriver = {
  queryShape: null,
  placeholder: mongoPlaceholder,
  quoteId,
  versionQuery: '{"command": "buildInfo"}',
  browse,
  fieldType: (databaseType) => standardFieldType(databaseType, { dateIsInstant: true }),
  createPool: async (settings, target) => (await import('./pool.js')).createMongoPool(settings, target),
  failureKind,
};
