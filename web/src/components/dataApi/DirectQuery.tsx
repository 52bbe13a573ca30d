import { useMemo, useState, type Ref } from 'react';
import { Badge, Caption1, makeStyles, Option, tokens } from '@fluentui/react-components';
import { Dropdown } from '../common/Dropdown';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { DatasourceSummary } from '../../../../shared/acts/datasource.js';
import type { ErrorCodeValue } from '../../../../shared/errors/catalogue.js';
import { DB_TYPE_INFO, engineInfo, engineOf } from '../../../../shared/datasource/types.js';
import { useSchemaReader } from '../../api/dataApis';
import { useMayQuery } from '../../api/datasources';
import { isRpcError } from '../../api/errors';
import { AppLink } from '../common/AppLink';
import { FormField } from '../common/FormField';
import { defaultSchema, quoteName, SqlCatalog } from './sqlCatalog';
import { SchemaTree } from './SchemaTree';
import { SqlEditor, type SqlEditorApi } from './SqlEditor';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  option: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, width: '100%' },
  optionName: { flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 },
  reason: { color: tokens.colorNeutralForeground3 },
  work: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 240px',
    gap: tokens.spacingHorizontalM,
    height: '280px',
  },
  hint: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

interface Props {
  connections: DatasourceSummary[] | undefined;
  connectionsError: unknown;
  datasourceId: string;
  onDatasource: (id: string) => void;
  sql: string;
  onSql: (sql: string) => void;
  params: readonly string[];
  onRun: () => void;
  errors: { datasourceId?: ErrorCodeValue | undefined; sql?: ErrorCodeValue | undefined };
  editorRef: Ref<SqlEditorApi>;
  insert: (text: string) => void;
}

/**
 * A direct API's connection and SQL, with the connection's tables beside the editor. Connections
 * the user may not query (useMayQuery) are offered disabled with the reason; when the API is bound
 * to one, its tables are not read and the panel says why.
 */
export function DirectQuery(props: Props) {
  const {
    connections,
    connectionsError,
    datasourceId,
    onDatasource,
    sql,
    onSql,
    params,
    onRun,
    errors,
    editorRef,
    insert,
  } = props;
  const { t } = useTranslation();
  const styles = useStyles();
  const reader = useSchemaReader();
  const mayQuery = useMayQuery();
  const connection = connections?.find((each) => each._id === datasourceId);
  const browsable = connection !== undefined && mayQuery(connection);
  const dialect = (connection && engineOf(connection.type)) ?? undefined;
  // A JSON query (MongoDB's) has its own label and hint.
  const json = dialect !== undefined && engineInfo(dialect).language === 'json';
  const schemas = useSWR<string[]>(browsable ? ['v1/datasource/schemas', connection._id] : null, () =>
    reader.schemas(connection!._id),
  );
  const [picked, setPicked] = useState<{ id: string; schema: string } | null>(null);
  const schema =
    picked && picked.id === datasourceId
      ? picked.schema
      : connection && schemas.data
        ? defaultSchema(schemas.data, connection.settings)
        : '';
  const catalog = useMemo(
    () =>
      new SqlCatalog(
        datasourceId && browsable
          ? {
              tables: (name) => reader.tables(datasourceId, name),
              columns: (name, table) => reader.columns(datasourceId, name, table),
            }
          : null,
        schema,
      ),
    [reader, datasourceId, browsable, schema],
  );

  return (
    <div className={styles.root}>
      <FormField label={t('dataApi.editor.connection')} required error={errors.datasourceId}>
        <Dropdown
          placeholder={connections || connectionsError ? t('dataApi.editor.pickConnection') : t('common.loading')}
          value={connection?.name ?? ''}
          selectedOptions={datasourceId ? [datasourceId] : []}
          onOptionSelect={(_, data) => data.optionValue && onDatasource(data.optionValue)}
          data-testid="connection-picker"
        >
          {(connections ?? []).map((each) => (
            <Option key={each._id} value={each._id} text={each.name} disabled={!engineOf(each.type) || !mayQuery(each)}>
              <span className={styles.option}>
                <span className={styles.optionName}>
                  {each.name}
                  {mayQuery(each) ? null : (
                    <Caption1 className={styles.reason}>{t('datasources.queryNotAllowed')}</Caption1>
                  )}
                </span>
                <Badge size="small" appearance="outline">
                  {engineOf(each.type) ? DB_TYPE_INFO[each.type].label : t('dataApi.dialects.unsupported')}
                </Badge>
              </span>
            </Option>
          ))}
        </Dropdown>
      </FormField>
      {connectionsError ? (
        <Caption1 className={styles.error} role="alert">
          {isRpcError(connectionsError) ? connectionsError.message : t('errors.actionFailed')}
        </Caption1>
      ) : null}
      {connections && connections.length === 0 ? (
        <Caption1 className={styles.hint}>
          {t('dataApi.editor.noConnections')} <AppLink to="/dataBase">{t('dataApi.editor.addConnection')}</AppLink>
        </Caption1>
      ) : null}
      {schemas.error ? <Caption1 className={styles.hint}>{t('dataApi.schema.failed')}</Caption1> : null}
      <FormField
        label={t(json ? 'dataApi.sql.labelMongo' : 'dataApi.sql.label')}
        required
        error={errors.sql}
        hint={t(json ? 'dataApi.sql.hintMongo' : 'dataApi.sql.hint')}
      >
        <div className={styles.work}>
          <SqlEditor
            ref={editorRef}
            value={sql}
            onChange={onSql}
            dialect={dialect}
            catalog={catalog}
            params={params}
            onRun={onRun}
            invalid={errors.sql !== undefined}
          />
          <SchemaTree
            schemas={browsable ? schemas.data : []}
            schema={schema}
            onSchema={(name) => setPicked({ id: datasourceId, schema: name })}
            catalog={catalog}
            onInsert={(name) => insert(quoteName(name, dialect))}
            idle={!browsable}
            idleText={connection && !browsable ? t('dataApi.schema.notAllowed') : undefined}
          />
        </div>
      </FormField>
    </div>
  );
}
