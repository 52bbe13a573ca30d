import {
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Option,
  Input,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FileInspection } from '../../../../../shared/acts/worksheet.js';
import {
  CSV_DELIMITERS,
  CSV_ENCODINGS,
  type CsvDelimiter,
  type FileReading,
} from '../../../../../shared/datasource/worksheet.js';
import { usePreferences } from '../../../app/services';
import { Dropdown } from '../../common/Dropdown';
import { FormAlert } from '../../common/FormAlert';
import { FormField } from '../../common/FormField';
import type { FormError } from '../../../forms/formError';
import { PreviewGrid } from '../../datasources/PreviewGrid';
import { count } from '../format';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minHeight: 0 },
  controls: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: tokens.spacingHorizontalL },
  sampleHead: {
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  heading: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  grid: { height: '260px', display: 'flex', flexDirection: 'column' },
  busy: { height: '260px', display: 'grid', placeItems: 'center' },
});

const DELIMITER_KEYS: Record<CsvDelimiter, 'auto' | 'comma' | 'semicolon' | 'tab' | 'pipe'> = {
  auto: 'auto',
  ',': 'comma',
  ';': 'semicolon',
  '\t': 'tab',
  '|': 'pipe',
};

/** How a file is read: the sheet (xlsx), the title row, the CSV's encoding and delimiter, and the sample it gives. */
export function ReadingStep({
  format,
  reading,
  onReading,
  inspection,
  busy,
  error,
  titleRowError,
}: {
  format: 'csv' | 'xlsx';
  reading: FileReading;
  onReading: (reading: FileReading) => void;
  inspection: FileInspection | undefined;
  busy: boolean;
  error: FormError | null;
  titleRowError: number | undefined;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const styles = useStyles();
  const delimiterName = (value: CsvDelimiter) => t(`dataFile.reading.delimiters.${DELIMITER_KEYS[value]}`);
  const encodingName = (value: (typeof CSV_ENCODINGS)[number]) => t(`dataFile.reading.encodings.${value}`);
  const sheet = reading.sheet || inspection?.sheet || '';

  return (
    <div className={styles.root}>
      <div className={styles.controls}>
        {format === 'xlsx' ? (
          <FormField label={t('dataFile.reading.sheet')}>
            <Dropdown
              value={sheet}
              selectedOptions={sheet ? [sheet] : []}
              onOptionSelect={(_, data) => onReading({ ...reading, sheet: data.optionValue ?? '' })}
              data-testid="worksheet-sheet"
            >
              {(inspection?.sheets ?? []).map((name) => (
                <Option key={name} value={name}>
                  {name}
                </Option>
              ))}
            </Dropdown>
          </FormField>
        ) : null}
        <FormField
          label={t('dataFile.reading.titleRow')}
          hint={t('dataFile.reading.titleRowHint')}
          error={titleRowError}
        >
          <Input
            type="number"
            min={1}
            step={1}
            value={String(reading.title_row)}
            onChange={(_, data) => {
              const next = Number.parseInt(data.value, 10);
              if (Number.isInteger(next) && next >= 1) onReading({ ...reading, title_row: next });
            }}
            data-testid="worksheet-title-row"
          />
        </FormField>
        {format === 'csv' ? (
          <>
            <FormField label={t('dataFile.reading.encoding')}>
              <Dropdown
                value={encodingName(reading.encoding)}
                selectedOptions={[reading.encoding]}
                onOptionSelect={(_, data) => {
                  const value = CSV_ENCODINGS.find((each) => each === data.optionValue);
                  if (value) onReading({ ...reading, encoding: value });
                }}
                data-testid="worksheet-encoding"
              >
                {CSV_ENCODINGS.map((value) => (
                  <Option key={value} value={value}>
                    {encodingName(value)}
                  </Option>
                ))}
              </Dropdown>
            </FormField>
            <FormField label={t('dataFile.reading.delimiter')}>
              <Dropdown
                value={delimiterName(reading.delimiter)}
                selectedOptions={[reading.delimiter]}
                onOptionSelect={(_, data) => {
                  const value = CSV_DELIMITERS.find((each) => each === data.optionValue);
                  if (value) onReading({ ...reading, delimiter: value });
                }}
                data-testid="worksheet-delimiter"
              >
                {CSV_DELIMITERS.map((value) => (
                  <Option key={value} value={value} text={delimiterName(value)}>
                    {delimiterName(value)}
                  </Option>
                ))}
              </Dropdown>
            </FormField>
          </>
        ) : null}
      </div>
      <FormAlert error={error} />
      {inspection && inspection.open_quotes.length > 0 ? (
        <MessageBar intent="warning" layout="multiline" data-testid="worksheet-open-quotes">
          <MessageBarBody>
            <MessageBarTitle>{t('dataFile.reading.openQuoteTitle')}</MessageBarTitle>
            {inspection.open_quotes.map((quote) => (
              <div key={quote.line}>{t('dataFile.reading.openQuote', { line: quote.line, count: quote.rows })}</div>
            ))}
            <div>{t('dataFile.reading.openQuoteFix')}</div>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {inspection && inspection.ragged_lines.length > 0 ? (
        <MessageBar intent="warning" data-testid="worksheet-ragged">
          <MessageBarBody>
            <MessageBarTitle>{t('dataFile.reading.raggedTitle')}</MessageBarTitle>
            {t('dataFile.reading.ragged', { lines: inspection.ragged_lines.join(', ') })}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.sampleHead}>
        <Subtitle2 as="h3" className={styles.heading}>
          {t('dataFile.reading.sample')}
        </Subtitle2>
        {inspection ? (
          <Caption1 className={styles.muted} data-testid="worksheet-inspection">
            {t('dataFile.reading.summary', {
              count: count(inspection.data_rows, language),
              fields: inspection.fields.length,
            })}
            {inspection.encoding && inspection.delimiter
              ? ` · ${t('dataFile.reading.detected', {
                  encoding: encodingName(inspection.encoding),
                  delimiter: delimiterName(inspection.delimiter),
                })}`
              : ''}
          </Caption1>
        ) : null}
      </div>
      {busy || !inspection ? (
        <div className={styles.busy}>
          <Spinner label={t('dataFile.reading.reading')} />
        </div>
      ) : (
        <div className={styles.grid}>
          <PreviewGrid
            label={t('dataFile.reading.sample')}
            result={{
              columns: inspection.fields.map((field) => ({ name: field.name, type: field.type })),
              rows: inspection.sample,
              truncated: false,
              elapsed_ms: 0,
            }}
          />
        </div>
      )}
    </div>
  );
}
