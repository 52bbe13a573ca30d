import { useMemo, useState, type ReactNode } from 'react';
import {
  Button,
  Caption1,
  Input,
  Label,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload20Regular, History48Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, type AuditAction } from '../../../../shared/acts/audit.js';
import type { RoleView } from '../../../../shared/acts/roles.js';
import { LIMITS } from '../../../../shared/limits.js';
import { useAuditActions, useAuditLog } from '../../api/audit';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { Dropdown } from '../common/Dropdown';
import { ListEmpty, ListLoadFailed, ListNoMatches, TableSkeleton } from '../common/ListStates';
import { Pager } from '../common/Pager';
import { SearchBox } from '../common/SearchBox';
import { AuditTable } from './AuditTable';
import { exportQuery, hasFilters, listQuery, NO_FILTERS, type AuditFilters } from './auditQuery';
import { labelledValues } from './auditText';
import { RetentionSetting } from './RetentionSetting';
import { useTabStyles } from './tabStyles';

const PAGE_SIZE = 50;

const useStyles = makeStyles({
  filter: { display: 'flex', flexDirection: 'column', gap: '2px' },
  action: { minWidth: '200px' },
  date: { width: '160px' },
  top: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** The audit log: filters, the entries page by page, the CSV export and (for the administrator) the retention. */
export function AuditTab({ isAdmin, roles }: { isAdmin: boolean; roles: readonly RoleView[] | undefined }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const tab = useTabStyles();
  const calls = useAuditActions();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const keyword = useDebouncedValue(filters.keyword, 300);
  const [pageNum, setPageNum] = useState(1);
  const settled = useMemo(() => ({ ...filters, keyword }), [filters, keyword]);
  const labelled = useMemo(() => labelledValues(keyword, t), [keyword, t]);
  const list = useAuditLog(listQuery(settled, pageNum, PAGE_SIZE, labelled));
  const [exporting, setExporting] = useState(false);

  const update = (change: Partial<AuditFilters>) => {
    setFilters((previous) => ({ ...previous, ...change }));
    setPageNum(1);
  };
  const exportCsv = () => {
    setExporting(true);
    calls
      .exportCsv(exportQuery(settled, labelled))
      .then((file) => notify('success', t('admin.audit.exported', { file })))
      .catch(reportError)
      .finally(() => setExporting(false));
  };
  const actionLabel = (action: AuditAction | '') =>
    action ? t(`admin.audit.actions.${action}`) : t('admin.audit.allActions');

  const data = list.data;
  let body: ReactNode;
  if (list.error && !data)
    body = <ListLoadFailed ns="admin.audit" testId="audit-failed" onRetry={() => void list.mutate()} />;
  else if (!data)
    body = (
      <TableSkeleton
        columns="32px 2fr 1fr 1fr 2fr 2fr 1fr"
        iconSize={32}
        label={t('admin.audit.loading')}
        testId="audit-loading"
      />
    );
  else if (data.list.length === 0 && hasFilters(settled))
    body = <ListNoMatches ns="admin.audit" testId="audit-no-results" keyword="" onClear={() => update(NO_FILTERS)} />;
  else if (data.list.length === 0)
    body = (
      <ListEmpty
        testId="audit-empty"
        icon={<History48Regular />}
        title={t('admin.audit.empty.title')}
        hint={t('admin.audit.empty.hint')}
        actions={null}
      />
    );
  else
    body = (
      <>
        <AuditTable entries={data.list} roles={roles} />
        <Pager
          pageNum={data.pageNum}
          pageSize={data.pageSize}
          total={data.total}
          onPage={setPageNum}
          testId="audit-pager"
        />
      </>
    );

  return (
    <section className={tab.root} aria-label={t('admin.tabs.audit')}>
      {isAdmin ? <RetentionSetting /> : null}
      <div className={tab.toolbar} data-testid="audit-filters">
        <div className={styles.filter}>
          <Label htmlFor="audit-action" size="small">
            {t('admin.audit.actionFilter')}
          </Label>
          <Dropdown
            id="audit-action"
            className={styles.action}
            value={actionLabel(filters.action)}
            selectedOptions={[filters.action]}
            onOptionSelect={(_, option) => update({ action: (option.optionValue ?? '') as AuditAction | '' })}
            data-testid="audit-action"
          >
            <Option value="">{t('admin.audit.allActions')}</Option>
            {AUDIT_ACTIONS.map((action) => (
              <Option key={action} value={action}>
                {t(`admin.audit.actions.${action}`)}
              </Option>
            ))}
          </Dropdown>
        </div>
        <div className={styles.filter}>
          <Label htmlFor="audit-from" size="small">
            {t('admin.audit.from')}
          </Label>
          <Input
            id="audit-from"
            className={styles.date}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(_, data) => update({ from: data.value })}
          />
        </div>
        <div className={styles.filter}>
          <Label htmlFor="audit-to" size="small">
            {t('admin.audit.to')}
          </Label>
          <Input
            id="audit-to"
            className={styles.date}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(_, data) => update({ to: data.value })}
          />
        </div>
        <SearchBox
          className={tab.search}
          value={filters.keyword}
          onChange={(_, data) => update({ keyword: data.value })}
          placeholder={t('admin.audit.searchPlaceholder')}
          aria-label={t('admin.audit.search')}
          maxLength={50}
        />
        {hasFilters(filters) ? (
          <Button appearance="subtle" onClick={() => update(NO_FILTERS)}>
            {t('admin.audit.clearFilters')}
          </Button>
        ) : null}
        <div className={tab.spacer} />
        <div className={styles.top}>
          <Caption1 className={tab.count} data-testid="audit-count">
            {data ? t('admin.audit.count', { count: data.total }) : '\u00a0'}
          </Caption1>
          <Button
            appearance="primary"
            icon={exporting ? <Spinner size="tiny" appearance="inverted" /> : <ArrowDownload20Regular />}
            disabledFocusable={exporting}
            onClick={exportCsv}
            data-testid="audit-export"
          >
            {exporting ? t('admin.audit.exporting') : t('admin.audit.export')}
          </Button>
        </div>
      </div>
      {data?.capped ? (
        <MessageBar intent="info" data-testid="audit-capped">
          <MessageBarBody>{t('admin.audit.capped', { max: LIMITS.audit.searchMax })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {body}
    </section>
  );
}
