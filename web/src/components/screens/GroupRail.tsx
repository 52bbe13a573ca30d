import { Suspense, useState, type DragEvent } from 'react';
import {
  Button,
  Caption1Strong,
  makeStyles,
  Skeleton,
  SkeletonItem,
  Subtitle2,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import {
  Add20Regular,
  AppsList20Regular,
  Folder20Regular,
  PeopleSwap20Regular,
  Star20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useGroupActions } from '../../api/groups';
import { invalidateScreenLists } from '../../api/screens';
import type { GroupItem } from '../../api/results';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { OpenedOnce } from '../common/OpenedOnce';
import { canDropScreensOn, dragPayload, endDrag, startDrag } from '../../screenList/dnd';
import { dropSide, reorderIds, stepIds } from '../../screenList/groupOrder';
import type { GroupDialog } from './GroupDialogs';
import { GroupRailItem, type DropHint } from './GroupRailItem';
import type { LinkShareTarget } from './useLinkShare';
import {
  LazyCarouselSettingsDialog,
  LazyLinkShareDialog,
  LazyGroupDialogs,
  LazyMobileRulesDialog,
  LazyPadLinkDialog,
} from './lazyDialogs';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalS}`,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    minHeight: 0,
    overflow: 'auto',
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: `0 ${tokens.spacingHorizontalXS} ${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  },
  heading: { margin: 0 },
  section: {
    margin: 0,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalXS}`,
    color: tokens.colorNeutralForeground3,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    fontSize: tokens.fontSizeBase100,
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  skeleton: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
  },
  create: { justifyContent: 'flex-start', marginTop: tokens.spacingVerticalS, color: tokens.colorNeutralForeground3 },
});

interface GroupRailProps {
  groups: GroupItem[] | undefined;
  /** The route's id: a group id, `shared`, or undefined for all screens. */
  activeId: string | undefined;
  basePath: string;
  mobile: boolean;
  onDropScreens: (ids: string[], group: GroupItem) => void;
  /** A group was deleted: its screens moved or went with it. */
  onGroupRemoved: () => void;
}

/** Left rail: all screens, shared with me, the groups (default fixed on top, others draggable). */
export function GroupRail({ groups, activeId, basePath, mobile, onDropScreens, onGroupRemoved }: GroupRailProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const calls = useGroupActions();
  const [dialog, setDialog] = useState<GroupDialog | null>(null);
  const [linkShare, setLinkShare] = useState<LinkShareTarget | null>(null);
  const [hint, setHint] = useState<{ id: string; drop: DropHint } | null>(null);
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const [carouselOf, setCarouselOf] = useState<GroupItem | null>(null);
  const [padLinkOf, setPadLinkOf] = useState<GroupItem | null>(null);
  const [mobileRulesOf, setMobileRulesOf] = useState<GroupItem | null>(null);
  const play = (groupId: string) => void navigate(`/group-preview/${encodeURIComponent(groupId)}`);
  const sortable = (groups ?? []).filter((group) => !group.default).map((group) => group._id);
  const countOf = (group: GroupItem) => (mobile ? group.mobile_count : group.count);
  const pathOf = (id: string) => `${basePath}/${encodeURIComponent(id)}`;

  const sort = (ids: string[] | null) => {
    if (ids) calls.sort(ids).catch(reportError);
  };

  const dndFor = (group: GroupItem) => ({
    onDragStart: group.default
      ? undefined
      : (event: DragEvent<HTMLLIElement>) => {
          startDrag(event, { kind: 'group', id: group._id });
          setDraggingId(group._id);
        },
    onDragEnd: () => {
      endDrag();
      setDraggingId(null);
      setHint(null);
    },
    onDragOver: (event: DragEvent<HTMLLIElement>) => {
      const payload = dragPayload();
      if (payload?.kind === 'group') {
        if (group.default || payload.id === group._id) return setHint(null);
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        const rect = event.currentTarget.getBoundingClientRect();
        setHint({ id: group._id, drop: dropSide(event.clientY, rect.top, rect.height) });
      } else if (canDropScreensOn(payload, group._id)) {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setHint({ id: group._id, drop: 'into' });
      }
    },
    onDragLeave: (event: DragEvent<HTMLLIElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null))
        setHint((current) => (current?.id === group._id ? null : current));
    },
    onDrop: (event: DragEvent<HTMLLIElement>) => {
      event.preventDefault();
      const payload = dragPayload();
      const rect = event.currentTarget.getBoundingClientRect();
      setHint(null);
      endDrag();
      if (payload?.kind === 'group' && !group.default)
        sort(reorderIds(sortable, payload.id, group._id, dropSide(event.clientY, rect.top, rect.height)));
      else if (payload?.kind === 'screens' && canDropScreensOn(payload, group._id)) onDropScreens(payload.ids, group);
    },
  });

  const exportGroup = (group: GroupItem) =>
    calls
      .exportGroup(group)
      .then((filename) => notify('success', t('screenList.toast.exported', { filename })), reportError);

  const toggleSystemShare = (group: GroupItem) =>
    calls
      .saveSystemShare(group._id, !group.system_share)
      .then(
        () =>
          notify(
            'success',
            t(group.system_share ? 'sharing.toast.groupOff' : 'sharing.toast.groupOn', { name: group.name }),
          ),
        reportError,
      );

  return (
    <nav className={styles.root} aria-label={t('groups.label')} data-testid="group-rail">
      <div className={styles.header}>
        <Subtitle2 as="h2" className={styles.heading}>
          {t('groups.title')}
        </Subtitle2>
        <Tooltip content={t('groups.create')} relationship="label">
          <Button
            appearance="subtle"
            size="small"
            icon={<Add20Regular />}
            onClick={() => setDialog({ kind: 'create' })}
          />
        </Tooltip>
      </div>
      <ul className={styles.list}>
        <GroupRailItem
          to={basePath}
          label={t('groups.all')}
          icon={<AppsList20Regular />}
          active={!activeId}
          drop={null}
          testId="rail-all"
        />
        <GroupRailItem
          to={pathOf('shared')}
          label={t('groups.shared')}
          icon={<PeopleSwap20Regular />}
          active={activeId === 'shared'}
          drop={null}
          testId="rail-shared"
        />
      </ul>
      <Caption1Strong as="h3" className={styles.section}>
        {t('groups.mine')}
      </Caption1Strong>
      {groups ? (
        <ul className={styles.list} aria-label={t('groups.mine')}>
          {groups.map((group) => {
            const index = sortable.indexOf(group._id);
            return (
              <GroupRailItem
                key={group._id}
                to={pathOf(group._id)}
                label={group.name}
                icon={group.default ? <Star20Regular /> : <Folder20Regular />}
                count={countOf(group)}
                active={activeId === group._id}
                drop={hint?.id === group._id ? hint.drop : null}
                draggable={!group.default}
                dragging={draggingId === group._id}
                testId={group.default ? 'rail-default-group' : 'rail-group'}
                dnd={dndFor(group)}
                menu={{
                  rename: group.default ? undefined : () => setDialog({ kind: 'rename', group }),
                  moveUp: group.default || index <= 0 ? undefined : () => sort(stepIds(sortable, group._id, -1)),
                  moveDown:
                    group.default || index >= sortable.length - 1
                      ? undefined
                      : () => sort(stepIds(sortable, group._id, 1)),
                  exportGroup: () => void exportGroup(group),
                  linkShare: () => setLinkShare({ kind: 'group', id: group._id, name: group.name }),
                  exportDisabled: group.count + (group.mobile_count ?? 0) === 0,
                  remove: group.default ? undefined : () => setDialog({ kind: 'delete', group }),
                  systemShare: { on: group.system_share, toggle: () => void toggleSystemShare(group) },
                  // The carousel plays large-screen screens: offered where there are some.
                  play: mobile || group.count === 0 ? undefined : () => play(group._id),
                  carousel: mobile ? undefined : () => setCarouselOf(group),
                  padLink: mobile ? undefined : () => setPadLinkOf(group),
                  mobileRules: () => setMobileRulesOf(group),
                }}
              />
            );
          })}
        </ul>
      ) : (
        <Skeleton className={styles.skeleton} aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <SkeletonItem key={i} size={20} />
          ))}
        </Skeleton>
      )}
      <Button
        appearance="subtle"
        icon={<Add20Regular />}
        className={styles.create}
        onClick={() => setDialog({ kind: 'create' })}
      >
        {t('groups.create')}
      </Button>
      <Suspense fallback={null}>
        {linkShare ? <LazyLinkShareDialog target={linkShare} onClose={() => setLinkShare(null)} /> : null}
        <OpenedOnce open={carouselOf !== null}>
          <LazyCarouselSettingsDialog group={carouselOf} onClose={() => setCarouselOf(null)} onPlay={play} />
        </OpenedOnce>
        {padLinkOf ? <LazyPadLinkDialog group={padLinkOf} onClose={() => setPadLinkOf(null)} /> : null}
        <OpenedOnce open={mobileRulesOf !== null}>
          <LazyMobileRulesDialog group={mobileRulesOf} onClose={() => setMobileRulesOf(null)} />
        </OpenedOnce>
      </Suspense>
      <OpenedOnce open={dialog !== null} whenIdle={groups !== undefined}>
        <LazyGroupDialogs
          dialog={dialog}
          screenCount={(group) => group.count + (group.mobile_count ?? 0)}
          onClose={() => setDialog(null)}
          onCreate={async (name) => {
            const group = await calls.add(name);
            notify('success', t('groups.toast.created', { name: group.name }));
            void navigate(pathOf(group._id));
          }}
          onRename={async (group, name) => {
            await calls.rename(group._id, name);
            notify('success', t('groups.toast.renamed', { name }));
          }}
          onDelete={async (group, screens) => {
            try {
              await calls.remove(group._id, screens);
            } catch (error) {
              reportError(error);
              throw error;
            }
            notify('success', t('groups.toast.deleted', { name: group.name }));
            invalidateScreenLists();
            if (activeId === group._id) void navigate(basePath);
            else onGroupRemoved();
          }}
        />
      </OpenedOnce>
    </nav>
  );
}
