import {
  Body1Strong,
  Button,
  Caption1,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  mergeClasses,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import {
  ArrowClockwise20Regular,
  ArrowDownload20Regular,
  DataArea20Regular,
  Delete20Regular,
  Edit20Regular,
  Eye20Regular,
  History20Regular,
  MoreHorizontal20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { EntityTable, RowAction } from '../common/EntityTable';
import { useListTableStyles } from '../common/listPageStyles';
import type { WorksheetSummary } from '../../../../shared/acts/worksheet.js';
import { usePreferences } from '../../app/services';
import { absoluteTime, relativeTime } from '../../screenList/relativeTime';
import { count } from './format';
import { SourceMark } from './SourceMark';
import { StatusBadge } from './StatusBadge';

const useStyles = makeStyles({
  table: { minWidth: '1040px', tableLayout: 'fixed' },
  stack: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  mono: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  number: { fontVariantNumeric: 'tabular-nums', textAlign: 'right' },
  numberHead: { '& > div': { justifyContent: 'flex-end' } },
});

export interface WorksheetActions {
  preview: (item: WorksheetSummary) => void;
  /** Drafts a dashboard of the worksheet on a new screen and opens it. */
  chart: (item: WorksheetSummary) => void;
  runs: (item: WorksheetSummary) => void;
  refresh: (item: WorksheetSummary) => void;
  edit: (item: WorksheetSummary) => void;
  exportCsv: (item: WorksheetSummary) => void;
  remove: (item: WorksheetSummary) => void;
}

/** The worksheets: name and table name, source, status, records, update mode, data time, and the row's actions. */
export function WorksheetTable({
  items,
  now,
  actions,
  charting,
}: {
  items: readonly WorksheetSummary[];
  now: number;
  actions: WorksheetActions;
  /** The worksheet being drafted into a screen, if any. */
  charting?: string | null;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const styles = useStyles();
  const base = useListTableStyles();
  return (
    <EntityTable
      items={items}
      className={styles.table}
      label={t('dataFile.list.label')}
      testId="worksheet-table"
      rowTestId="worksheet-row"
      rowData={(item) => ({ 'data-name': item.name })}
      columns={[
        {
          key: 'name',
          label: t('dataFile.list.name'),
          width: '24%',
          cell: (item) => (
            <div className={base.name}>
              <SourceMark kind={item.source_kind} />
              <div className={styles.stack}>
                <Body1Strong className={base.ellipsis} title={item.name}>
                  {item.name}
                </Body1Strong>
                <Caption1 className={mergeClasses(base.muted, styles.mono, base.ellipsis)} title={item.table_name}>
                  {item.table_name}
                </Caption1>
              </div>
            </div>
          ),
        },
        {
          key: 'source',
          label: t('dataFile.list.source'),
          width: '17%',
          cell: (item) => (
            <div className={styles.stack}>
              <span className={base.ellipsis} title={item.source_label} data-testid="worksheet-source">
                {item.source_label}
              </span>
              <Caption1 className={base.muted}>{t(`dataFile.source.${item.source_kind}`)}</Caption1>
            </div>
          ),
        },
        {
          key: 'status',
          label: t('dataFile.list.status'),
          width: '11%',
          cell: (item) => <StatusBadge id={item._id} status={item.status} />,
        },
        {
          key: 'records',
          label: t('dataFile.list.records'),
          width: '9%',
          headClassName: styles.numberHead,
          className: styles.number,
          testId: 'worksheet-records',
          cell: (item) => count(item.record_count, language),
        },
        {
          key: 'mode',
          label: t('dataFile.list.mode'),
          width: '12%',
          cell: (item) => (
            <div className={styles.stack}>
              <span className={base.ellipsis}>{t(`dataFile.mode.${item.update_mode}`)}</span>
              {item.next_run_at ? (
                <Caption1 className={mergeClasses(base.muted, base.ellipsis)}>
                  {t('dataFile.list.next', { time: absoluteTime(item.next_run_at, language) })}
                </Caption1>
              ) : null}
            </div>
          ),
        },
        {
          key: 'updated',
          label: t('dataFile.list.updated'),
          width: '11%',
          cell: (item) =>
            item.data_updated_at ? (
              <Tooltip content={absoluteTime(item.data_updated_at, language)} relationship="description">
                <span className={base.muted}>
                  {relativeTime(item.data_updated_at, now, language, t('dataFile.list.justNow'))}
                </span>
              </Tooltip>
            ) : (
              <span className={base.muted}>{t('dataFile.list.never')}</span>
            ),
        },
      ]}
      actions={{
        label: t('dataFile.list.actions'),
        width: '16%',
        cell: (item) => <WorksheetRowActions item={item} actions={actions} charting={charting} />,
      }}
    />
  );
}

function WorksheetRowActions({
  item,
  actions,
  charting,
}: {
  item: WorksheetSummary;
  actions: WorksheetActions;
  charting: string | null | undefined;
}) {
  const { t } = useTranslation();
  const updating = item.status === 'updating';
  return (
    <>
      <RowAction
        tooltip={t('dataFile.actions.preview')}
        label={t('dataFile.actions.previewFor', { name: item.name })}
        icon={<Eye20Regular />}
        onClick={() => actions.preview(item)}
        testId="row-preview"
      />
      <RowAction
        tooltip={t('dataFile.actions.chart')}
        label={t('dataFile.actions.chartFor', { name: item.name })}
        icon={<DataArea20Regular />}
        onClick={() => actions.chart(item)}
        testId="row-chart"
        disabled={item.status !== 'normal' || charting === item._id}
      />
      <RowAction
        tooltip={t('dataFile.actions.runs')}
        label={t('dataFile.actions.runsFor', { name: item.name })}
        icon={<History20Regular />}
        onClick={() => actions.runs(item)}
        testId="row-runs"
      />
      <RowAction
        tooltip={updating ? t('dataFile.actions.refreshBusy') : t('dataFile.actions.refresh')}
        label={t('dataFile.actions.refreshFor', { name: item.name })}
        icon={<ArrowClockwise20Regular />}
        onClick={() => actions.refresh(item)}
        testId="row-refresh"
        disabled={updating}
      />
      <RowAction
        tooltip={t('dataFile.actions.edit')}
        label={t('dataFile.actions.editFor', { name: item.name })}
        icon={<Edit20Regular />}
        onClick={() => actions.edit(item)}
        testId="row-edit"
      />
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            icon={<MoreHorizontal20Regular />}
            aria-label={t('dataFile.actions.more', { name: item.name })}
            data-testid="row-more"
          />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<ArrowDownload20Regular />} onClick={() => actions.exportCsv(item)}>
              {t('dataFile.actions.export')}
            </MenuItem>
            <MenuItem icon={<Delete20Regular />} onClick={() => actions.remove(item)} data-testid="row-remove">
              {t('dataFile.actions.remove')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </>
  );
}
