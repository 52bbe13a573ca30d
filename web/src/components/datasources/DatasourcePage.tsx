import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button, Caption1, makeStyles, Title2 } from '@fluentui/react-components';
import { SearchBox } from '../common/SearchBox';
import { Add20Filled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useListPageStyles } from '../common/listPageStyles';
import type { DatasourceSummary } from '../../../../shared/acts/datasource.js';
import { hasEngine } from '../../../../shared/datasource/types.js';
import { useDatasourceActions, useDatasources } from '../../api/datasources';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { usePreferences } from '../../app/services';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { OpenedOnce } from '../common/OpenedOnce';
import { useNow } from '../../hooks/useNow';
import { DatasourceSkeleton, ListFailed, NoConnections, NoMatches } from './DatasourceStates';
import { DatasourceTable, type RowActions } from './DatasourceTable';
import { RemoveConnectionDialog } from './RemoveConnectionDialog';
import { LazyConnectionDialog, LazySchemaBrowser } from './lazyDialogs';
import { testOutcome } from './testOutcome';

const useStyles = makeStyles({
  root: { flex: 1, minHeight: 0, overflow: 'auto', display: 'flex', flexDirection: 'column' },
});

type Dialog =
  { kind: 'edit'; connection: DatasourceSummary | null } | { kind: 'remove'; connection: DatasourceSummary };

/** /dataBase: the tenant's database connections, their form, tests, removal and schema browser. */
export function DatasourcePage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const styles = useStyles();
  const page = useListPageStyles();
  const [keywordInput, setKeywordInput] = useState('');
  const keyword = useDebouncedValue(keywordInput.trim(), 300);
  const list = useDatasources(keyword);
  const calls = useDatasourceActions();
  const now = useNow();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [browsing, setBrowsing] = useState<DatasourceSummary | null>(null);
  const [testing, setTesting] = useState<ReadonlySet<string>>(new Set());

  const openNew = useCallback(() => setDialog({ kind: 'edit', connection: null }), []);

  const runTest = useCallback(
    async (connection: DatasourceSummary) => {
      setTesting((previous) => new Set(previous).add(connection._id));
      try {
        const result = await calls.testStored(connection._id);
        const outcome = testOutcome(result, language);
        if (outcome.state === 'ok')
          notify('success', t('datasources.toast.testOk', { name: connection.name, ms: outcome.latencyMs ?? 0 }));
        else if (outcome.state === 'unavailable') notify('warning', outcome.text);
        else
          notify('error', `${connection.name}: ${outcome.state === 'failed' ? outcome.detail || outcome.title : ''}`);
      } catch (error) {
        reportError(error);
      } finally {
        setTesting((previous) => {
          const next = new Set(previous);
          next.delete(connection._id);
          return next;
        });
      }
    },
    [calls, language, t],
  );

  const actions = useMemo<RowActions>(
    () => ({
      test: (connection) => void runTest(connection),
      browse: setBrowsing,
      edit: (connection) => setDialog({ kind: 'edit', connection }),
      remove: (connection) => setDialog({ kind: 'remove', connection }),
    }),
    [runTest],
  );

  const items = list.data;
  let body: ReactNode;
  if (list.error && !items) body = <ListFailed onRetry={() => void list.mutate()} />;
  else if (!items) body = <DatasourceSkeleton />;
  else if (items.length === 0 && keyword) body = <NoMatches keyword={keyword} onClear={() => setKeywordInput('')} />;
  else if (items.length === 0) body = <NoConnections onNew={openNew} />;
  else body = <DatasourceTable items={items} testing={testing} now={now} actions={actions} />;

  const empty = items !== undefined && items.length === 0 && !keyword && !keywordInput;
  return (
    <div className={styles.root}>
      <header className={page.header}>
        <div className={page.top}>
          <div className={page.heading}>
            <Title2 as="h1" className={page.title}>
              {t('datasources.title')}
            </Title2>
            <Caption1 className={page.sub} data-testid="datasource-count">
              {items ? t('datasources.count', { count: items.length }) : '\u00a0'}
            </Caption1>
          </div>
          <Button appearance="primary" icon={<Add20Filled />} onClick={openNew} data-testid="new-connection">
            {t('datasources.new')}
          </Button>
        </div>
        {empty ? null : (
          <SearchBox
            className={page.search}
            value={keywordInput}
            onChange={(_, data) => setKeywordInput(data.value)}
            placeholder={t('datasources.searchPlaceholder')}
            aria-label={t('datasources.search')}
            maxLength={50}
          />
        )}
      </header>
      <div className={page.body}>{body}</div>
      <RemoveConnectionDialog
        connection={dialog?.kind === 'remove' ? dialog.connection : null}
        onClose={() => setDialog(null)}
        onRemove={async (connection) => {
          await calls.remove(connection._id);
          notify('success', t('datasources.toast.removed', { name: connection.name }));
        }}
      />
      <OpenedOnce open={dialog?.kind === 'edit'}>
        <LazyConnectionDialog
          open={dialog?.kind === 'edit'}
          editing={dialog?.kind === 'edit' ? dialog.connection : null}
          onClose={() => setDialog(null)}
          onSaved={(saved, created) => {
            notify(
              'success',
              t(created ? 'datasources.toast.created' : 'datasources.toast.saved', { name: saved.name }),
            );
            // What a new connection is for comes next: its tables, each a click from a dashboard.
            if (created && hasEngine(saved.type)) setBrowsing(saved);
          }}
        />
      </OpenedOnce>
      <OpenedOnce open={browsing !== null}>
        <LazySchemaBrowser connection={browsing} onClose={() => setBrowsing(null)} />
      </OpenedOnce>
    </div>
  );
}
