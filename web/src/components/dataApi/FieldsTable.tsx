import {
  Button,
  Caption1,
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
import { ArrowDownload16Regular, Delete16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { API_FIELD_TYPES, type ApiField } from '../../../../shared/acts/data-api.js';

const useStyles = makeStyles({
  table: { tableLayout: 'fixed' },
  type: { width: '20%' },
  remove: { width: '44px' },
  full: { width: '100%', minWidth: 0 },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  hint: { color: tokens.colorNeutralForeground3 },
});

interface Props {
  fields: ApiField[];
  onChange: (fields: ApiField[]) => void;
  /** Fields the last test inferred, offered with "use these fields". */
  inferred: ApiField[] | null;
  onUseInferred: () => void;
}

/** What the API answers, as widgets bind it: name, type, display label. */
export function FieldsTable({ fields, onChange, inferred, onUseInferred }: Props) {
  const { t } = useTranslation();
  const styles = useStyles();
  const update = (index: number, patch: Partial<ApiField>) =>
    onChange(fields.map((field, i) => (i === index ? { ...field, ...patch } : field)));

  return (
    <section aria-label={t('dataApi.fields.title')} data-testid="fields-table">
      {fields.length > 0 ? (
        <Table size="small" className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('dataApi.fields.name')}</TableHeaderCell>
              <TableHeaderCell className={styles.type}>{t('dataApi.fields.type')}</TableHeaderCell>
              <TableHeaderCell>{t('dataApi.fields.label')}</TableHeaderCell>
              <TableHeaderCell className={styles.remove} aria-label={t('dataApi.fields.remove')} />
            </TableRow>
          </TableHeader>
          <TableBody>
            {fields.map((field, index) => (
              <TableRow key={index} data-testid="field-row">
                <TableCell>
                  <Input
                    size="small"
                    className={`${styles.full} ${styles.mono}`}
                    value={field.name}
                    aria-label={t('dataApi.fields.name')}
                    onChange={(_, data) => update(index, { name: data.value })}
                  />
                </TableCell>
                <TableCell>
                  <Select
                    size="small"
                    value={field.type}
                    aria-label={t('dataApi.fields.type')}
                    onChange={(_, data) => update(index, { type: data.value as ApiField['type'] })}
                  >
                    {API_FIELD_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`dataApi.types.${type}`)}
                      </option>
                    ))}
                  </Select>
                </TableCell>
                <TableCell>
                  <Input
                    size="small"
                    className={styles.full}
                    value={field.label}
                    placeholder={field.name}
                    aria-label={t('dataApi.fields.label')}
                    onChange={(_, data) => update(index, { label: data.value })}
                  />
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<Delete16Regular />}
                    aria-label={t('dataApi.fields.remove')}
                    onClick={() => onChange(fields.filter((_, i) => i !== index))}
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
          appearance={inferred && fields.length === 0 ? 'primary' : 'secondary'}
          icon={<ArrowDownload16Regular />}
          disabled={!inferred || inferred.length === 0}
          onClick={onUseInferred}
          data-testid="use-fields"
        >
          {t('dataApi.fields.useInferred')}
        </Button>
        <Caption1 className={styles.hint}>
          {inferred ? t('dataApi.fields.inferredHint', { count: inferred.length }) : t('dataApi.fields.hint')}
        </Caption1>
      </div>
    </section>
  );
}
