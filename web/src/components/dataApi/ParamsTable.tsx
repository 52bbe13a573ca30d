import {
  Button,
  Caption1,
  Checkbox,
  Input,
  makeStyles,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { Add16Regular, Delete16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { API_LIMITS, API_PARAM_TYPES, type ApiParam } from '../../../../shared/acts/data-api.js';
import { newParam } from './apiForm';
import type { ParamCheck } from './sqlParams';

const useStyles = makeStyles({
  table: { tableLayout: 'fixed' },
  name: { width: '22%' },
  type: { width: '16%' },
  required: { width: '72px' },
  remove: { width: '44px' },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  full: { width: '100%', minWidth: 0 },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
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
  const styles = useStyles();
  const update = (index: number, patch: Partial<ApiParam>) =>
    onChange(params.map((param, i) => (i === index ? { ...param, ...patch } : param)));
  const declare = (names: readonly string[]) => {
    let next = params;
    for (const name of names) next = [...next, newParam(next, name)];
    onChange(next);
  };

  return (
    <section aria-label={t('dataApi.params.title')} data-testid="params-table">
      {params.length > 0 ? (
        <Table size="small" className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.name}>{t('dataApi.params.name')}</TableHeaderCell>
              <TableHeaderCell className={styles.type}>{t('dataApi.params.type')}</TableHeaderCell>
              <TableHeaderCell className={styles.required}>{t('dataApi.params.required')}</TableHeaderCell>
              <TableHeaderCell>{t('dataApi.params.default')}</TableHeaderCell>
              <TableHeaderCell>{t('dataApi.params.description')}</TableHeaderCell>
              <TableHeaderCell className={styles.remove} aria-label={t('dataApi.params.remove')} />
            </TableRow>
          </TableHeader>
          <TableBody>
            {params.map((param, index) => (
              <TableRow key={index} data-testid="param-row">
                <TableCell>
                  <Input
                    size="small"
                    className={`${styles.full} ${styles.mono}`}
                    value={param.name}
                    aria-label={t('dataApi.params.name')}
                    contentBefore=":"
                    onChange={(_, data) => update(index, { name: data.value.trim() })}
                  />
                </TableCell>
                <TableCell>
                  <Select
                    size="small"
                    value={param.type}
                    aria-label={t('dataApi.params.type')}
                    onChange={(_, data) => update(index, { type: data.value as ApiParam['type'] })}
                  >
                    {API_PARAM_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`dataApi.types.${type}`)}
                      </option>
                    ))}
                  </Select>
                </TableCell>
                <TableCell>
                  <Checkbox
                    checked={param.required}
                    aria-label={t('dataApi.params.required')}
                    onChange={(_, data) => update(index, { required: data.checked === true })}
                  />
                </TableCell>
                <TableCell>
                  <Input
                    size="small"
                    className={styles.full}
                    value={param.default}
                    aria-label={t('dataApi.params.default')}
                    placeholder={param.type === 'list' ? t('dataApi.params.listHint') : undefined}
                    onChange={(_, data) => update(index, { default: data.value })}
                  />
                </TableCell>
                <TableCell>
                  <Input
                    size="small"
                    className={styles.full}
                    value={param.description}
                    aria-label={t('dataApi.params.description')}
                    onChange={(_, data) => update(index, { description: data.value })}
                  />
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<Delete16Regular />}
                    aria-label={t('dataApi.params.remove')}
                    onClick={() => onChange(params.filter((_, i) => i !== index))}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <div className={styles.footer}>
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
      </div>
    </section>
  );
}
