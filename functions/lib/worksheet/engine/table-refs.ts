import { refuse } from './duckdb/parse.js';

/** Table functions that read nothing but their arguments (Athena has UNNEST; DuckDB all three). */
const PURE_TABLE_FUNCTIONS = new Set(['unnest', 'range', 'generate_series']);

interface Refs {
  tables: { schema: string; catalog: string; name: string }[];
  functions: string[];
  ctes: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function collect(node: unknown, refs: Refs): void {
  if (Array.isArray(node)) {
    for (const item of node) collect(item, refs);
    return;
  }
  if (!isRecord(node)) return;
  if (node.type === 'BASE_TABLE')
    refs.tables.push({ schema: text(node.schema_name), catalog: text(node.catalog_name), name: text(node.table_name) });
  if (node.type === 'SHOW_REF') refs.functions.push('show');
  if (node.type === 'TABLE_FUNCTION' && isRecord(node.function))
    refs.functions.push(text(node.function.function_name).toLowerCase());
  if (isRecord(node.cte_map) && Array.isArray(node.cte_map.map))
    for (const entry of node.cte_map.map) if (isRecord(entry)) refs.ctes.push(text(entry.key).toLowerCase());
  for (const value of Object.values(node)) collect(value, refs);
}

/**
 * Refuses a parse tree (DuckDB's json_serialize_sql) that names anything but `allowed` tables
 * or its own WITH queries: no schema- or catalog-qualified name (another tenant's Glue database,
 * information_schema, a federated catalog), no SHOW/DESCRIBE/SUMMARIZE and no table function
 * but those that read no data (a file reader, duckdb_settings(), query_table() are refused
 * here, before DuckDB's own lock-down would refuse the files).
 */
export function checkTableRefs(tree: unknown, allowed: readonly string[]): void {
  const refs: Refs = { tables: [], functions: [], ctes: [] };
  collect(tree, refs);
  const names = new Set([...allowed.map((name) => name.toLowerCase()), ...refs.ctes]);
  for (const table of refs.tables) {
    const shown = [table.catalog, table.schema, table.name].filter(Boolean).join('.');
    if (table.schema || table.catalog || !names.has(table.name.toLowerCase()))
      throw refuse(`table ${shown} is not one of the query's worksheets`);
  }
  for (const name of refs.functions)
    if (!PURE_TABLE_FUNCTIONS.has(name)) throw refuse(`table function ${name} may not be used`);
}
