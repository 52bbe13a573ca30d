import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { makeStyles, mergeClasses, shorthands, Spinner, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { engineInfo, type EngineType } from '../../../../shared/datasource/types.js';
import type { SqlNames } from './sqlCatalog';
import type { SqlEditorHandle } from './sqlCodeMirror';

const useStyles = makeStyles({
  root: {
    position: 'relative',
    height: '100%',
    minHeight: '220px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-within': { ...shorthands.borderColor(tokens.colorBrandStroke1) },
    // Token colours of the SQL highlighting (sqlCodeMirror.ts), readable in both themes.
    '--sql-keyword': tokens.colorPaletteBerryForeground2,
    '--sql-string': tokens.colorPaletteGreenForeground2,
    '--sql-number': tokens.colorPaletteMarigoldForeground2,
    '--sql-comment': tokens.colorNeutralForeground4,
    '--sql-type': tokens.colorPaletteBlueForeground2,
    '--sql-name': tokens.colorNeutralForeground1,
    '--sql-operator': tokens.colorNeutralForeground3,
  },
  invalid: { ...shorthands.borderColor(tokens.colorPaletteRedBorder2) },
  host: { position: 'absolute', inset: 0 },
  loading: { position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' },
});

export interface SqlEditorApi {
  insert: (text: string) => void;
}

interface Props {
  value: string;
  onChange: (value: string) => void;
  dialect: EngineType | undefined;
  catalog: SqlNames;
  params: readonly string[];
  onRun: () => void;
  invalid?: boolean;
  ref?: Ref<SqlEditorApi>;
}

/** The SQL text of a direct API in CodeMirror, loaded on first show (its own chunk). */
export function SqlEditor({ value, onChange, dialect, catalog, params, onRun, invalid, ref }: Props) {
  const { t } = useTranslation();
  const styles = useStyles();
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<SqlEditorHandle | null>(null);
  const [ready, setReady] = useState(false);
  /** The text the editor last reported: a `value` equal to it is an echo, not a change from outside. */
  const emitted = useRef(value);
  const latest = useRef({ onChange, onRun, params, catalog, value, dialect });
  latest.current = { onChange, onRun, params, catalog, value, dialect };

  useImperativeHandle(ref, () => ({ insert: (text) => editor.current?.insert(text) }), []);

  useEffect(() => {
    let cancelled = false;
    void import('./sqlCodeMirror').then(({ createSqlEditor }) => {
      if (cancelled || !host.current) return;
      editor.current = createSqlEditor({
        parent: host.current,
        doc: latest.current.value,
        dialect: latest.current.dialect,
        catalog: {
          tables: () => latest.current.catalog.tables(),
          columns: (table) => latest.current.catalog.columns(table),
          loadedColumns: () => latest.current.catalog.loadedColumns(),
        },
        params: () => latest.current.params,
        onChange: (doc) => {
          emitted.current = doc;
          latest.current.onChange(doc);
        },
        onRun: () => latest.current.onRun(),
        placeholder: (next) =>
          t(next && engineInfo(next).language === 'json' ? 'dataApi.sql.placeholderMongo' : 'dataApi.sql.placeholder'),
        label: t('dataApi.sql.label'),
      });
      setReady(true);
    });
    return () => {
      cancelled = true;
      editor.current?.destroy();
      editor.current = null;
    };
    // The editor is made once; its inputs are read through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => editor.current?.setDialect(dialect), [dialect, ready]);
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      editor.current?.setDoc(value);
    }
  }, [value, ready]);

  return (
    <div className={mergeClasses(styles.root, invalid && styles.invalid)} data-testid="sql-editor">
      <div ref={host} className={styles.host} />
      {ready ? null : <Spinner className={styles.loading} size="small" label={t('common.loading')} />}
    </div>
  );
}
