import { Suspense, useMemo, useState } from 'react';
import { Button, makeStyles, Spinner, Subtitle1, tokens, Tooltip } from '@fluentui/react-components';
import {
  Add20Regular,
  Code24Regular,
  Key20Regular,
  PlugDisconnected24Regular,
  Send20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useApiActions, useApiDetail, useApiGroups, useApiList, useConnections } from '../../api/dataApis';
import { isRpcError } from '../../api/errors';
import { storedUser } from '../../api/session';
import { reportError } from '../../app/reportError';
import { useServices } from '../../app/services';
import { useChartThis } from '../../drafts/useChartThis';
import { EmptyState } from '../common/EmptyState';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { OpenedOnce } from '../common/OpenedOnce';
import { filterApis } from './apiFilter';
import { EntityGroupRail, type GroupFilter } from '../common/EntityGroupRail';
import { ApiList } from './ApiList';
import { LazyApiEditor, LazyPushChannelsDialog, LazyTokensDialog } from './lazyDialogs';

const useStyles = makeStyles({
  root: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
  top: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  heading: { margin: 0, marginRight: 'auto' },
  columns: {
    flex: 1,
    minHeight: 0,
    display: 'grid',
    gridTemplateColumns: '220px 300px minmax(0, 1fr)',
  },
  editor: { minHeight: 0, minWidth: 0, backgroundColor: tokens.colorNeutralBackground2 },
  center: { display: 'grid', placeItems: 'center', height: '100%' },
});

/** /dataApi: API groups, the APIs of the picked group, and the editor of the selected (or a new) API. */
export function DataApiPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { store } = useServices();
  const isAdmin = storedUser(store).isAdmin;
  const [search, setSearch] = useSearchParams();
  const selected = search.get('api');
  const filter: GroupFilter = search.get('group') ?? 'all';
  const [keywordInput, setKeywordInput] = useState('');
  const keyword = useDebouncedValue(keywordInput, 150);
  const [tokensOpen, setTokensOpen] = useState(false);
  const [pushOpen, setPushOpen] = useState(false);
  const groups = useApiGroups();
  const apiActions = useApiActions();
  const list = useApiList();
  const connections = useConnections();
  const detail = useApiDetail(selected && selected !== 'new' ? selected : null);
  const drafting = useChartThis();
  const chart = (api: { _id: string; name: string }) =>
    void drafting.chart({ kind: 'api', id: api._id, name: api.name }).catch(reportError);

  const shown = useMemo(
    () => (list.data && groups.data ? filterApis(list.data, groups.data, filter, keyword) : undefined),
    [list.data, groups.data, filter, keyword],
  );

  const go = (next: { api?: string | null; group?: GroupFilter }) => {
    const params = new URLSearchParams(search);
    if (next.api !== undefined) {
      if (next.api) params.set('api', next.api);
      else params.delete('api');
    }
    if (next.group !== undefined) {
      if (next.group === 'all') params.delete('group');
      else params.set('group', next.group);
    }
    setSearch(params, { replace: next.api === undefined });
  };
  /** Opens another API (the editor asks first when it holds unsaved changes). */
  const open = (api: string) => {
    if (api !== selected) go({ api });
  };
  const newGroupId = filter !== 'all' && !groups.data?.find((group) => group._id === filter)?.default ? filter : '';

  const loading = (
    <div className={styles.center}>
      <Spinner label={t('common.loading')} />
    </div>
  );
  const editor = () => {
    if (selected === 'new')
      return (
        <LazyApiEditor
          key="new"
          api={null}
          groups={groups.data}
          newGroupId={newGroupId}
          connections={connections.data}
          connectionsError={connections.error}
          onSaved={(api) => go({ api: api._id })}
          onRemoved={() => go({ api: null })}
        />
      );
    const stored = detail.data;
    if (selected && stored)
      return (
        <LazyApiEditor
          key={stored._id}
          api={stored}
          groups={groups.data}
          newGroupId=""
          connections={connections.data}
          connectionsError={connections.error}
          onSaved={() => undefined}
          onRemoved={() => go({ api: null })}
          chart={{ busy: drafting.busy === stored._id, run: () => chart(stored) }}
        />
      );
    if (selected && detail.error)
      return (
        <EmptyState
          icon={<PlugDisconnected24Regular />}
          title={isRpcError(detail.error) ? detail.error.message : t('errors.actionFailed')}
          actions={<Button onClick={() => go({ api: null })}>{t('common.back')}</Button>}
        />
      );
    if (selected) return loading;
    return (
      <EmptyState
        icon={<Code24Regular />}
        title={list.data?.length === 0 ? t('dataApi.empty.title') : t('dataApi.empty.pick')}
        hint={t('dataApi.empty.hint')}
        actions={
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => open('new')}>
            {t('dataApi.list.new')}
          </Button>
        }
        testId="api-empty"
      />
    );
  };

  return (
    <div className={styles.root} data-testid="data-api-page">
      <div className={styles.top}>
        <Subtitle1 as="h1" className={styles.heading}>
          {t('dataApi.title')}
        </Subtitle1>
        <Button icon={<Send20Regular />} onClick={() => setPushOpen(true)} data-testid="push-open">
          {t('dataApi.push.open')}
        </Button>
        <Tooltip
          content={isAdmin ? t('dataApi.tokens.hint') : t('dataApi.tokens.adminOnly')}
          relationship="description"
        >
          <Button
            icon={<Key20Regular />}
            disabledFocusable={!isAdmin}
            onClick={() => setTokensOpen(true)}
            data-testid="tokens-open"
          >
            {t('dataApi.tokens.title')}
          </Button>
        </Tooltip>
      </div>
      <div className={styles.columns}>
        <EntityGroupRail
          kind="api"
          actions={apiActions}
          groups={groups.data}
          total={list.data?.length ?? 0}
          active={filter}
          onPick={(group) => go({ group })}
        />
        <ApiList
          apis={shown}
          keyword={keywordInput}
          onKeyword={setKeywordInput}
          selectedId={selected}
          onSelect={open}
          onNew={() => open('new')}
          onChart={chart}
          charting={drafting.busy}
        />
        <section className={styles.editor} aria-label={t('dataApi.editor.region')}>
          <Suspense fallback={loading}>{editor()}</Suspense>
        </section>
      </div>
      {isAdmin ? (
        <OpenedOnce open={tokensOpen}>
          <LazyTokensDialog open={tokensOpen} onClose={() => setTokensOpen(false)} />
        </OpenedOnce>
      ) : null}
      <OpenedOnce open={pushOpen}>
        <LazyPushChannelsDialog open={pushOpen} onClose={() => setPushOpen(false)} />
      </OpenedOnce>
    </div>
  );
}
