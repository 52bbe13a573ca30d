import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SqlResult } from '../../../../shared/acts/datasource.js';
import { cellText, isNumericType } from './cellText';

const useStyles = makeStyles({
  scroll: {
    flex: 1,
    minHeight: 0,
    overflow: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  table: { borderCollapse: 'separate', borderSpacing: 0, minWidth: '100%', fontSize: tokens.fontSizeBase200 },
  th: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    textAlign: 'left',
    verticalAlign: 'bottom',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
    whiteSpace: 'nowrap',
  },
  columnName: { display: 'block', fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  columnType: {
    display: 'block',
    fontWeight: tokens.fontWeightRegular,
    color: tokens.colorNeutralForeground3,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase100,
  },
  index: {
    width: '1%',
    position: 'sticky',
    left: 0,
    textAlign: 'right',
    color: tokens.colorNeutralForeground4,
    backgroundColor: tokens.colorNeutralBackground2,
    fontVariantNumeric: 'tabular-nums',
  },
  indexHead: { left: 0, zIndex: 2 },
  td: {
    maxWidth: '260px',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  number: { textAlign: 'right' },
  filler: { width: '100%', maxWidth: 'none', padding: 0 },
  data: { minWidth: '96px' },
  null: { color: tokens.colorNeutralForeground4, fontStyle: 'italic' },
  empty: { padding: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3 },
});

/** The first rows of a table: sticky header with column types, horizontal scroll, cut cells with the full value as title. */
export function PreviewGrid({ result, label }: { result: SqlResult; label: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const numeric = result.columns.map((column) => isNumericType(column.type));
  return (
    <div className={styles.scroll} data-testid="preview-grid">
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            <th className={mergeClasses(styles.th, styles.index, styles.indexHead, styles.number)} scope="col">
              #
            </th>
            {result.columns.map((column, index) => (
              <th
                key={`${column.name}-${index}`}
                className={mergeClasses(styles.th, styles.data, numeric[index] && styles.number)}
                scope="col"
              >
                <span className={styles.columnName}>{column.name}</span>
                <span className={styles.columnType}>{column.type}</span>
              </th>
            ))}
            <th className={mergeClasses(styles.th, styles.filler)} aria-hidden="true" />
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              <td className={mergeClasses(styles.td, styles.index)}>{rowIndex + 1}</td>
              {result.columns.map((column, index) => {
                const text = cellText(row[index]);
                return text === null ? (
                  <td key={`${column.name}-${index}`} className={mergeClasses(styles.td, styles.null)}>
                    NULL
                  </td>
                ) : (
                  <td
                    key={`${column.name}-${index}`}
                    className={mergeClasses(styles.td, numeric[index] && styles.number)}
                    title={text}
                  >
                    {text}
                  </td>
                );
              })}
              <td className={mergeClasses(styles.td, styles.filler)} aria-hidden="true" />
            </tr>
          ))}
        </tbody>
      </table>
      {result.rows.length === 0 ? (
        <Caption1 className={styles.empty}>{t('datasources.browser.noRows')}</Caption1>
      ) : null}
    </div>
  );
}
