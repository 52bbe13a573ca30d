import { Button, Field, Input, makeStyles, Option, tokens, Tooltip } from '@fluentui/react-components';
import { Dropdown } from '../../../../components/common/Dropdown';
import { Add16Regular, Delete16Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FILTER_OPERATORS,
  WORKSHEET_AGGREGATES,
  type AggregateFunction,
  type DataTransform,
  type RowFilter,
} from '../../../../../../shared/widgets/data.js';
import { useFieldStyles } from '../fields';
import { FieldPicker } from './FieldPicker';

const useStyles = makeStyles({
  filter: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'end',
  },
  dropdown: { minWidth: 0, width: '100%' },
  input: { minWidth: 0, width: '100%' },
});

/** A filter value as typed: numbers stay numbers. */
const typed = (text: string): string | number =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;

/** Filters, group, sort, top N: each change commits the whole transform (one undo step). */
export function TransformFields({
  transform,
  fields,
  onChange,
}: {
  transform: DataTransform;
  fields: readonly string[];
  onChange: (transform: DataTransform) => void;
}) {
  const styles = useStyles();
  const fieldStyles = useFieldStyles();
  const { t } = useTranslation();
  const setFilter = (index: number, filter: RowFilter) =>
    onChange({ ...transform, filter: transform.filter.map((f, i) => (i === index ? filter : f)) });
  return (
    <>
      <Field label={t('widgets.data.filter')} size="small">
        <div>
          {transform.filter.map((filter, index) => (
            <div key={index} className={styles.filter}>
              <Dropdown
                className={styles.dropdown}
                size="small"
                aria-label={t('widgets.data.field')}
                value={filter.field}
                selectedOptions={[filter.field]}
                onOptionSelect={(_, data) => setFilter(index, { ...filter, field: data.optionValue ?? filter.field })}
              >
                {[...new Set([...fields, filter.field])].map((field) => (
                  <Option key={field} value={field}>
                    {field}
                  </Option>
                ))}
              </Dropdown>
              <Dropdown
                className={styles.dropdown}
                size="small"
                aria-label={t('widgets.data.operator')}
                value={t(`widgets.data.ops.${filter.op}`)}
                selectedOptions={[filter.op]}
                onOptionSelect={(_, data) =>
                  setFilter(index, { ...filter, op: (data.optionValue as RowFilter['op'] | undefined) ?? filter.op })
                }
              >
                {FILTER_OPERATORS.map((op) => (
                  <Option key={op} value={op}>
                    {t(`widgets.data.ops.${op}`)}
                  </Option>
                ))}
              </Dropdown>
              <FilterValue
                value={filter.value}
                label={t('widgets.data.filterValue')}
                onCommit={(value) => setFilter(index, { ...filter, value })}
              />
              <Tooltip content={t('widgets.data.removeFilter')} relationship="label">
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<Delete16Regular />}
                  onClick={() => onChange({ ...transform, filter: transform.filter.filter((_, i) => i !== index) })}
                />
              </Tooltip>
            </div>
          ))}
          <Button
            size="small"
            appearance="subtle"
            icon={<Add16Regular />}
            disabled={fields.length === 0 || transform.filter.length >= 20}
            onClick={() =>
              onChange({ ...transform, filter: [...transform.filter, { field: fields[0] ?? '', op: 'eq', value: '' }] })
            }
          >
            {t('widgets.data.addFilter')}
          </Button>
        </div>
      </Field>
      <div className={fieldStyles.row}>
        <FieldPicker
          label={t('widgets.data.groupBy')}
          fields={fields}
          value={transform.group?.by ?? ''}
          placeholder={t('widgets.data.groupNone')}
          onChange={(by) =>
            onChange({ ...transform, group: by ? { by, agg: transform.group?.agg ?? 'sum' } : undefined })
          }
        />
        <Field label={t('widgets.data.groupAgg')} size="small">
          <Dropdown
            className={styles.dropdown}
            size="small"
            disabled={!transform.group}
            value={transform.group ? t(`widgets.data.worksheet.aggs.${transform.group.agg}`) : ''}
            selectedOptions={transform.group ? [transform.group.agg] : []}
            onOptionSelect={(_, data) =>
              transform.group &&
              onChange({
                ...transform,
                group: {
                  ...transform.group,
                  agg: (data.optionValue as AggregateFunction | undefined) ?? transform.group.agg,
                },
              })
            }
            data-testid="transform-group-agg"
          >
            {WORKSHEET_AGGREGATES.map((agg) => (
              <Option key={agg} value={agg}>
                {t(`widgets.data.worksheet.aggs.${agg}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      <div className={fieldStyles.row}>
        <FieldPicker
          label={t('widgets.data.sort')}
          fields={fields}
          value={transform.sort?.field ?? ''}
          placeholder={t('widgets.data.sortNone')}
          onChange={(field) =>
            onChange({ ...transform, sort: field ? { field, order: transform.sort?.order ?? 'desc' } : undefined })
          }
        />
        <Field label={t('widgets.data.order')} size="small">
          <Dropdown
            className={styles.dropdown}
            size="small"
            disabled={!transform.sort}
            value={transform.sort ? t(`widgets.data.${transform.sort.order}`) : ''}
            selectedOptions={transform.sort ? [transform.sort.order] : []}
            onOptionSelect={(_, data) =>
              transform.sort &&
              onChange({
                ...transform,
                sort: { ...transform.sort, order: data.optionValue === 'asc' ? 'asc' : 'desc' },
              })
            }
          >
            <Option value="asc">{t('widgets.data.asc')}</Option>
            <Option value="desc">{t('widgets.data.desc')}</Option>
          </Dropdown>
        </Field>
      </div>
      <TopField
        value={transform.top}
        label={t('widgets.data.top')}
        hint={t('widgets.data.topHint')}
        onCommit={(top) => onChange({ ...transform, top })}
      />
    </>
  );
}

function FilterValue({
  value,
  label,
  onCommit,
}: {
  value: string | number;
  label: string;
  onCommit: (value: string | number) => void;
}) {
  const styles = useStyles();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = () => (typed(draft) !== value ? onCommit(typed(draft)) : undefined);
  return (
    <Input
      className={styles.input}
      size="small"
      aria-label={label}
      value={draft}
      onChange={(_, data) => setDraft(data.value)}
      onBlur={commit}
      onKeyDown={(event) => (event.key === 'Enter' ? commit() : undefined)}
    />
  );
}

/** Top N: a whole number ≥ 1, or empty for all rows. */
function TopField({
  value,
  label,
  hint,
  onCommit,
}: {
  value: number | undefined;
  label: string;
  hint: string;
  onCommit: (value: number | undefined) => void;
}) {
  const styles = useStyles();
  const [draft, setDraft] = useState(value === undefined ? '' : String(value));
  useEffect(() => setDraft(value === undefined ? '' : String(value)), [value]);
  const commit = () => {
    const n = Math.round(Number(draft));
    const next = draft.trim() === '' || !Number.isFinite(n) || n < 1 ? undefined : Math.min(n, 10_000);
    setDraft(next === undefined ? '' : String(next));
    if (next !== value) onCommit(next);
  };
  return (
    <Field label={label} size="small" hint={hint}>
      <Input
        className={styles.input}
        size="small"
        type="number"
        min={1}
        value={draft}
        onChange={(_, data) => setDraft(data.value)}
        onBlur={commit}
        onKeyDown={(event) => (event.key === 'Enter' ? commit() : undefined)}
      />
    </Field>
  );
}
