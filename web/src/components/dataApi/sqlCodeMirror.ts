import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { MariaSQL, MSSQL, MySQL, PLSQL, PostgreSQL, sql, StandardSQL, type SQLDialect } from '@codemirror/lang-sql';
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
import type { EditorDialect } from '../../../../shared/datasource/engines/descriptor.js';
import { engineInfo, type EngineType } from '../../../../shared/datasource/types.js';
import type { SqlNames } from './sqlCatalog';
import { sqlCompletionSource } from './sqlCompletion';

/**
 * The SQL editor (CodeMirror 6), loaded by a dynamic import so only the `/dataApi` editor pays
 * for it: the connection's dialect, table and column completion from the schema browser, the
 * declared `:name` parameters, line numbers, and Mod-Enter to run the test.
 */
export interface SqlEditorOptions {
  parent: HTMLElement;
  doc: string;
  dialect: EngineType | undefined;
  catalog: SqlNames;
  params: () => readonly string[];
  onChange: (doc: string) => void;
  onRun: () => void;
  /** The empty editor's example, per dialect (MongoDB's is a JSON query). */
  placeholder: (dialect: EngineType | undefined) => string;
  label: string;
}

export interface SqlEditorHandle {
  setDialect: (dialect: EngineType | undefined) => void;
  /** Replaces the selection with `text` and focuses the editor. */
  insert: (text: string) => void;
  setDoc: (doc: string) => void;
  destroy: () => void;
}

/** The CodeMirror dialect of each SQL editor dialect an engine descriptor names. */
const SQL_DIALECTS: Record<Exclude<EditorDialect, 'json'>, SQLDialect> = {
  postgresql: PostgreSQL,
  mysql: MySQL,
  mariadb: MariaSQL,
  mssql: MSSQL,
  plsql: PLSQL,
  standard: StandardSQL,
};

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

export function createSqlEditor(options: SqlEditorOptions): SqlEditorHandle {
  let dialect = options.dialect;
  const language = new Compartment();
  const example = new Compartment();
  const names = [{ autocomplete: sqlCompletionSource(options, () => dialect) }];
  const languageOf = (type: EngineType | undefined) => {
    const dialect = engineInfo(type ?? 'postgresql').dialect;
    // A JSON query (MongoDB's statement).
    if (dialect === 'json') return json();
    // The language support brings the dialect's keyword completion.
    return sql({ dialect: SQL_DIALECTS[dialect], upperCaseKeywords: true });
  };
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.doc,
      extensions: [
        lineNumbers(),
        EditorView.lineWrapping,
        highlightActiveLineGutter(),
        highlightActiveLine(),
        history(),
        drawSelection(),
        bracketMatching(),
        closeBrackets(),
        language.of(languageOf(dialect)),
        autocompletion({ override: null, activateOnTyping: true, icons: false }),
        // One source object: the completion tells sources apart by identity.
        EditorState.languageData.of(() => names),
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
        example.of(placeholderText(options.placeholder(dialect))),
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
      view.dispatch({
        effects: [
          language.reconfigure(languageOf(next)),
          example.reconfigure(placeholderText(options.placeholder(next))),
        ],
      });
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
