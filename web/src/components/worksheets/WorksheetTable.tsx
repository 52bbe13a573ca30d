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
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
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
  const iconButton = (
    label: string,
    name: string,
    icon: React.ReactElement,
    onClick: () => void,
    testId: string,
    disabled = false,
  ) => (
    <Tooltip content={label} relationship="inaccessible">
      <Button
        appearance="subtle"
        icon={icon}
        disabledFocusable={disabled}
        onClick={() => !disabled && onClick()}
        aria-label={name}
        data-testid={testId}
      />
    </Tooltip>
  );
  return (
    <div className={base.frame}>
      <Table className={styles.table} aria-label={t('dataFile.list.label')} data-testid="worksheet-table">
        <colgroup>
          <col style={{ width: '24%' }} />
          <col style={{ width: '17%' }} />
          <col style={{ width: '11%' }} />
          <col style={{ width: '9%' }} />
          <col style={{ width: '12%' }} />
          <col style={{ width: '11%' }} />
          <col style={{ width: '16%' }} />
        </colgroup>
        <TableHeader>
          <TableRow className={base.head}>
            <TableHeaderCell>{t('dataFile.list.name')}</TableHeaderCell>
            <TableHeaderCell>{t('dataFile.list.source')}</TableHeaderCell>
            <TableHeaderCell>{t('dataFile.list.status')}</TableHeaderCell>
            <TableHeaderCell className={styles.numberHead}>{t('dataFile.list.records')}</TableHeaderCell>
            <TableHeaderCell>{t('dataFile.list.mode')}</TableHeaderCell>
            <TableHeaderCell>{t('dataFile.list.updated')}</TableHeaderCell>
            <TableHeaderCell className={base.actionsHead}>{t('dataFile.list.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => {
            const updating = item.status === 'updating';
            return (
              <TableRow key={item._id} className={base.row} data-testid="worksheet-row" data-name={item.name}>
                <TableCell>
                  <div className={base.name}>
                    <SourceMark kind={item.source_kind} />
                    <div className={styles.stack}>
                      <Body1Strong className={base.ellipsis} title={item.name}>
                        {item.name}
                      </Body1Strong>
                      <Caption1
                        className={mergeClasses(base.muted, styles.mono, base.ellipsis)}
                        title={item.table_name}
                      >
                        {item.table_name}
                      </Caption1>
                    </div>
                  </div>
                </TableCell>
                <TableCell>
                  <div className={styles.stack}>
                    <span className={base.ellipsis} title={item.source_label} data-testid="worksheet-source">
                      {item.source_label}
                    </span>
                    <Caption1 className={base.muted}>{t(`dataFile.source.${item.source_kind}`)}</Caption1>
                  </div>
                </TableCell>
                <TableCell>
                  <StatusBadge id={item._id} status={item.status} />
                </TableCell>
                <TableCell className={styles.number} data-testid="worksheet-records">
                  {count(item.record_count, language)}
                </TableCell>
                <TableCell>
                  <div className={styles.stack}>
                    <span className={base.ellipsis}>{t(`dataFile.mode.${item.update_mode}`)}</span>
                    {item.next_run_at ? (
                      <Caption1 className={mergeClasses(base.muted, base.ellipsis)}>
                        {t('dataFile.list.next', { time: absoluteTime(item.next_run_at, language) })}
                      </Caption1>
                    ) : null}
                  </div>
                </TableCell>
                <TableCell>
                  {item.data_updated_at ? (
                    <Tooltip content={absoluteTime(item.data_updated_at, language)} relationship="description">
                      <span className={base.muted}>
                        {relativeTime(item.data_updated_at, now, language, t('dataFile.list.justNow'))}
                      </span>
                    </Tooltip>
                  ) : (
                    <span className={base.muted}>{t('dataFile.list.never')}</span>
                  )}
                </TableCell>
                <TableCell>
                  <div className={base.actions}>
                    {iconButton(
                      t('dataFile.actions.preview'),
                      t('dataFile.actions.previewFor', { name: item.name }),
                      <Eye20Regular />,
                      () => actions.preview(item),
                      'row-preview',
                    )}
                    {iconButton(
                      t('dataFile.actions.chart'),
                      t('dataFile.actions.chartFor', { name: item.name }),
                      <DataArea20Regular />,
                      () => actions.chart(item),
                      'row-chart',
                      item.status !== 'normal' || charting === item._id,
                    )}
                    {iconButton(
                      t('dataFile.actions.runs'),
                      t('dataFile.actions.runsFor', { name: item.name }),
                      <History20Regular />,
                      () => actions.runs(item),
                      'row-runs',
                    )}
                    {iconButton(
                      updating ? t('dataFile.actions.refreshBusy') : t('dataFile.actions.refresh'),
                      t('dataFile.actions.refreshFor', { name: item.name }),
                      <ArrowClockwise20Regular />,
                      () => actions.refresh(item),
                      'row-refresh',
                      updating,
                    )}
                    {iconButton(
                      t('dataFile.actions.edit'),
                      t('dataFile.actions.editFor', { name: item.name }),
                      <Edit20Regular />,
                      () => actions.edit(item),
                      'row-edit',
                    )}
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
                          <MenuItem
                            icon={<Delete20Regular />}
                            onClick={() => actions.remove(item)}
                            data-testid="row-remove"
                          >
                            {t('dataFile.actions.remove')}
                          </MenuItem>
                        </MenuList>
                      </MenuPopover>
                    </Menu>
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
