import { Button, Caption1, Input, makeStyles, mergeClasses, Select, tokens } from '@fluentui/react-components';
import { ArrowDownload16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { API_FIELD_TYPES, type ApiField } from '../../../../shared/acts/data-api.js';
import { RowsTable, useRowsTableCellStyles } from './RowsTable';

const useStyles = makeStyles({
  type: { width: '20%' },
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
  const styles = { ...useStyles(), ...useRowsTableCellStyles() };
  return (
    <RowsTable
      label={t('dataApi.fields.title')}
      testId="fields-table"
      rows={fields}
      onChange={onChange}
      rowTestId="field-row"
      removeLabel={t('dataApi.fields.remove')}
      columns={[
        {
          key: 'name',
          label: t('dataApi.fields.name'),
          cell: (field, update) => (
            <Input
              size="small"
              className={mergeClasses(styles.full, styles.mono)}
              value={field.name}
              aria-label={t('dataApi.fields.name')}
              onChange={(_, data) => update({ name: data.value })}
            />
          ),
        },
        {
          key: 'type',
          label: t('dataApi.fields.type'),
          headClassName: styles.type,
          cell: (field, update) => (
            <Select
              size="small"
              value={field.type}
              aria-label={t('dataApi.fields.type')}
              onChange={(_, data) => update({ type: data.value as ApiField['type'] })}
            >
              {API_FIELD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`dataApi.types.${type}`)}
                </option>
              ))}
            </Select>
          ),
        },
        {
          key: 'label',
          label: t('dataApi.fields.label'),
          cell: (field, update) => (
            <Input
              size="small"
              className={styles.full}
              value={field.label}
              placeholder={field.name}
              aria-label={t('dataApi.fields.label')}
              onChange={(_, data) => update({ label: data.value })}
            />
          ),
        },
      ]}
      footer={
        <>
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
        </>
      }
    />
  );
}
