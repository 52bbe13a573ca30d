import {
  Caption1,
  Input,
  makeStyles,
  mergeClasses,
  Option,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { ErrorCircle12Filled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  WORKSHEET_FIELD_TYPES,
  WORKSHEET_LIMITS,
  type WorksheetField,
} from '../../../../shared/datasource/worksheet.js';
import { errorText } from '../../i18n/errorTexts';
import { usePreferences } from '../../app/services';
import { Dropdown } from '../common/Dropdown';
import { fieldNameIssues } from './fieldChecks';
import { fieldOrigin } from './wizard/wizardModel';

const useStyles = makeStyles({
  frame: {
    maxHeight: '360px',
    overflow: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  head: { position: 'sticky', top: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground2 },
  from: {
    color: tokens.colorNeutralForeground3,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
  },
  cell: { paddingBlock: tokens.spacingVerticalXS },
  stack: { display: 'flex', flexDirection: 'column', gap: '2px', paddingBlock: tokens.spacingVerticalXS },
  error: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    color: tokens.colorPaletteRedForeground1,
  },
  input: { width: '100%' },
  type: { minWidth: '150px', width: '100%' },
  index: { color: tokens.colorNeutralForeground4, fontVariantNumeric: 'tabular-nums' },
});

/**
 * Each field's name and type, editable, beside its source (a file's header text, when the
 * inspection gave `headers`, or the column's number; an extract's column name); a name refused
 * by the field rules or shared with another field is flagged on its row, with the catalogue's
 * text, before anything is sent.
 */
export function FieldsEditor({
  fields,
  headers,
  onChange,
}: {
  fields: readonly WorksheetField[];
  /** A file's title row as read (`FileInspection.headers`), by column. */
  headers?: readonly string[];
  onChange: (fields: WorksheetField[]) => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const styles = useStyles();
  const issues = fieldNameIssues(fields);
  const set = (index: number, patch: Partial<WorksheetField>) =>
    onChange(fields.map((field, i) => (i === index ? { ...field, ...patch } : field)));

  return (
    <div className={styles.frame}>
      <Table size="small" aria-label={t('dataFile.fields.label')} data-testid="worksheet-fields">
        <TableHeader className={styles.head}>
          <TableRow>
            <TableHeaderCell style={{ width: '48px' }}>#</TableHeaderCell>
            <TableHeaderCell style={{ width: '22%' }}>{t('dataFile.fields.from')}</TableHeaderCell>
            <TableHeaderCell>{t('dataFile.fields.name')}</TableHeaderCell>
            <TableHeaderCell style={{ width: '200px' }}>{t('dataFile.fields.type')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {fields.map((field, index) => {
            const issue = issues.get(index);
            const n = index + 1;
            const origin = fieldOrigin(field, headers);
            return (
              <TableRow key={`${String(field.source)}-${index}`} data-testid="worksheet-field">
                <TableCell className={mergeClasses(styles.cell, styles.index)}>{n}</TableCell>
                <TableCell
                  className={mergeClasses(styles.cell, styles.from)}
                  title={
                    typeof field.source === 'number' ? t('dataFile.fields.column', { n: field.source + 1 }) : undefined
                  }
                  data-testid="worksheet-field-from"
                >
                  {origin.kind === 'header' ? origin.text : t('dataFile.fields.column', { n: origin.n })}
                </TableCell>
                <TableCell>
                  <div className={styles.stack}>
                    <Input
                      className={styles.input}
                      value={field.name}
                      maxLength={WORKSHEET_LIMITS.fieldNameMaxLength}
                      aria-label={t('dataFile.fields.nameOf', { n })}
                      aria-invalid={issue !== undefined}
                      onChange={(_, data) => set(index, { name: data.value })}
                      data-testid="worksheet-field-name"
                    />
                    {issue !== undefined ? (
                      <Caption1 className={styles.error} role="alert" data-testid="worksheet-field-error">
                        <ErrorCircle12Filled aria-hidden="true" />
                        {errorText(issue, language)}
                      </Caption1>
                    ) : null}
                  </div>
                </TableCell>
                <TableCell className={styles.cell}>
                  <Dropdown
                    className={styles.type}
                    aria-label={t('dataFile.fields.typeOf', { n })}
                    value={t(`dataFile.types.${field.type}`)}
                    selectedOptions={[field.type]}
                    onOptionSelect={(_, data) => {
                      const type = WORKSHEET_FIELD_TYPES.find((each) => each === data.optionValue);
                      if (type) set(index, { type });
                    }}
                    data-testid="worksheet-field-type"
                  >
                    {WORKSHEET_FIELD_TYPES.map((type) => (
                      <Option key={type} value={type}>
                        {t(`dataFile.types.${type}`)}
                      </Option>
                    ))}
                  </Dropdown>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
