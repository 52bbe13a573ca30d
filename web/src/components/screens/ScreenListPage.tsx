import { Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import type { ScreenSummary } from '../../../../shared/acts/screen.js';
import { isRpcError } from '../../api/errors';
import { defaultGroupOf, useGroupActions, useGroups } from '../../api/groups';
import { useScreenPages } from '../../api/screens';
import { useServices } from '../../app/services';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { useNow } from '../../hooks/useNow';
import { abilities } from '../../screenList/permissions';
import { allState, orderedSelection } from '../../screenList/selection';
import { GroupRail } from './GroupRail';
import { ImportButton } from './ImportButton';
import { OpenedOnce } from '../common/OpenedOnce';
import { LazyBatchBar, LazyScreenDialogs } from './lazyDialogs';
import { ScreenGrid } from './ScreenGrid';
import { ScreenListContext, type ScreenDialog, type ScreenListContextValue } from './ScreenListContext';
import { ScreenListHeader } from './ScreenListHeader';
import { GroupNotFound, LoadFailed, NoResults, NoScreens, ScreenGridSkeleton } from './ScreenListStates';
import { useListPrefs } from './useListPrefs';
import { useListShortcuts } from './useListShortcuts';
import { useScreenActions } from './useScreenActions';
import { useScreenReorder } from './useScreenReorder';
import { useSelection } from './useSelection';

const useStyles = makeStyles({
  root: { flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: '272px minmax(0, 1fr)' },
  content: { display: 'flex', flexDirection: 'column', minHeight: 0, overflow: 'auto' },
  body: {
    flex: 1,
    display: 'flex',
    flexDirection: 'column',
    padding: `0 ${tokens.spacingHorizontalXXL} ${tokens.spacingVerticalXXL}`,
  },
});

/** /screenList/{groupId?} and /mobileScreenList/{groupId?}: groups on the left, screens on the right. */
export function ScreenListPage({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const { id } = useParams();
  const { store } = useServices();
  const basePath = mobile ? '/mobileScreenList' : '/screenList';
  const { data: groups } = useGroups();
  const groupCalls = useGroupActions();
  const { view, setView, order, setOrder } = useListPrefs();
  const [keywordInput, setKeywordInput] = useState('');
  const keyword = useDebouncedValue(keywordInput.trim(), 300);
  const searchRef = useRef<HTMLInputElement>(null);
  const list = useScreenPages({ groupId: id, keyword, order, mobile });
  const ids = useMemo(() => list.screens.map((screen) => screen._id), [list.screens]);
  const { selection, toggle, all, clear, dragIds } = useSelection(ids);
  const [dialog, setDialog] = useState<ScreenDialog | null>(null);
  const now = useNow();

  // Search and selection belong to the group they were made in (the rail stays mounted).
  const [scope, setScope] = useState(id);
  if (scope !== id) {
    setScope(id);
    setKeywordInput('');
    clear();
  }

  const byId = useMemo(() => new Map(list.screens.map((screen) => [screen._id, screen])), [list.screens]);
  const byIdRef = useRef(byId);
  byIdRef.current = byId;
  const selected = useMemo(
    () =>
      orderedSelection(selection, ids)
        .map((each) => byId.get(each))
        .filter((s): s is ScreenSummary => s !== undefined),
    [selection, ids, byId],
  );

  const shared = id === 'shared';
  const group = id && !shared ? groups?.find((each) => each._id === id) : undefined;
  const missing =
    (id !== undefined && !shared && groups !== undefined && group === undefined) ||
    (isRpcError(list.error) && list.error.code === ErrorCode.SCREEN_GROUP_NOT_FOUND);
  const target = group ?? defaultGroupOf(groups);
  const onNew =
    target && !missing
      ? () => void navigate(`/createScreen/${encodeURIComponent(target._id)}${mobile ? '?mobile=1' : ''}`)
      : null;

  const { refresh: refreshList, patch, arrange } = list;
  const refreshGroups = groupCalls.refresh;
  const refresh = useCallback(() => Promise.all([refreshList(), refreshGroups()]), [refreshList, refreshGroups]);
  const actions = useScreenActions({ refresh, setDialog, clearSelection: clear });
  const userId = store.get('user');

  useListShortcuts({
    searchRef,
    onDelete: () => {
      if (selected.length > 0 && selected.every((screen) => abilities(screen, userId).manage))
        setDialog({ kind: 'delete', screens: selected });
    },
    onEscape: clear,
  });

  const reorder = useScreenReorder({
    group,
    order,
    keyword,
    hasMore: list.hasMore,
    ids,
    arrange,
    refresh: refreshList,
  });
  const context = useMemo<ScreenListContextValue>(
    () => ({
      userId,
      mobile,
      now,
      groups: groups ?? [],
      actions,
      toggle,
      dragIds,
      screenById: (each) => byIdRef.current.get(each),
      reorder,
    }),
    [userId, mobile, now, groups, actions, toggle, dragIds, reorder],
  );

  const title = missing
    ? t('screenList.empty.groupMissingTitle')
    : shared
      ? t('groups.shared')
      : id
        ? (group?.name ?? null)
        : t('groups.all');
  const loading = list.isLoading && list.screens.length === 0;

  let body: ReactNode;
  if (missing) body = <GroupNotFound basePath={basePath} />;
  else if (list.error && list.screens.length === 0) body = <LoadFailed onRetry={() => void list.refresh()} />;
  else if (loading) body = <ScreenGridSkeleton view={view} />;
  else if (list.total === 0 && keyword) body = <NoResults keyword={keyword} onClear={() => setKeywordInput('')} />;
  else if (list.total === 0)
    body = <NoScreens onNew={onNew} kind={shared ? 'shared' : group ? 'group' : 'all'} mobile={mobile} />;
  else
    body = (
      <>
        <ScreenGrid
          screens={list.screens}
          view={view}
          selection={selection}
          total={list.total}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          loadMore={list.loadMore}
          onSelectAll={all}
        />
        {selected.length > 0 ? (
          <Suspense fallback={null}>
            <LazyBatchBar selected={selected} all={allState(selection, ids)} onSelectAll={all} onClear={clear} />
          </Suspense>
        ) : null}
      </>
    );

  return (
    <ScreenListContext.Provider value={context}>
      <div className={styles.root}>
        <GroupRail
          groups={groups}
          activeId={id}
          basePath={basePath}
          mobile={mobile}
          onGroupRemoved={() => void refresh()}
          onDropScreens={(dropped, into) =>
            void actions.move(
              dropped.map((each) => byId.get(each)).filter((s): s is ScreenSummary => !!s),
              into,
            )
          }
        />
        <section className={styles.content} aria-labelledby="screen-list-title">
          <ScreenListHeader
            title={title}
            total={missing ? null : loading ? null : list.total}
            mobile={mobile}
            keyword={keywordInput}
            onKeyword={setKeywordInput}
            searchRef={searchRef}
            order={order}
            onOrder={setOrder}
            view={view}
            onView={setView}
            onNew={onNew}
            importButton={<ImportButton groupId={group?._id} onImported={() => void refresh()} />}
            tools={!missing}
          />
          <div className={styles.body}>{body}</div>
        </section>
      </div>
      <OpenedOnce open={dialog !== null} whenIdle={!loading}>
        <LazyScreenDialogs
          dialog={dialog}
          onClose={() => setDialog(null)}
          onPatched={(screen) => void patch(screen)}
          onRemoved={() => {
            clear();
            void refresh();
          }}
        />
      </OpenedOnce>
    </ScreenListContext.Provider>
  );
}
