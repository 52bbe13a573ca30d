import type { SqlColumnInfo } from '../../../../shared/acts/datasource.js';
import { engineInfo, type EngineType } from '../../../../shared/datasource/types.js';

/** What the catalogue reads from the schema browser acts (web/src/api/dataApis.ts `useSchemaReader`). */
export interface SchemaSource {
  tables: (schema: string) => Promise<string[]>;
  columns: (schema: string, table: string) => Promise<SqlColumnInfo[]>;
}

/** The names completion offers: one schema's tables and their columns. */
export interface SqlNames {
  tables: () => Promise<string[]>;
  columns: (table: string) => Promise<SqlColumnInfo[]>;
  /** Columns already read, by table (offered without asking the database). */
  loadedColumns: () => ReadonlyMap<string, SqlColumnInfo[]>;
}

/**
 * The tables and columns of one schema of a connection, each read once when first asked for
 * (the completion and the schema tree share it). A failed read is forgotten so a later ask
 * tries again; completion then offers nothing rather than failing.
 */
export class SqlCatalog implements SqlNames {
  private tableList: Promise<string[]> | null = null;
  private readonly columnLists = new Map<string, Promise<SqlColumnInfo[]>>();
  private readonly loaded = new Map<string, SqlColumnInfo[]>();

  constructor(
    private readonly source: SchemaSource | null,
    readonly schema: string,
  ) {}

  tables(): Promise<string[]> {
    if (!this.source || !this.schema) return Promise.resolve([]);
    this.tableList ??= this.source.tables(this.schema).catch(() => {
      this.tableList = null;
      return [];
    });
    return this.tableList;
  }

  columns(table: string): Promise<SqlColumnInfo[]> {
    if (!this.source || !this.schema) return Promise.resolve([]);
    let list = this.columnLists.get(table);
    if (!list) {
      list = this.source.columns(this.schema, table).then(
        (columns) => {
          this.loaded.set(table, columns);
          return columns;
        },
        () => {
          this.columnLists.delete(table);
          return [];
        },
      );
      this.columnLists.set(table, list);
    }
    return list;
  }

  loadedColumns(): ReadonlyMap<string, SqlColumnInfo[]> {
    return this.loaded;
  }
}

/**
 * The schema the tree opens: the connection's own setting, else PostgreSQL's `public`, else the
 * database's name (MySQL/MariaDB call databases schemas), else the first.
 */
export function defaultSchema(schemas: readonly string[], settings: { schema?: string; database?: string }): string {
  for (const name of [settings.schema, 'public', settings.database]) if (name && schemas.includes(name)) return name;
  return schemas[0] ?? '';
}

/**
 * An identifier as the SQL needs it: plain lower-case words as they are, others quoted for the
 * dialect. A MongoDB query is JSON, where a collection or field name is always a JSON string.
 */
export function quoteName(name: string, dialect: EngineType | undefined): string {
  const engine = engineInfo(dialect ?? 'postgresql');
  if (engine.language === 'json') return JSON.stringify(name);
  if (/^[a-z_][a-z0-9_]*$/.test(name)) return name;
  return engine.syntax.backtick ? `\`${name.replace(/`/g, '``')}\`` : `"${name.replace(/"/g, '""')}"`;
}
