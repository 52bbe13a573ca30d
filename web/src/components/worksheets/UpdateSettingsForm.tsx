import {
  Caption1,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Radio,
  RadioGroup,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import {
  canUpdateIncrementally,
  UPDATE_UNITS,
  type SourceKind,
  type UpdateSettings,
  type WorksheetField,
} from '../../../../shared/datasource/worksheet.js';
import { errorText } from '../../i18n/errorTexts';
import { usePreferences } from '../../app/services';
import { Dropdown } from '../common/Dropdown';
import { FormField } from '../common/FormField';
import { isScheduledMode, modeChoices, type UpdateIssues } from './updateSettings';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  modes: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingVerticalXS },
  mode: { display: 'flex', flexDirection: 'column' },
  modeHint: { color: tokens.colorNeutralForeground3, paddingLeft: '32px', marginTop: '-6px' },
  row: {
    display: 'grid',
    gridTemplateColumns: '140px 160px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  // The kit's dropdown is at least 250px wide: in its grid column it would cover the next one.
  fill: { minWidth: 0, width: '100%' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** A whole number typed in a number input, or null while it is not one. */
const wholeNumber = (text: string): number | null => {
  const value = Number.parseInt(text, 10);
  return Number.isInteger(value) ? value : null;
};

/**
 * Update mode, interval and unit, the incremental column (the extract's fields) and the full
 * reload cadence. Modes a file cannot use are shown disabled with the catalogue's reason.
 */
export function UpdateSettingsForm({
  kind,
  update,
  onChange,
  fields,
  issues,
}: {
  kind: SourceKind;
  update: UpdateSettings;
  onChange: (update: UpdateSettings) => void;
  fields: readonly WorksheetField[];
  issues: UpdateIssues;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const styles = useStyles();
  const choices = modeChoices(kind);
  const refusal = choices.find((choice) => choice.refused !== null)?.refused;
  const scheduled = isScheduledMode(update.mode);
  const columns = fields.map((field) => String(field.source));
  const columnLabel = (column: string) => {
    const field = fields.find((each) => String(each.source) === column);
    return field && field.name !== column ? `${field.name} (${column})` : column;
  };

  return (
    <div className={styles.root}>
      <FormField label={t('dataFile.update.mode')} error={issues.mode}>
        <RadioGroup
          className={styles.modes}
          value={update.mode}
          onChange={(_, data) => {
            const choice = choices.find((each) => each.mode === data.value);
            if (choice && choice.refused === null) onChange({ ...update, mode: choice.mode });
          }}
          data-testid="worksheet-mode"
        >
          {choices.map((choice) => (
            <div key={choice.mode} className={styles.mode}>
              <Radio value={choice.mode} label={t(`dataFile.mode.${choice.mode}`)} disabled={choice.refused !== null} />
              <Caption1 className={styles.modeHint}>{t(`dataFile.update.modeHints.${choice.mode}`)}</Caption1>
            </div>
          ))}
        </RadioGroup>
      </FormField>
      {!canUpdateIncrementally(kind) && refusal ? (
        <MessageBar intent="info" data-testid="worksheet-file-once">
          <MessageBarBody>
            <div>{errorText(refusal, language)}</div>
            <div>{t('dataFile.update.fileOnly')}</div>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {scheduled ? (
        <div className={styles.row}>
          <FormField label={t('dataFile.update.every')} error={issues.interval}>
            <Input
              type="number"
              min={1}
              max={100_000}
              value={String(update.interval)}
              onChange={(_, data) => {
                const value = wholeNumber(data.value);
                if (value !== null) onChange({ ...update, interval: value });
              }}
              data-testid="worksheet-interval"
            />
          </FormField>
          <FormField label={t('dataFile.update.unit')}>
            <Dropdown
              value={t(`dataFile.update.units.${update.unit}`)}
              selectedOptions={[update.unit]}
              onOptionSelect={(_, data) => {
                const unit = UPDATE_UNITS.find((each) => each === data.optionValue);
                if (unit) onChange({ ...update, unit });
              }}
              data-testid="worksheet-unit"
              className={styles.fill}
            >
              {UPDATE_UNITS.map((unit) => (
                <Option key={unit} value={unit}>
                  {t(`dataFile.update.units.${unit}`)}
                </Option>
              ))}
            </Dropdown>
          </FormField>
          <FormField
            label={t('dataFile.update.column')}
            hint={t('dataFile.update.columnHint')}
            error={issues.incremental_column}
          >
            <Dropdown
              placeholder={t('dataFile.update.columnPlaceholder')}
              value={update.incremental_column ? columnLabel(update.incremental_column) : ''}
              selectedOptions={update.incremental_column ? [update.incremental_column] : []}
              onOptionSelect={(_, data) => onChange({ ...update, incremental_column: data.optionValue ?? '' })}
              data-testid="worksheet-incremental-column"
              className={styles.fill}
            >
              {columns.map((column) => (
                <Option key={column} value={column}>
                  {columnLabel(column)}
                </Option>
              ))}
            </Dropdown>
          </FormField>
        </div>
      ) : null}
      {update.mode === 'full_incremental' ? (
        <div className={styles.row}>
          <FormField
            label={t('dataFile.update.fullEvery')}
            hint={t('dataFile.update.fullEveryHint')}
            error={issues.full_every}
          >
            <Input
              type="number"
              min={1}
              max={10_000}
              value={String(update.full_every)}
              onChange={(_, data) => {
                const value = wholeNumber(data.value);
                if (value !== null && value >= 1) onChange({ ...update, full_every: value });
              }}
              data-testid="worksheet-full-every"
            />
          </FormField>
        </div>
      ) : null}
    </div>
  );
}
