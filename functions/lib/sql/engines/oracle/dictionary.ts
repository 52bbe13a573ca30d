import type { SchemaBrowser } from '../../engine.js';
import type { SqlRows } from '../../session.js';

/**
 * The schema browser of the engines with Oracle's data dictionary views (Oracle, DaMeng): users
 * from ALL_USERS (the database's own left out), tables and views from ALL_TABLES / ALL_VIEWS,
 * columns from ALL_TAB_COLUMNS. Values are bound (`:1` …); names in the preview are quoted. A
 * preview is cut at the runner's row cap (SQL_LIMITS.previewRowCap), fetched in batches.
 */
export interface DictionaryDialect {
  /** Users of the database itself, upper case, left out of the list. */
  systemUsers: ReadonlySet<string>;
  /** A condition on ALL_USERS that keeps only users the database does not maintain (Oracle's ORACLE_MAINTAINED). */
  userCondition?: string;
}

/** `"name"`: Oracle and DaMeng quote names in double quotes, a quote inside doubled. */
export const dictionaryQuoteId = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** `:1`, `:2` …: bound by position in oracledb and dmdb alike. */
export const dictionaryPlaceholder = (n: number): string => `:${n}`;

function firstColumn(result: SqlRows): string[] {
  return result.rows.map((row) => String(row[0]));
}

export function dictionaryBrowser(dialect: DictionaryDialect): SchemaBrowser {
  const where = dialect.userCondition ? ` WHERE ${dialect.userCondition}` : '';
  return {
    async schemas(run) {
      const result = await run(`SELECT username FROM all_users${where} ORDER BY username`);
      return firstColumn(result).filter((name) => !dialect.systemUsers.has(name.toUpperCase()));
    },
    async tables(run, schema) {
      const result = await run(
        'SELECT table_name FROM all_tables WHERE owner = :1 UNION SELECT view_name FROM all_views WHERE owner = :2 ORDER BY 1',
        [schema, schema],
      );
      return firstColumn(result);
    },
    async columns(run, schema, table) {
      const result = await run(
        'SELECT column_name, data_type FROM all_tab_columns WHERE owner = :1 AND table_name = :2 ORDER BY column_id',
        [schema, table],
      );
      return result.rows.map((row) => ({ name: String(row[0]), type: String(row[1]).toLowerCase() }));
    },
    preview(run, schema, table) {
      return run(`SELECT * FROM ${dictionaryQuoteId(schema)}.${dictionaryQuoteId(table)}`);
    },
  };
}
