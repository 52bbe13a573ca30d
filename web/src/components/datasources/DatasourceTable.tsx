import {
  Body1Strong,
  Button,
  Caption1,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular, PlugConnected20Regular, TableSearch20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
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
  return (
    <div className={base.frame}>
      <Table className={styles.table} aria-label={t('datasources.list.label')} data-testid="datasource-table">
        <colgroup>
          <col style={{ width: '26%' }} />
          <col style={{ width: '22%' }} />
          <col style={{ width: '20%' }} />
          <col style={{ width: '7%' }} />
          <col style={{ width: '10%' }} />
          <col style={{ width: '15%' }} />
        </colgroup>
        <TableHeader>
          <TableRow className={base.head}>
            <TableHeaderCell>{t('datasources.list.name')}</TableHeaderCell>
            <TableHeaderCell>{t('datasources.list.address')}</TableHeaderCell>
            <TableHeaderCell>{t('datasources.list.status')}</TableHeaderCell>
            <TableHeaderCell>{t('datasources.list.apis')}</TableHeaderCell>
            <TableHeaderCell>{t('datasources.list.updated')}</TableHeaderCell>
            <TableHeaderCell className={base.actionsHead}>{t('datasources.list.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => {
            const busy = testing.has(item._id);
            const runs = hasEngine(item.type);
            const browseBlock = !runs
              ? t('datasources.actions.browseNoDriver')
              : mayQuery(item)
                ? null
                : t('datasources.actions.browseNotAllowed');
            const address = connectionAddress(item.settings);
            return (
              <TableRow key={item._id} className={base.row} data-testid="datasource-row" data-name={item.name}>
                <TableCell>
                  <div className={base.name}>
                    <TypeBadge type={item.type} />
                    <div className={styles.nameText}>
                      <Body1Strong className={base.ellipsis} title={item.name}>
                        {item.name}
                      </Body1Strong>
                      <Caption1 className={base.muted}>{DB_TYPE_INFO[item.type].label}</Caption1>
                    </div>
                  </div>
                </TableCell>
                <TableCell>
                  <span className={styles.address} title={address}>
                    {address}
                  </span>
                </TableCell>
                <TableCell>
                  {busy ? (
                    <Spinner size="extra-tiny" label={t('datasources.status.testing')} />
                  ) : (
                    <TestStatus type={item.type} result={item.last_test} />
                  )}
                </TableCell>
                <TableCell className={styles.number}>{item.api_count}</TableCell>
                <TableCell>
                  <Tooltip content={absoluteTime(item.updated_at, language)} relationship="description">
                    <span className={base.muted}>
                      {relativeTime(item.updated_at, now, language, t('datasources.list.justNow'))}
                    </span>
                  </Tooltip>
                </TableCell>
                <TableCell>
                  <div className={base.actions}>
                    <Tooltip content={t('datasources.actions.test')} relationship="inaccessible">
                      <Button
                        appearance="subtle"
                        icon={<PlugConnected20Regular />}
                        disabledFocusable={busy}
                        onClick={() => actions.test(item)}
                        aria-label={t('datasources.actions.testFor', { name: item.name })}
                        data-testid="row-test"
                      />
                    </Tooltip>
                    <Tooltip content={browseBlock ?? t('datasources.actions.browse')} relationship="inaccessible">
                      <Button
                        appearance="subtle"
                        icon={<TableSearch20Regular />}
                        disabledFocusable={browseBlock !== null}
                        onClick={() => browseBlock === null && actions.browse(item)}
                        aria-label={browseBlock ?? t('datasources.actions.browseFor', { name: item.name })}
                        data-testid="row-browse"
                      />
                    </Tooltip>
                    <Tooltip content={t('datasources.actions.edit')} relationship="inaccessible">
                      <Button
                        appearance="subtle"
                        icon={<Edit20Regular />}
                        onClick={() => actions.edit(item)}
                        aria-label={t('datasources.actions.editFor', { name: item.name })}
                        data-testid="row-edit"
                      />
                    </Tooltip>
                    <Tooltip content={t('datasources.actions.remove')} relationship="inaccessible">
                      <Button
                        appearance="subtle"
                        icon={<Delete20Regular />}
                        onClick={() => actions.remove(item)}
                        aria-label={t('datasources.actions.removeFor', { name: item.name })}
                        data-testid="row-remove"
                      />
                    </Tooltip>
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
