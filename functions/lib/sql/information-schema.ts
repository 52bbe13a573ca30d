import type { BrowseRunner, SchemaBrowser } from './engine.js';
import type { SqlRows } from './session.js';

/**
 * The schema browser of the engines whose databases have the standard's `information_schema`
 * (PostgreSQL, MySQL/MariaDB, SQL Server, Vertica): schema names, values bound, names in the
 * preview quoted by the engine's own rules.
 */
export interface InformationSchemaDialect {
  placeholder: (n: number) => string;
  quoteId: (name: string) => string;
  /** System schemas, lower case, left out of the list. */
  systemSchemas: ReadonlySet<string>;
  /** Prefixes of system schemas (PostgreSQL's `pg_`). */
  systemPrefixes?: readonly string[];
}

function firstColumn(result: SqlRows): string[] {
  return result.rows.map((row) => String(row[0]));
}

export function informationSchemaBrowser(dialect: InformationSchemaDialect): SchemaBrowser {
  const { placeholder, quoteId } = dialect;
  const isSystem = (name: string): boolean => {
    const lower = name.toLowerCase();
    return (
      dialect.systemSchemas.has(lower) || (dialect.systemPrefixes ?? []).some((prefix) => lower.startsWith(prefix))
    );
  };
  return {
    async schemas(run: BrowseRunner) {
      const result = await run('SELECT schema_name FROM information_schema.schemata ORDER BY schema_name');
      return firstColumn(result).filter((name) => !isSystem(name));
    },
    async tables(run, schema) {
      const result = await run(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = ${placeholder(1)} ORDER BY table_name`,
        [schema],
      );
      return firstColumn(result);
    },
    async columns(run, schema, table) {
      const result = await run(
        `SELECT column_name, data_type FROM information_schema.columns
      WHERE table_schema = ${placeholder(1)} AND table_name = ${placeholder(2)} ORDER BY ordinal_position`,
        [schema, table],
      );
      return result.rows.map((row) => ({ name: String(row[0]), type: String(row[1]).toLowerCase() }));
    },
    preview(run, schema, table) {
      return run(`SELECT * FROM ${quoteId(schema)}.${quoteId(table)}`);
    },
  };
}
