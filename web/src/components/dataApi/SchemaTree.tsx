import { useEffect, useState } from 'react';
import {
  Button,
  Caption1,
  Input,
  makeStyles,
  mergeClasses,
  Option,
  Spinner,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { Dropdown } from '../common/Dropdown';
import { ChevronDown12Regular, ChevronRight12Regular, Search16Regular, Table16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { SqlColumnInfo } from '../../../../shared/acts/datasource.js';
import type { SqlCatalog } from './sqlCatalog';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minHeight: 0,
    height: '100%',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, overflow: 'auto', flex: 1, minHeight: 0 },
  row: { display: 'flex', alignItems: 'center', gap: '2px', minWidth: 0 },
  name: {
    justifyContent: 'flex-start',
    minWidth: 0,
    flex: 1,
    fontFamily: tokens.fontFamilyMonospace,
    fontWeight: tokens.fontWeightRegular,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  columns: { listStyleType: 'none', margin: 0, paddingLeft: '28px' },
  column: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  type: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3, padding: tokens.spacingHorizontalS },
  picker: { minWidth: 0, width: '100%' },
});

interface Props {
  schemas: string[] | undefined;
  schema: string;
  onSchema: (schema: string) => void;
  catalog: SqlCatalog;
  onInsert: (name: string) => void;
  /** No tables to show: no connection is chosen yet, or (with `idleText`) the user may not browse it. */
  idle: boolean;
  /** Why there are no tables, in place of "choose a connection". */
  idleText?: string;
}

/** The connection's tables and their columns beside the SQL; a click puts the name in the SQL. */
export function SchemaTree({ schemas, schema, onSchema, catalog, onInsert, idle, idleText }: Props) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [tables, setTables] = useState<string[] | null>(null);
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<Record<string, SqlColumnInfo[] | 'loading'>>({});

  useEffect(() => {
    let live = true;
    setTables(null);
    setOpen({});
    void catalog.tables().then((list) => live && setTables(list));
    return () => {
      live = false;
    };
  }, [catalog]);

  const toggle = (table: string) => {
    if (open[table]) {
      setOpen(({ [table]: _, ...rest }) => rest);
      return;
    }
    setOpen((current) => ({ ...current, [table]: 'loading' }));
    void catalog.columns(table).then((columns) => setOpen((current) => ({ ...current, [table]: columns })));
  };

  const shown = (tables ?? []).filter((table) => table.toLowerCase().includes(filter.trim().toLowerCase()));

  return (
    <aside className={styles.root} aria-label={t('dataApi.schema.title')} data-testid="schema-tree">
      <Dropdown
        className={styles.picker}
        size="small"
        aria-label={t('dataApi.schema.schema')}
        placeholder={schemas ? t('dataApi.schema.pickSchema') : t('common.loading')}
        value={schema}
        selectedOptions={schema ? [schema] : []}
        onOptionSelect={(_, data) => data.optionValue && onSchema(data.optionValue)}
        disabled={!schemas || schemas.length === 0}
      >
        {(schemas ?? []).map((name) => (
          <Option key={name} value={name}>
            {name}
          </Option>
        ))}
      </Dropdown>
      <Input
        size="small"
        contentBefore={<Search16Regular />}
        placeholder={t('dataApi.schema.filter')}
        value={filter}
        onChange={(_, data) => setFilter(data.value)}
      />
      {idle ? (
        <Caption1 className={styles.muted} data-testid="schema-idle">
          {idleText ?? t('dataApi.schema.pickConnection')}
        </Caption1>
      ) : tables === null ? (
        <Spinner size="tiny" label={t('common.loading')} />
      ) : shown.length === 0 ? (
        <Caption1 className={styles.muted}>{t('dataApi.schema.noTables')}</Caption1>
      ) : (
        <ul className={styles.list}>
          {shown.map((table) => {
            const columns = open[table];
            return (
              <li key={table}>
                <div className={styles.row}>
                  <Button
                    size="small"
                    appearance="transparent"
                    icon={columns ? <ChevronDown12Regular /> : <ChevronRight12Regular />}
                    aria-label={t('dataApi.schema.columnsOf', { table })}
                    aria-expanded={Boolean(columns)}
                    onClick={() => toggle(table)}
                  />
                  <Tooltip content={t('dataApi.schema.insert')} relationship="description" positioning="after">
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<Table16Regular />}
                      className={styles.name}
                      onClick={() => onInsert(table)}
                      data-testid="schema-table"
                    >
                      {table}
                    </Button>
                  </Tooltip>
                </div>
                {columns === 'loading' ? (
                  <Spinner size="extra-tiny" />
                ) : columns ? (
                  <ul className={styles.columns}>
                    {columns.map((column) => (
                      <li key={column.name} className={styles.column}>
                        <Button
                          size="small"
                          appearance="subtle"
                          className={mergeClasses(styles.name)}
                          onClick={() => onInsert(column.name)}
                        >
                          {column.name}
                        </Button>
                        <Caption1 className={styles.type}>{column.type}</Caption1>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
