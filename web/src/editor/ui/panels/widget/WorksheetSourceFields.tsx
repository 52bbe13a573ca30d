import { useEffect, useState } from 'react';
import { Button, Caption1, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { Add16Regular, Delete16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { WorksheetDetail, WorksheetSummary } from '../../../../../../shared/acts/worksheet.js';
import type { WorksheetField } from '../../../../../../shared/datasource/worksheet.js';
import { ErrorCode } from '../../../../../../shared/errors/catalogue.js';
import { errorText } from '../../../../i18n/errorTexts';
import {
  WORKSHEET_BINDING_MAX_MEASURES,
  WORKSHEET_BINDING_MAX_ROWS,
  WORKSHEET_BINDING_MIN_INTERVAL,
  type AggregateFunction,
  type WorksheetBindingSource,
  type WorksheetMeasure,
} from '../../../../../../shared/widgets/data.js';
import { isRpcError } from '../../../../api/errors';
import { useServices } from '../../../../app/services';
import { Dropdown } from '../../../../components/common/Dropdown';
import { currentLanguage } from '../../../../i18n';
import { NumberField, useFieldStyles } from '../fields';
import { FieldPicker } from './FieldPicker';
import { aggregatesOf, measureOf, newMeasure, pickWorksheet } from './worksheetSourceModel';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
  measure: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr) auto',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'center',
  },
});

const problemText = (error: unknown) =>
  errorText(isRpcError(error) ? error.code : ErrorCode.API_UPSTREAM_FAILED, currentLanguage());

/** The tenant's worksheets (loaded once per panel) and the fields of the picked one. */
function useWorksheets(worksheetId: string): {
  worksheets: WorksheetSummary[] | null;
  detail: WorksheetDetail | null;
  problem: string | null;
} {
  const { rpc } = useServices();
  const [worksheets, setWorksheets] = useState<WorksheetSummary[] | null>(null);
  const [detail, setDetail] = useState<WorksheetDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    rpc.call('v1/worksheet/list', { group_id: '', keyword: '' }).then(
      (list) => live && setWorksheets(list),
      (error: unknown) => live && setProblem(problemText(error)),
    );
    return () => {
      live = false;
    };
  }, [rpc]);
  useEffect(() => {
    let live = true;
    setDetail(null);
    if (worksheetId)
      rpc.call('v1/worksheet/get', { _id: worksheetId }).then(
        (found) => live && setDetail(found),
        (error: unknown) => live && setProblem(problemText(error)),
      );
    return () => {
      live = false;
    };
  }, [rpc, worksheetId]);
  return { worksheets, detail, problem };
}

/**
 * A worksheet source: the tenant's worksheets to pick from, then the aggregate over the picked
 * one — a dimension (or none: one row over all), 1 to 10 measures each a field and an aggregate
 * its type takes, the order, the row limit and the poll interval. Every change commits; the data
 * panel keeps the mapping in step (category = dimension, series = measure columns).
 */
export function WorksheetSourceFields({
  source,
  onCommit,
}: {
  source: WorksheetBindingSource | null;
  onCommit: (source: WorksheetBindingSource) => void;
}) {
  const styles = useStyles();
  const fieldStyles = useFieldStyles();
  const { t } = useTranslation();
  const { worksheets, detail, problem } = useWorksheets(source?.worksheet_id ?? '');
  const picked = worksheets?.find((one) => one._id === source?.worksheet_id) ?? null;
  const fields: WorksheetField[] = detail?.fields ?? [];
  const fieldNames = fields.map((field) => field.name);
  const [choosing, setChoosing] = useState('');
  const [chooseProblem, setChooseProblem] = useState<string | null>(null);
  const { rpc } = useServices();
  // The first binding needs the picked worksheet's fields: its dimension and first measure.
  const choose = (worksheetId: string) => {
    setChoosing(worksheetId);
    setChooseProblem(null);
    rpc.call('v1/worksheet/get', { _id: worksheetId }).then(
      (found) => {
        setChoosing('');
        const next = pickWorksheet(worksheetId, found.fields, source);
        if (next) onCommit(next);
      },
      (error: unknown) => {
        setChoosing('');
        setChooseProblem(problemText(error));
      },
    );
  };
  const added = newMeasure(fields);
  const setMeasure = (index: number, measure: WorksheetMeasure) =>
    source && onCommit({ ...source, measures: source.measures.map((one, at) => (at === index ? measure : one)) });
  return (
    <>
      <Field
        label={t('widgets.data.worksheet.pick')}
        size="small"
        hint={picked ? t('widgets.data.worksheet.records', { count: picked.record_count }) : undefined}
        validationMessage={chooseProblem ?? problem ?? undefined}
      >
        <Dropdown
          size="small"
          className={fieldStyles.input}
          placeholder={worksheets ? t('widgets.data.worksheet.choose') : t('widgets.state.loading')}
          value={picked?.name ?? (source?.worksheet_id ? t('widgets.data.worksheet.missing') : '')}
          selectedOptions={source?.worksheet_id ? [source.worksheet_id] : choosing ? [choosing] : []}
          onOptionSelect={(_, data) => (data.optionValue ? choose(data.optionValue) : undefined)}
        >
          {(worksheets ?? []).map((worksheet) => (
            <Option key={worksheet._id} value={worksheet._id} text={worksheet.name}>
              {worksheet.name}
            </Option>
          ))}
          {worksheets && worksheets.length === 0 ? (
            <Option value="" disabled text="">
              {t('widgets.data.worksheet.none')}
            </Option>
          ) : null}
        </Dropdown>
      </Field>
      {source ? (
        <>
          <FieldPicker
            label={t('widgets.data.worksheet.dimension')}
            fields={fieldNames}
            value={source.dimension}
            placeholder={t('widgets.data.worksheet.noDimension')}
            onChange={(dimension) => onCommit({ ...source, dimension })}
          />
          <Field label={t('widgets.data.worksheet.measures')} size="small">
            {source.measures.map((measure, index) => (
              <MeasureRow
                key={index}
                measure={measure}
                fields={fields}
                removable={source.measures.length > 1}
                className={styles.measure}
                onChange={(next) => setMeasure(index, next)}
                onRemove={() => onCommit({ ...source, measures: source.measures.filter((_, at) => at !== index) })}
              />
            ))}
          </Field>
          {source.measures.length < WORKSHEET_BINDING_MAX_MEASURES && added ? (
            <Button
              size="small"
              appearance="subtle"
              icon={<Add16Regular />}
              onClick={() => onCommit({ ...source, measures: [...source.measures, added] })}
            >
              {t('widgets.data.worksheet.addMeasure')}
            </Button>
          ) : null}
          <Field label={t('widgets.data.worksheet.order')} size="small">
            <Dropdown
              size="small"
              className={fieldStyles.input}
              value={t(`widgets.data.worksheet.orders.${source.order}`)}
              selectedOptions={[source.order]}
              onOptionSelect={(_, data) =>
                data.optionValue === 'measure' || data.optionValue === 'dimension'
                  ? onCommit({ ...source, order: data.optionValue })
                  : undefined
              }
            >
              <Option value="dimension">{t('widgets.data.worksheet.orders.dimension')}</Option>
              <Option value="measure">{t('widgets.data.worksheet.orders.measure')}</Option>
            </Dropdown>
          </Field>
          <div className={fieldStyles.row}>
            <NumberField
              label={t('widgets.data.worksheet.limit')}
              value={source.limit}
              min={1}
              max={WORKSHEET_BINDING_MAX_ROWS}
              onCommit={(limit) => onCommit({ ...source, limit })}
            />
            <NumberField
              label={t('widgets.data.http.interval')}
              value={source.interval}
              min={WORKSHEET_BINDING_MIN_INTERVAL}
              max={86_400}
              onCommit={(interval) => onCommit({ ...source, interval })}
            />
          </div>
          <Caption1 className={styles.muted}>{t('widgets.data.worksheet.columnsHint')}</Caption1>
        </>
      ) : null}
    </>
  );
}

/** One measure: a field of the worksheet and an aggregate its type takes. */
function MeasureRow({
  measure,
  fields,
  removable,
  className,
  onChange,
  onRemove,
}: {
  measure: WorksheetMeasure;
  fields: readonly WorksheetField[];
  removable: boolean;
  className: string;
  onChange: (measure: WorksheetMeasure) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const fieldStyles = useFieldStyles();
  const field = fields.find((one) => one.name === measure.field);
  const choices = field ? aggregatesOf(field) : [measure.agg];
  const aggLabel = (agg: AggregateFunction) => t(`widgets.data.worksheet.aggs.${agg}`);
  return (
    <div className={className} role="group" aria-label={`${aggLabel(measure.agg)} ${measure.field}`}>
      <Dropdown
        size="small"
        className={fieldStyles.input}
        aria-label={t('widgets.data.worksheet.measureField')}
        value={measure.field}
        selectedOptions={[measure.field]}
        onOptionSelect={(_, data) => {
          const next = fields.find((one) => one.name === data.optionValue);
          if (!next) return;
          // Keep the aggregate when the new field takes it, else the field's own default.
          onChange(aggregatesOf(next).includes(measure.agg) ? { field: next.name, agg: measure.agg } : measureOf(next));
        }}
      >
        {[...new Set([...fields.map((one) => one.name), measure.field])].map((name) => (
          <Option key={name} value={name}>
            {name}
          </Option>
        ))}
      </Dropdown>
      <Dropdown
        size="small"
        className={fieldStyles.input}
        aria-label={t('widgets.data.worksheet.aggregate')}
        value={aggLabel(measure.agg)}
        selectedOptions={[measure.agg]}
        onOptionSelect={(_, data) => {
          const agg = choices.find((one) => one === data.optionValue);
          if (agg) onChange({ ...measure, agg });
        }}
      >
        {choices.map((agg) => (
          <Option key={agg} value={agg}>
            {aggLabel(agg)}
          </Option>
        ))}
      </Dropdown>
      <Button
        size="small"
        appearance="subtle"
        icon={<Delete16Regular />}
        aria-label={t('widgets.data.worksheet.removeMeasure')}
        disabled={!removable}
        onClick={onRemove}
      />
    </div>
  );
}
