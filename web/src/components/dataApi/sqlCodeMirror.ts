import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
  type Completion,
  type CompletionContext,
  type CompletionResult,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { MariaSQL, MySQL, PostgreSQL, sql, type SQLDialect } from '@codemirror/lang-sql';
import { bracketMatching, HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, Prec } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder as placeholderText,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import type { SqlType } from '../../../../shared/datasource/types.js';
import { quoteName, type SqlNames } from './sqlCatalog';

/**
 * The SQL editor (CodeMirror 6), loaded by a dynamic import so only the `/dataApi` editor pays
 * for it: the connection's dialect, table and column completion from the schema browser, the
 * declared `:name` parameters, line numbers, and Mod-Enter to run the test.
 */
export interface SqlEditorOptions {
  parent: HTMLElement;
  doc: string;
  dialect: SqlType | undefined;
  catalog: SqlNames;
  params: () => readonly string[];
  onChange: (doc: string) => void;
  onRun: () => void;
  placeholder: string;
  label: string;
}

export interface SqlEditorHandle {
  setDialect: (dialect: SqlType | undefined) => void;
  /** Replaces the selection with `text` and focuses the editor. */
  insert: (text: string) => void;
  setDoc: (doc: string) => void;
  destroy: () => void;
}

const DIALECTS: Record<SqlType, SQLDialect> = { postgresql: PostgreSQL, mysql: MySQL, mariadb: MariaSQL };

const highlight = HighlightStyle.define([
  { tag: tags.keyword, color: 'var(--sql-keyword)', fontWeight: '600' },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--sql-string)' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--sql-number)' },
  { tag: [tags.lineComment, tags.blockComment], color: 'var(--sql-comment)', fontStyle: 'italic' },
  { tag: [tags.typeName, tags.standard(tags.name)], color: 'var(--sql-type)' },
  { tag: [tags.special(tags.name), tags.variableName], color: 'var(--sql-name)' },
  { tag: [tags.operator, tags.punctuation], color: 'var(--sql-operator)' },
]);

const theme = EditorView.theme({
  '&': {
    height: '100%',
    fontSize: '13px',
    backgroundColor: 'var(--colorNeutralBackground1)',
    color: 'var(--colorNeutralForeground1)',
  },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--fontFamilyMonospace)', lineHeight: '1.6' },
  '.cm-content': { caretColor: 'var(--colorBrandForeground1)', padding: '8px 0' },
  '.cm-cursor': { borderLeftColor: 'var(--colorBrandForeground1)' },
  '.cm-gutters': {
    backgroundColor: 'var(--colorNeutralBackground2)',
    color: 'var(--colorNeutralForeground4)',
    border: 'none',
    borderRight: '1px solid var(--colorNeutralStroke2)',
  },
  '.cm-activeLine': { backgroundColor: 'var(--colorSubtleBackgroundHover)' },
  '.cm-activeLineGutter': {
    backgroundColor: 'var(--colorSubtleBackgroundHover)',
    color: 'var(--colorNeutralForeground2)',
  },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'var(--colorBrandBackground2) !important',
  },
  '.cm-placeholder': { color: 'var(--colorNeutralForeground4)' },
  '.cm-tooltip': {
    backgroundColor: 'var(--colorNeutralBackground1)',
    border: '1px solid var(--colorNeutralStroke1)',
    borderRadius: '6px',
    boxShadow: 'var(--shadow16)',
    overflow: 'hidden',
  },
  '.cm-tooltip-autocomplete > ul': { fontFamily: 'var(--fontFamilyMonospace)', maxHeight: '16em' },
  '.cm-tooltip-autocomplete > ul > li': { padding: '2px 8px' },
  '.cm-tooltip-autocomplete > ul > li[aria-selected]': {
    backgroundColor: 'var(--colorBrandBackground)',
    color: 'var(--colorNeutralForegroundOnBrand)',
  },
  '.cm-completionDetail': { opacity: '0.7', marginLeft: '8px', fontStyle: 'normal' },
  '.cm-matchingBracket': { backgroundColor: 'var(--colorBrandBackground2)', outline: 'none' },
});

function completionSource(options: SqlEditorOptions, dialect: () => SqlType | undefined) {
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

export function createSqlEditor(options: SqlEditorOptions): SqlEditorHandle {
  let dialect = options.dialect;
  const language = new Compartment();
  const languageOf = (type: SqlType | undefined) => {
    // The language support brings the dialect's keyword completion.
    return sql({ dialect: DIALECTS[type ?? 'postgresql'], upperCaseKeywords: true });
  };
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.doc,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightActiveLine(),
        history(),
        drawSelection(),
        bracketMatching(),
        closeBrackets(),
        language.of(languageOf(dialect)),
        autocompletion({ override: null, activateOnTyping: true, icons: false }),
        EditorState.languageData.of(() => [{ autocomplete: completionSource(options, () => dialect) }]),
        syntaxHighlighting(highlight),
        Prec.highest(
          keymap.of([
            {
              key: 'Mod-Enter',
              run: () => {
                options.onRun();
                return true;
              },
            },
          ]),
        ),
        keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap, indentWithTab]),
        placeholderText(options.placeholder),
        EditorView.contentAttributes.of({ 'aria-label': options.label, 'data-testid': 'sql-editor-content' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
        theme,
      ],
    }),
  });
  return {
    setDialect: (next) => {
      dialect = next;
      view.dispatch({ effects: language.reconfigure(languageOf(next)) });
    },
    insert: (text) => {
      view.dispatch(view.state.replaceSelection(text));
      view.focus();
    },
    setDoc: (doc) => {
      if (doc !== view.state.doc.toString())
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: doc } });
    },
    destroy: () => view.destroy(),
  };
}
