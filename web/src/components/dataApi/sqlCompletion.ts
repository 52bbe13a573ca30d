import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import escapeStringRegexp from 'escape-string-regexp';
import type { EngineType } from '../../../../shared/datasource/types.js';
import { quoteName, type SqlNames } from './sqlCatalog';

export interface SqlCompletionOptions {
  catalog: SqlNames;
  /** The declared parameter names. */
  params: () => readonly string[];
}

/** Whether `text` names `table` as a whole word (plain or quoted). */
function mentions(text: string, table: string): boolean {
  const escaped = escapeStringRegexp(table);
  return new RegExp(`(^|[^\\w$])["\`]?${escaped}["\`]?($|[^\\w$])`).test(text);
}

/**
 * Completion of the names the connection holds: `table.` offers the table's columns (read when
 * first asked), a word offers the schema's tables and the columns of the tables the statement
 * names, `:` offers the declared parameters. The dialect's keywords come from the SQL language
 * support beside it.
 */
export function sqlCompletionSource(options: SqlCompletionOptions, dialect: () => EngineType | undefined) {
  return async (context: CompletionContext): Promise<CompletionResult | null> => {
    const param = context.matchBefore(/(?<!:):[A-Za-z_]\w*$|(?<!:):$/);
    if (param) {
      const names = options.params();
      if (names.length === 0) return null;
      return {
        from: param.from,
        options: names.map((name) => ({ label: `:${name}`, type: 'variable', detail: 'param' })),
        validFor: /^:\w*$/,
      };
    }
    const member = context.matchBefore(/[\w$]+\.[\w$]*$/);
    if (member) {
      const table = member.text.slice(0, member.text.indexOf('.'));
      const tables = await options.catalog.tables();
      if (!tables.includes(table)) return null;
      const columns = await options.catalog.columns(table);
      return {
        from: member.from + table.length + 1,
        options: columns.map((column): Completion => ({
          label: quoteName(column.name, dialect()),
          type: 'property',
          detail: column.type,
        })),
        validFor: /^[\w$]*$/,
      };
    }
    const word = context.matchBefore(/[\w$]+$/);
    if (!word && !context.explicit) return null;
    const tables = await options.catalog.tables();
    // The columns of the tables the statement names are read now, so `WHERE re` offers `region`.
    const text = context.state.doc.toString();
    await Promise.all(tables.filter((table) => mentions(text, table)).map((table) => options.catalog.columns(table)));
    const loaded = options.catalog.loadedColumns();
    const out: Completion[] = tables.map((table) => ({
      label: quoteName(table, dialect()),
      type: 'class',
      detail: 'table',
      boost: 2,
    }));
    for (const [table, columns] of loaded)
      for (const column of columns)
        out.push({ label: quoteName(column.name, dialect()), type: 'property', detail: `${table} · ${column.type}` });
    return { from: word?.from ?? context.pos, options: out, validFor: /^[\w$]*$/ };
  };
}
