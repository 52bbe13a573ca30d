import { Body1Strong, Caption1, makeStyles, Spinner, tokens, Tooltip } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular, PlugConnected20Regular, TableSearch20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { EntityTable, RowAction } from '../common/EntityTable';
import { useListTableStyles } from '../common/listPageStyles';
import type { DatasourceSummary } from '../../../../shared/acts/datasource.js';
import { DB_TYPE_INFO, hasEngine } from '../../../../shared/datasource/types.js';
import { useMayQuery } from '../../api/datasources';
import { usePreferences } from '../../app/services';
import { absoluteTime, relativeTime } from '../../screenList/relativeTime';
import { connectionAddress } from './connectionForm';
import { TestStatus } from './TestStatus';
import { TypeBadge } from './TypeBadge';

const useStyles = makeStyles({
  table: { minWidth: '960px', tableLayout: 'fixed' },
  nameText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  address: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    display: 'block',
  },
  number: { fontVariantNumeric: 'tabular-nums' },
});

export interface RowActions {
  test: (summary: DatasourceSummary) => void;
  browse: (summary: DatasourceSummary) => void;
  edit: (summary: DatasourceSummary) => void;
  remove: (summary: DatasourceSummary) => void;
}

/**
 * The connections: type, name, address, last test, APIs using it, last change, and the row's
 * actions. Browsing is offered for connections the user may query (useMayQuery), else disabled
 * with the reason.
 */
export function DatasourceTable({
  items,
  testing,
  now,
  actions,
}: {
  items: readonly DatasourceSummary[];
  /** Ids whose test is running. */
  testing: ReadonlySet<string>;
  now: number;
  actions: RowActions;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const styles = useStyles();
  const base = useListTableStyles();
  const mayQuery = useMayQuery();
  const browseBlock = (item: DatasourceSummary) =>
    !hasEngine(item.type)
      ? t('datasources.actions.browseNoDriver')
      : mayQuery(item)
        ? null
        : t('datasources.actions.browseNotAllowed');
  return (
    <EntityTable
      items={items}
      className={styles.table}
      label={t('datasources.list.label')}
      testId="datasource-table"
      rowTestId="datasource-row"
      rowData={(item) => ({ 'data-name': item.name })}
      columns={[
        {
          key: 'name',
          label: t('datasources.list.name'),
          width: '26%',
          cell: (item) => (
            <div className={base.name}>
              <TypeBadge type={item.type} />
              <div className={styles.nameText}>
                <Body1Strong className={base.ellipsis} title={item.name}>
                  {item.name}
                </Body1Strong>
                <Caption1 className={base.muted}>{DB_TYPE_INFO[item.type].label}</Caption1>
              </div>
            </div>
          ),
        },
        {
          key: 'address',
          label: t('datasources.list.address'),
          width: '22%',
          cell: (item) => {
            const address = connectionAddress(item.settings);
            return (
              <span className={styles.address} title={address}>
                {address}
              </span>
            );
          },
        },
        {
          key: 'status',
          label: t('datasources.list.status'),
          width: '20%',
          cell: (item) =>
            testing.has(item._id) ? (
              <Spinner size="extra-tiny" label={t('datasources.status.testing')} />
            ) : (
              <TestStatus type={item.type} result={item.last_test} />
            ),
        },
        {
          key: 'apis',
          label: t('datasources.list.apis'),
          width: '7%',
          className: styles.number,
          cell: (item) => item.api_count,
        },
        {
          key: 'updated',
          label: t('datasources.list.updated'),
          width: '10%',
          cell: (item) => (
            <Tooltip content={absoluteTime(item.updated_at, language)} relationship="description">
              <span className={base.muted}>
                {relativeTime(item.updated_at, now, language, t('datasources.list.justNow'))}
              </span>
            </Tooltip>
          ),
        },
      ]}
      actions={{
        label: t('datasources.list.actions'),
        width: '15%',
        cell: (item) => {
          const blocked = browseBlock(item);
          return (
            <>
              <RowAction
                tooltip={t('datasources.actions.test')}
                label={t('datasources.actions.testFor', { name: item.name })}
                icon={<PlugConnected20Regular />}
                disabled={testing.has(item._id)}
                onClick={() => actions.test(item)}
                testId="row-test"
              />
              <RowAction
                tooltip={blocked ?? t('datasources.actions.browse')}
                label={blocked ?? t('datasources.actions.browseFor', { name: item.name })}
                icon={<TableSearch20Regular />}
                disabled={blocked !== null}
                onClick={() => actions.browse(item)}
                testId="row-browse"
              />
              <RowAction
                tooltip={t('datasources.actions.edit')}
                label={t('datasources.actions.editFor', { name: item.name })}
                icon={<Edit20Regular />}
                onClick={() => actions.edit(item)}
                testId="row-edit"
              />
              <RowAction
                tooltip={t('datasources.actions.remove')}
                label={t('datasources.actions.removeFor', { name: item.name })}
                icon={<Delete20Regular />}
                onClick={() => actions.remove(item)}
                testId="row-remove"
              />
            </>
          );
        },
      }}
    />
  );
}
