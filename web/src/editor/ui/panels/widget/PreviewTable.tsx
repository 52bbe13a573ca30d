import {
  Caption1,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../../widgets/data/rows';
import { textOf } from '../../../../widgets/data/rows';

const useStyles = makeStyles({
  scroll: {
    overflowX: 'auto',
    maxHeight: '240px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  cell: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontSize: tokens.fontSizeBase200 },
  caption: { color: tokens.colorNeutralForeground3 },
});

const PREVIEW_ROWS = 20;

/** The mapped data as the widget will draw it: the mapped fields (display names) of the first rows. */
export function PreviewTable({
  rows,
  columns,
}: {
  rows: readonly Row[];
  columns: ReadonlyArray<{ field: string; name: string }>;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (rows.length === 0) return <Caption1 className={styles.caption}>{t('widgets.data.noRows')}</Caption1>;
  const shown = rows.slice(0, PREVIEW_ROWS);
  return (
    <>
      <div className={styles.scroll}>
        <Table size="extra-small" aria-label={t('widgets.data.preview')} data-testid="data-preview">
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHeaderCell key={column.field} className={styles.cell}>
                  {column.name}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((row, index) => (
              <TableRow key={index}>
                {columns.map((column) => (
                  <TableCell key={column.field} className={styles.cell}>
                    {textOf(row[column.field])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <Caption1 className={styles.caption}>
        {t('widgets.data.previewCount', { shown: shown.length, count: rows.length })}
      </Caption1>
    </>
  );
}
