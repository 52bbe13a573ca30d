import {
  Button,
  Caption1,
  Checkbox,
  Input,
  makeStyles,
  mergeClasses,
  Select,
  tokens,
} from '@fluentui/react-components';
import { Add16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { API_LIMITS, API_PARAM_TYPES, type ApiParam } from '../../../../shared/acts/data-api.js';
import { newParam } from './apiForm';
import { RowsTable, useRowsTableCellStyles } from './RowsTable';
import type { ParamCheck } from './sqlParams';

const useStyles = makeStyles({
  name: { width: '22%' },
  type: { width: '16%' },
  required: { width: '72px' },
  hint: { color: tokens.colorNeutralForeground3 },
  warn: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

interface Props {
  params: ApiParam[];
  onChange: (params: ApiParam[]) => void;
  check: ParamCheck | null;
}

/** The API's parameters: name, type, required, default, description; used as `:name` in the SQL. */
export function ParamsTable({ params, onChange, check }: Props) {
  const { t } = useTranslation();
  const styles = { ...useStyles(), ...useRowsTableCellStyles() };
  const declare = (names: readonly string[]) => {
    let next = params;
    for (const name of names) next = [...next, newParam(next, name)];
    onChange(next);
  };

  return (
    <RowsTable
      label={t('dataApi.params.title')}
      testId="params-table"
      rows={params}
      onChange={onChange}
      rowTestId="param-row"
      removeLabel={t('dataApi.params.remove')}
      columns={[
        {
          key: 'name',
          label: t('dataApi.params.name'),
          headClassName: styles.name,
          cell: (param, update) => (
            <Input
              size="small"
              className={mergeClasses(styles.full, styles.mono)}
              value={param.name}
              aria-label={t('dataApi.params.name')}
              contentBefore=":"
              onChange={(_, data) => update({ name: data.value.trim() })}
            />
          ),
        },
        {
          key: 'type',
          label: t('dataApi.params.type'),
          headClassName: styles.type,
          cell: (param, update) => (
            <Select
              size="small"
              value={param.type}
              aria-label={t('dataApi.params.type')}
              onChange={(_, data) => update({ type: data.value as ApiParam['type'] })}
            >
              {API_PARAM_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`dataApi.types.${type}`)}
                </option>
              ))}
            </Select>
          ),
        },
        {
          key: 'required',
          label: t('dataApi.params.required'),
          headClassName: styles.required,
          cell: (param, update) => (
            <Checkbox
              checked={param.required}
              aria-label={t('dataApi.params.required')}
              onChange={(_, data) => update({ required: data.checked === true })}
            />
          ),
        },
        {
          key: 'default',
          label: t('dataApi.params.default'),
          cell: (param, update) => (
            <Input
              size="small"
              className={styles.full}
              value={param.default}
              aria-label={t('dataApi.params.default')}
              placeholder={param.type === 'list' ? t('dataApi.params.listHint') : undefined}
              onChange={(_, data) => update({ default: data.value })}
            />
          ),
        },
        {
          key: 'description',
          label: t('dataApi.params.description'),
          cell: (param, update) => (
            <Input
              size="small"
              className={styles.full}
              value={param.description}
              aria-label={t('dataApi.params.description')}
              onChange={(_, data) => update({ description: data.value })}
            />
          ),
        },
      ]}
      footer={
        <>
          <Button
            size="small"
            icon={<Add16Regular />}
            disabled={params.length >= API_LIMITS.paramsMax}
            onClick={() => onChange([...params, newParam(params)])}
          >
            {t('dataApi.params.add')}
          </Button>
          {check && check.unbindable.length > 0 ? (
            <Caption1 className={styles.warn} data-testid="params-unbindable">
              {t('dataApi.params.unbindable', { names: check.unbindable.map((name) => `:${name}`).join(', ') })}
            </Caption1>
          ) : check && check.undeclared.length > 0 ? (
            <>
              <Caption1 className={styles.warn} data-testid="params-undeclared">
                {t('dataApi.params.undeclared', { names: check.undeclared.map((name) => `:${name}`).join(', ') })}
              </Caption1>
              <Button size="small" appearance="primary" onClick={() => declare(check.undeclared)}>
                {t('dataApi.params.declare')}
              </Button>
            </>
          ) : (
            <Caption1 className={styles.hint}>{t('dataApi.params.hint')}</Caption1>
          )}
          {check && check.unused.length > 0 ? (
            <Caption1 className={styles.hint}>
              {t('dataApi.params.unused', { names: check.unused.map((name) => `:${name}`).join(', ') })}
            </Caption1>
          ) : null}
        </>
      }
    />
  );
}
