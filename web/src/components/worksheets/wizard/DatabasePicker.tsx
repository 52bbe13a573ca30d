import {
  Caption1,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Textarea,
  tokens,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { hasEngine } from '../../../../../shared/datasource/types.js';
import { useDatasources, useMayQuery, useSchemas, useTables } from '../../../api/datasources';
import { Dropdown } from '../../common/Dropdown';
import { FormField } from '../../common/FormField';
import type { DatabaseDraft } from './wizardModel';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  pair: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalL },
  sql: { fontFamily: tokens.fontFamilyMonospace, minHeight: '140px' },
  option: { display: 'flex', flexDirection: 'column' },
  reason: { color: tokens.colorNeutralForeground3 },
});

/**
 * The database source: a stored connection, then one of its tables or a SQL query. Connections the
 * user may not query (useMayQuery: their creator's and the administrator's) are offered disabled
 * with the reason.
 */
export function DatabasePicker({
  draft,
  onChange,
  error,
}: {
  draft: DatabaseDraft;
  onChange: (draft: DatabaseDraft) => void;
  /** A catalogue code about the table or SQL (from extract_columns). */
  error: number | undefined;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const connections = useDatasources('');
  const mayQuery = useMayQuery();
  const usable = (connections.data ?? []).filter((connection) => hasEngine(connection.type));
  const schemas = useSchemas(draft.mode === 'table' && draft.datasource_id ? draft.datasource_id : null);
  const schema = draft.mode === 'table' ? draft.schema : '';
  const tables = useTables(draft.datasource_id, draft.mode === 'table' && schema ? schema : null);
  const connection = usable.find((each) => each._id === draft.datasource_id && mayQuery(each));

  if (connections.data && usable.length === 0)
    return (
      <MessageBar intent="info" data-testid="worksheet-no-connections">
        <MessageBarBody>{t('dataFile.db.noConnections')}</MessageBarBody>
      </MessageBar>
    );

  return (
    <div className={styles.root}>
      <FormField label={t('dataFile.db.connection')}>
        <Dropdown
          placeholder={connections.data ? t('dataFile.db.connectionPlaceholder') : t('dataFile.db.loading')}
          value={connection?.name ?? ''}
          selectedOptions={draft.datasource_id ? [draft.datasource_id] : []}
          onOptionSelect={(_, data) => {
            const id = data.optionValue ?? '';
            onChange(
              draft.mode === 'table'
                ? { mode: 'table', datasource_id: id, schema: '', table: '' }
                : { mode: 'sql', datasource_id: id, sql: draft.sql },
            );
          }}
          data-testid="worksheet-connection"
        >
          {usable.map((each) => (
            <Option key={each._id} value={each._id} text={each.name} disabled={!mayQuery(each)}>
              <span className={styles.option}>
                {each.name}
                {mayQuery(each) ? null : (
                  <Caption1 className={styles.reason}>{t('datasources.queryNotAllowed')}</Caption1>
                )}
              </span>
            </Option>
          ))}
        </Dropdown>
      </FormField>
      <RadioGroup
        layout="horizontal"
        aria-label={t('dataFile.db.read')}
        value={draft.mode}
        onChange={(_, data) =>
          onChange(
            data.value === 'sql'
              ? { mode: 'sql', datasource_id: draft.datasource_id, sql: '' }
              : { mode: 'table', datasource_id: draft.datasource_id, schema: '', table: '' },
          )
        }
      >
        <Radio value="table" label={t('dataFile.db.table')} />
        <Radio value="sql" label={t('dataFile.db.sql')} />
      </RadioGroup>
      {draft.mode === 'table' ? (
        <div className={styles.pair}>
          <FormField label={t('dataFile.db.schema')}>
            <Dropdown
              disabled={!draft.datasource_id}
              placeholder={schemas.isLoading ? t('dataFile.db.loading') : t('dataFile.db.schemaPlaceholder')}
              value={draft.schema}
              selectedOptions={draft.schema ? [draft.schema] : []}
              onOptionSelect={(_, data) => onChange({ ...draft, schema: data.optionValue ?? '', table: '' })}
              data-testid="worksheet-schema"
            >
              {(schemas.data ?? []).map((name) => (
                <Option key={name} value={name}>
                  {name}
                </Option>
              ))}
            </Dropdown>
          </FormField>
          <FormField label={t('dataFile.db.tableName')} error={error}>
            <Dropdown
              disabled={!draft.schema}
              placeholder={tables.isLoading ? t('dataFile.db.loading') : t('dataFile.db.tablePlaceholder')}
              value={draft.table}
              selectedOptions={draft.table ? [draft.table] : []}
              onOptionSelect={(_, data) => onChange({ ...draft, table: data.optionValue ?? '' })}
              data-testid="worksheet-table-pick"
            >
              {(tables.data ?? []).map((name) => (
                <Option key={name} value={name}>
                  {name}
                </Option>
              ))}
            </Dropdown>
          </FormField>
        </div>
      ) : (
        <FormField label={t('dataFile.db.sqlLabel')} hint={t('dataFile.db.sqlHint')} error={error}>
          <Textarea
            className={styles.sql}
            value={draft.sql}
            resize="vertical"
            onChange={(_, data) => onChange({ ...draft, sql: data.value })}
            data-testid="worksheet-sql"
          />
        </FormField>
      )}
    </div>
  );
}
