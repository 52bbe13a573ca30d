import { useState } from 'react';
import {
  Button,
  Caption1,
  makeStyles,
  Spinner,
  tokens,
  Tree,
  TreeItem,
  TreeItemLayout,
  type TreeItemValue,
} from '@fluentui/react-components';
import {
  Column16Regular,
  DataBarVerticalAdd20Regular,
  Folder16Regular,
  TableSimple16Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useColumns, useTables, type TableRef } from '../../api/datasources';
import { isRpcError } from '../../api/errors';

const useStyles = makeStyles({
  selected: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground1 },
  type: { color: tokens.colorNeutralForeground3, fontFamily: tokens.fontFamilyMonospace },
  error: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

const schemaKey = (schema: string) => `s\u0000${schema}`;
const tableKey = (ref: TableRef) => `t\u0000${ref.schema}\u0000${ref.table}`;

/**
 * The tree of a connection: schemas, their tables, a table's columns with their types. Levels
 * load when opened; opening (or clicking) a table also shows its rows.
 */
export function SchemaTree({
  id,
  schemas,
  initialSchema,
  selected,
  onSelect,
  onChart,
}: {
  id: string;
  schemas: readonly string[];
  initialSchema: string;
  selected: TableRef | null;
  onSelect: (ref: TableRef) => void;
  /** "Chart this" on a table's row, when the connection can draft one. */
  onChart?: (ref: TableRef) => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [open, setOpen] = useState<Set<TreeItemValue>>(() => {
    const first = schemas.includes(initialSchema) ? initialSchema : schemas.length === 1 ? schemas[0] : undefined;
    return new Set(first !== undefined ? [schemaKey(first)] : []);
  });
  if (schemas.length === 0) return <Caption1 className={styles.muted}>{t('datasources.browser.noSchemas')}</Caption1>;
  return (
    <Tree
      aria-label={t('datasources.browser.tree')}
      size="small"
      openItems={open}
      onOpenChange={(_, data) => setOpen(new Set(data.openItems))}
      data-testid="schema-tree"
    >
      {schemas.map((schema) => (
        <TreeItem key={schema} itemType="branch" value={schemaKey(schema)} data-testid="tree-schema" data-name={schema}>
          <TreeItemLayout iconBefore={<Folder16Regular />}>{schema}</TreeItemLayout>
          {open.has(schemaKey(schema)) ? (
            <SchemaTables
              id={id}
              schema={schema}
              open={open}
              selected={selected}
              onSelect={onSelect}
              {...(onChart ? { onChart } : {})}
            />
          ) : (
            <Tree />
          )}
        </TreeItem>
      ))}
    </Tree>
  );
}

function SchemaTables({
  id,
  schema,
  open,
  selected,
  onSelect,
  onChart,
}: {
  id: string;
  schema: string;
  open: ReadonlySet<TreeItemValue>;
  selected: TableRef | null;
  onSelect: (ref: TableRef) => void;
  onChart?: (ref: TableRef) => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const tables = useTables(id, schema);
  return (
    <Tree>
      {tables.error ? (
        <TreeItem itemType="leaf" value={`${schemaKey(schema)}\u0000error`}>
          <TreeItemLayout className={styles.error}>
            {isRpcError(tables.error) ? tables.error.message : t('datasources.browser.failed')}
          </TreeItemLayout>
        </TreeItem>
      ) : !tables.data ? (
        <TreeItem itemType="leaf" value={`${schemaKey(schema)}\u0000loading`}>
          <TreeItemLayout>
            <Spinner size="extra-tiny" label={t('datasources.browser.loadingTables')} />
          </TreeItemLayout>
        </TreeItem>
      ) : tables.data.length === 0 ? (
        <TreeItem itemType="leaf" value={`${schemaKey(schema)}\u0000empty`}>
          <TreeItemLayout className={styles.muted}>{t('datasources.browser.noTables')}</TreeItemLayout>
        </TreeItem>
      ) : (
        tables.data.map((table) => {
          const ref = { schema, table };
          const key = tableKey(ref);
          const isSelected = selected?.schema === schema && selected.table === table;
          return (
            <TreeItem
              key={table}
              itemType="branch"
              value={key}
              aria-selected={isSelected}
              onClick={() => onSelect(ref)}
              data-testid="tree-table"
              data-name={table}
            >
              <TreeItemLayout
                iconBefore={<TableSimple16Regular />}
                className={isSelected ? styles.selected : undefined}
                actions={
                  onChart ? (
                    <Button
                      appearance="subtle"
                      size="small"
                      icon={<DataBarVerticalAdd20Regular />}
                      aria-label={t('drafts.chartFor', { name: table })}
                      title={t('drafts.chartFor', { name: table })}
                      data-testid="tree-chart"
                      onClick={(event) => {
                        event.stopPropagation();
                        onChart(ref);
                      }}
                    />
                  ) : undefined
                }
              >
                {table}
              </TreeItemLayout>
              {open.has(key) ? <TableColumns id={id} table={ref} /> : <Tree />}
            </TreeItem>
          );
        })
      )}
    </Tree>
  );
}

function TableColumns({ id, table }: { id: string; table: TableRef }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const columns = useColumns(id, table);
  const base = tableKey(table);
  return (
    <Tree>
      {columns.error ? (
        <TreeItem itemType="leaf" value={`${base}\u0000error`}>
          <TreeItemLayout className={styles.error}>
            {isRpcError(columns.error) ? columns.error.message : t('datasources.browser.failed')}
          </TreeItemLayout>
        </TreeItem>
      ) : !columns.data ? (
        <TreeItem itemType="leaf" value={`${base}\u0000loading`}>
          <TreeItemLayout>
            <Spinner size="extra-tiny" label={t('datasources.browser.loadingColumns')} />
          </TreeItemLayout>
        </TreeItem>
      ) : (
        columns.data.map((column) => (
          <TreeItem key={column.name} itemType="leaf" value={`${base}\u0000${column.name}`} data-testid="tree-column">
            <TreeItemLayout iconBefore={<Column16Regular />} aside={<span className={styles.type}>{column.type}</span>}>
              {column.name}
            </TreeItemLayout>
          </TreeItem>
        ))
      )}
    </Tree>
  );
}
