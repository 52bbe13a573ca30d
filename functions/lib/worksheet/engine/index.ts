/**
 * The worksheet engine (contract.ts's WorksheetEngine): DuckDB in the function over a local copy
 * of the Parquet, Athena past `athenaMinBytes` on AWS, `engineFor` choosing between them.
 */
export { duckdbEngine } from './duckdb-engine.js';
export { athenaEngine } from './athena-engine.js';
export { engineFor } from './engine-for.js';
export { queryLocal } from './duckdb/query-local.js';
