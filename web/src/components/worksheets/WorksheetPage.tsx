import { useMemo, useState, type ReactNode } from 'react';
import { Button, Caption1, makeStyles, Title2 } from '@fluentui/react-components';
import { Add20Filled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useListPageStyles } from '../common/listPageStyles';
import { useSearchParams } from 'react-router-dom';
import type { WorksheetSummary } from '../../../../shared/acts/worksheet.js';
import { useWorksheetActions, useWorksheetGroups, useWorksheets } from '../../api/worksheets';
import { useChartThis } from '../../drafts/useChartThis';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { useNow } from '../../hooks/useNow';
import { SearchBox } from '../common/SearchBox';
import { RemoveWorksheetDialog } from './RemoveWorksheetDialog';
import { LazyAddWizard, LazyEditDialog, LazyPreviewDialog, LazyRunsDialog } from './lazyDialogs';
import { OpenedOnce } from '../common/OpenedOnce';
import { EntityGroupRail, type GroupFilter } from '../common/EntityGroupRail';
import { filterWorksheets, groupForNew } from './worksheetFilter';
import { ListFailed, NoMatches, NoWorksheets, WorksheetSkeleton } from './WorksheetStates';
import { WorksheetTable, type WorksheetActions } from './WorksheetTable';

const useStyles = makeStyles({
  root: { flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: '232px minmax(0, 1fr)' },
  main: { minHeight: 0, overflow: 'auto', display: 'flex', flexDirection: 'column' },
});

type Dialog =
  { kind: 'add' } | { kind: 'preview' | 'runs' | 'remove'; worksheet: WorksheetSummary } | { kind: 'edit'; id: string };

/** /dataFile: worksheet groups, the worksheets of the picked group, and the wizard and dialogs that act on them. */
export function WorksheetPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const page = useListPageStyles();
  const [search, setSearch] = useSearchParams();
  const filter: GroupFilter = search.get('group') ?? 'all';
  const [keywordInput, setKeywordInput] = useState('');
  const keyword = useDebouncedValue(keywordInput, 150);
  const groups = useWorksheetGroups();
  const list = useWorksheets();
  const calls = useWorksheetActions();
  const now = useNow();
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const shown = useMemo(
    () => (list.data && groups.data ? filterWorksheets(list.data, groups.data, filter, keyword) : undefined),
    [list.data, groups.data, filter, keyword],
  );
  const pick = (group: GroupFilter) => {
    const params = new URLSearchParams(search);
    if (group === 'all') params.delete('group');
    else params.set('group', group);
    setSearch(params, { replace: true });
  };
  const openAdd = () => setDialog({ kind: 'add' });

  const drafting = useChartThis();
  const actions = useMemo<WorksheetActions>(
    () => ({
      preview: (worksheet) => setDialog({ kind: 'preview', worksheet }),
      chart: (worksheet) =>
        void drafting.chart({ kind: 'worksheet', id: worksheet._id, name: worksheet.name }).catch(reportError),
      runs: (worksheet) => setDialog({ kind: 'runs', worksheet }),
      edit: (worksheet) => setDialog({ kind: 'edit', id: worksheet._id }),
      remove: (worksheet) => setDialog({ kind: 'remove', worksheet }),
      refresh: (worksheet) => {
        calls
          .refresh(worksheet._id)
          .then(() => notify('info', t('dataFile.toast.refreshing', { name: worksheet.name })))
          .catch(reportError);
      },
      exportCsv: (worksheet) => {
        calls
          .exportCsv(worksheet)
          .then((file) => notify('success', t('dataFile.toast.exported', { file })))
          .catch(reportError);
      },
    }),
    [calls, t, drafting],
  );

  let body: ReactNode;
  if (list.error && !list.data) body = <ListFailed onRetry={list.retry} />;
  else if (!shown) body = <WorksheetSkeleton />;
  else if (shown.length === 0 && keyword.trim())
    body = <NoMatches keyword={keyword.trim()} onClear={() => setKeywordInput('')} />;
  else if (shown.length === 0) body = <NoWorksheets inGroup={filter !== 'all'} onNew={openAdd} />;
  else body = <WorksheetTable items={shown} now={now} actions={actions} charting={drafting.busy} />;

  const nothingYet = list.data !== undefined && list.data.length === 0;
  return (
    <div className={styles.root} data-testid="worksheet-page">
      <EntityGroupRail
        kind="worksheet"
        actions={calls}
        groups={groups.data}
        total={list.data?.length ?? 0}
        active={filter}
        onPick={pick}
      />
      <div className={styles.main}>
        <header className={page.header}>
          <div className={page.top}>
            <div className={page.heading}>
              <Title2 as="h1" className={page.title}>
                {t('dataFile.title')}
              </Title2>
              <Caption1 className={page.sub} data-testid="worksheet-count">
                {shown ? t('dataFile.count', { count: shown.length }) : t('dataFile.subtitle')}
              </Caption1>
            </div>
            <Button appearance="primary" icon={<Add20Filled />} onClick={openAdd} data-testid="worksheet-add">
              {t('dataFile.new')}
            </Button>
          </div>
          {nothingYet ? null : (
            <SearchBox
              className={page.search}
              value={keywordInput}
              onChange={(_, data) => setKeywordInput(data.value)}
              placeholder={t('dataFile.searchPlaceholder')}
              aria-label={t('dataFile.search')}
              maxLength={50}
            />
          )}
        </header>
        <div className={page.body}>{body}</div>
      </div>
      <OpenedOnce open={dialog?.kind === 'add'}>
        <LazyAddWizard
          open={dialog?.kind === 'add'}
          groups={groups.data}
          groupId={groupForNew(groups.data, filter)}
          onClose={() => setDialog(null)}
          onAdded={(detail) => {
            setDialog(null);
            notify('success', t('dataFile.toast.added', { name: detail.name }));
          }}
        />
      </OpenedOnce>
      <OpenedOnce open={dialog?.kind === 'preview'}>
        <LazyPreviewDialog
          worksheet={dialog?.kind === 'preview' ? dialog.worksheet : null}
          onClose={() => setDialog(null)}
        />
      </OpenedOnce>
      <OpenedOnce open={dialog?.kind === 'runs'}>
        <LazyRunsDialog
          worksheet={dialog?.kind === 'runs' ? dialog.worksheet : null}
          onRefresh={actions.refresh}
          onClose={() => setDialog(null)}
        />
      </OpenedOnce>
      <OpenedOnce open={dialog?.kind === 'edit'}>
        <LazyEditDialog
          id={dialog?.kind === 'edit' ? dialog.id : null}
          groups={groups.data}
          onClose={() => setDialog(null)}
          onSaved={(detail) => {
            setDialog(null);
            notify('success', t('dataFile.toast.saved', { name: detail.name }));
          }}
        />
      </OpenedOnce>
      <RemoveWorksheetDialog
        worksheet={dialog?.kind === 'remove' ? dialog.worksheet : null}
        onClose={() => setDialog(null)}
        onRemove={async (worksheet) => {
          await calls.remove(worksheet._id);
          notify('success', t('dataFile.toast.removed', { name: worksheet.name }));
        }}
      />
    </div>
  );
}
