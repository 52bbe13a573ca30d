import type { ReactElement, ReactNode } from 'react';
import {
  Button,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tooltip,
  type TableProps,
} from '@fluentui/react-components';
import { useListTableStyles } from './listPageStyles';

/**
 * A table of things with an id, one row each: the list pages' framed tables (connections,
 * worksheets, the audit log, the administration tabs) and the plain tables inside dialogs (API
 * tokens, push channels). The caller names the columns and draws each cell; the table draws the
 * frame, the header, the column widths and the actions column.
 */

/** One column: its header, its share of the width, and how a row's cell reads. */
export interface EntityColumn<T> {
  /** Unique among the table's columns. */
  key: string;
  label: ReactNode;
  /** The column's share of the table's width (a `col` width), when the table is laid out fixed. */
  width?: string;
  headClassName?: string;
  className?: string;
  testId?: string;
  cell: (item: T) => ReactNode;
}

/** The last column: each row's actions. */
export interface EntityActionsColumn<T> {
  /** The header's text in a framed table; the empty header's accessible name in a plain one. */
  label: string;
  width?: string;
  headClassName?: string;
  cell: (item: T) => ReactNode;
}

/** `data-*` attributes of a row (its name, its state) the tests and styles read. */
export type RowData = Partial<Record<`data-${string}`, string>>;

export interface EntityTableProps<T extends { _id: string }> {
  items: readonly T[];
  columns: readonly EntityColumn<T>[];
  actions?: EntityActionsColumn<T>;
  /**
   * `framed`: a list page's table in its frame, shaded header, tall rows, actions aligned right.
   * `plain`: a dialog's table, no frame and rows of their natural height.
   */
  look?: 'framed' | 'plain';
  label?: string;
  testId?: string;
  className?: string;
  size?: TableProps['size'];
  rowTestId: string;
  /** Replaces the framed look's row class (a denser log). */
  rowClassName?: string;
  rowData?: (item: T) => RowData;
}

export function EntityTable<T extends { _id: string }>({
  items,
  columns,
  actions,
  look = 'framed',
  label,
  testId,
  className,
  size,
  rowTestId,
  rowClassName,
  rowData,
}: EntityTableProps<T>) {
  const base = useListTableStyles();
  const framed = look === 'framed';
  const widths = [...columns.map((column) => column.width), actions?.width];
  const table = (
    <Table className={className} size={size} aria-label={label} data-testid={testId}>
      {widths.some((width) => width !== undefined) ? (
        <colgroup>
          {widths.map((width, index) => (
            <col key={index} style={width === undefined ? undefined : { width }} />
          ))}
        </colgroup>
      ) : null}
      <TableHeader>
        <TableRow className={framed ? base.head : undefined}>
          {columns.map((column) => (
            <TableHeaderCell key={column.key} className={column.headClassName}>
              {column.label}
            </TableHeaderCell>
          ))}
          {actions ? (
            framed ? (
              <TableHeaderCell className={mergeClasses(base.actionsHead, actions.headClassName)}>
                {actions.label}
              </TableHeaderCell>
            ) : (
              <TableHeaderCell className={actions.headClassName} aria-label={actions.label} />
            )
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow
            key={item._id}
            className={rowClassName ?? (framed ? base.row : undefined)}
            data-testid={rowTestId}
            {...rowData?.(item)}
          >
            {columns.map((column) => (
              <TableCell key={column.key} className={column.className} data-testid={column.testId}>
                {column.cell(item)}
              </TableCell>
            ))}
            {actions ? (
              <TableCell>
                {framed ? <div className={base.actions}>{actions.cell(item)}</div> : actions.cell(item)}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  return framed ? <div className={base.frame}>{table}</div> : table;
}

/**
 * One of a row's actions in a framed table: an icon button whose tooltip names the action and
 * whose label names the row; disabled, it stays focusable so its tooltip still tells why.
 */
export function RowAction({
  tooltip,
  label,
  icon,
  onClick,
  testId,
  disabled = false,
}: {
  tooltip: string;
  label: string;
  icon: ReactElement;
  onClick: () => void;
  testId: string;
  disabled?: boolean;
}) {
  return (
    <Tooltip content={tooltip} relationship="inaccessible">
      <Button
        appearance="subtle"
        icon={icon}
        disabledFocusable={disabled}
        onClick={() => !disabled && onClick()}
        aria-label={label}
        data-testid={testId}
      />
    </Tooltip>
  );
}
