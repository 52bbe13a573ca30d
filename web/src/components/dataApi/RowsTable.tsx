import type { ReactNode } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Delete16Regular } from '@fluentui/react-icons';
import { EntityTable } from '../common/EntityTable';

/**
 * The data API editor's tables of rows edited in place (its fields, its parameters): a section
 * holding the rows' table, while there are rows, each row's cells bound to its own entry and a
 * button that removes it, then the section's footer (add, hints).
 */

const useStyles = makeStyles({
  table: { tableLayout: 'fixed' },
  remove: { width: '44px' },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** Style of the controls in the cells: the width of their cell, names in monospace. */
export const useRowsTableCellStyles = makeStyles({
  full: { width: '100%', minWidth: 0 },
  mono: { fontFamily: tokens.fontFamilyMonospace },
});

export interface RowsColumn<T> {
  key: string;
  label: string;
  headClassName?: string;
  /** The cell of `row`; `update` changes that row. */
  cell: (row: T, update: (patch: Partial<T>) => void) => ReactNode;
}

interface Indexed<T> {
  _id: string;
  row: T;
  index: number;
}

export function RowsTable<T>({
  label,
  testId,
  rows,
  onChange,
  rowTestId,
  removeLabel,
  columns,
  footer,
}: {
  /** The section's accessible name. */
  label: string;
  testId: string;
  rows: readonly T[];
  onChange: (rows: T[]) => void;
  rowTestId: string;
  removeLabel: string;
  columns: readonly RowsColumn<T>[];
  footer: ReactNode;
}) {
  const styles = useStyles();
  const update = (index: number, patch: Partial<T>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  // Rows have no id of their own: they are told apart by their place, as they were added.
  const indexed: Indexed<T>[] = rows.map((row, index) => ({ _id: String(index), row, index }));
  return (
    <section aria-label={label} data-testid={testId}>
      {rows.length > 0 ? (
        <EntityTable
          look="plain"
          size="small"
          className={styles.table}
          items={indexed}
          rowTestId={rowTestId}
          columns={columns.map((column) => ({
            key: column.key,
            label: column.label,
            headClassName: column.headClassName,
            cell: ({ row, index }: Indexed<T>) => column.cell(row, (patch) => update(index, patch)),
          }))}
          actions={{
            label: removeLabel,
            headClassName: styles.remove,
            cell: ({ index }) => (
              <Button
                size="small"
                appearance="subtle"
                icon={<Delete16Regular />}
                aria-label={removeLabel}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              />
            ),
          }}
        />
      ) : null}
      <div className={styles.footer}>{footer}</div>
    </section>
  );
}
