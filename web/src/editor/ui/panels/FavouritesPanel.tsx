import { useState } from 'react';
import {
  Button,
  Caption1,
  makeStyles,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDown16Regular,
  ArrowUp16Regular,
  Delete16Regular,
  MoreHorizontal16Regular,
  Rename16Regular,
  Star20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  renameWidgetTempArgs,
  type FavouriteState,
  type FavouriteSummary,
} from '../../../../../shared/acts/favourite.js';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../../../shared/limits.js';
import { firstErrorCode } from '../../../../../shared/validation/issues.js';
import { isRpcError } from '../../../api/errors';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/common/ConfirmDialog';
import { TextDialog } from '../../../components/common/TextDialog';
import { widgetDefinition } from '../../../widgets/registry';
import { useFavouriteCalls, useFavouriteLists } from '../../api/calls';
import { DRAG_TYPE, useAddWidgets, type DragPayload } from '../useAddWidgets';

const useStyles = makeStyles({
  tabs: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS} 0` },
  list: {
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    listStyleType: 'none',
    margin: 0,
    padding: tokens.spacingHorizontalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  card: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
    cursor: 'grab',
    ':hover': { border: `1px solid ${tokens.colorBrandStroke1}` },
  },
  art: {
    display: 'grid',
    placeItems: 'center',
    width: '36px',
    height: '36px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    flexShrink: 0,
  },
  text: { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  name: {
    fontWeight: tokens.fontWeightSemibold,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    background: 'none',
    border: 'none',
    padding: 0,
    color: tokens.colorNeutralForeground1,
    textAlign: 'start',
    font: 'inherit',
    cursor: 'pointer',
  },
  meta: { color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  note: { padding: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3, textAlign: 'center' },
});

type FavouriteDialog = { kind: 'rename' | 'delete'; favourite: FavouriteSummary };

/** What `change_widget_temp_name` would answer for a name, checked before sending. */
const nameCode = (name: string) => {
  const input = { _id: 'x', name };
  const checked = renameWidgetTempArgs.safeParse(input);
  return checked.success ? undefined : firstErrorCode(checked.error, input);
};

/**
 * Saved selections, mine and the team's: drag one onto the canvas, or click its name; rename,
 * reorder, share or delete the ones you manage.
 */
export function FavouritesPanel() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [tab, setTab] = useState<FavouriteState>('personal');
  const [dialog, setDialog] = useState<FavouriteDialog | null>(null);
  const lists = useFavouriteLists();
  const calls = useFavouriteCalls();
  const list = tab === 'personal' ? lists.personal : lists.shared;
  const missing = isRpcError(list.error) && list.error.code === ErrorCode.INTERFACE_MISSING;
  const refresh = () => void Promise.all([lists.personal.mutate(), lists.shared.mutate()]);
  const entries = list.data ?? [];
  // The order can be changed by whoever manages every entry of the list (the server checks the same).
  const sortable = entries.length > 1 && entries.every((f) => f.can_manage);
  const move = async (index: number, by: -1 | 1) => {
    const ids = entries.map((f) => f._id);
    const [id] = ids.splice(index, 1);
    if (!id) return;
    ids.splice(index + by, 0, id);
    await list.mutate(
      ids.map((each) => entries.find((f) => f._id === each)!),
      { revalidate: false },
    );
    await calls.sort(tab, ids);
    refresh();
  };
  return (
    <>
      <TabList
        className={styles.tabs}
        size="small"
        appearance="subtle"
        selectedValue={tab}
        onTabSelect={(_, data) => setTab(data.value as 'personal' | 'public')}
      >
        <Tab value="personal">{t('editor.favourites.personal')}</Tab>
        <Tab value="public">{t('editor.favourites.public')}</Tab>
      </TabList>
      {list.isLoading ? <Spinner size="small" className={styles.note} /> : null}
      {list.error ? (
        <div className={styles.note}>
          {missing
            ? t('editor.favourites.unavailable')
            : isRpcError(list.error)
              ? list.error.message
              : t('errors.actionFailed')}
        </div>
      ) : null}
      {list.data && list.data.length === 0 ? <div className={styles.note}>{t('editor.favourites.empty')}</div> : null}
      {list.data?.length ? (
        <ul className={styles.list} data-testid="favourites">
          {list.data.map((favourite, index) => (
            <FavouriteCard
              key={favourite._id}
              favourite={favourite}
              onChanged={refresh}
              onDialog={(kind) => setDialog({ kind, favourite })}
              onMove={sortable ? (by) => move(index, by) : undefined}
              first={index === 0}
              last={index === list.data!.length - 1}
            />
          ))}
        </ul>
      ) : null}
      <TextDialog
        open={dialog?.kind === 'rename'}
        title={t('editor.favourites.renameTitle')}
        label={t('editor.favourites.nameLabel')}
        initial={dialog?.favourite.name ?? ''}
        maxLength={LIMITS.nameMaxLength}
        submitLabel={t('common.save')}
        validate={nameCode}
        fieldCodes={[ErrorCode.NAME_INVALID, ErrorCode.TEMPLATE_DUPLICATE]}
        onSubmit={async (name) => {
          await calls.rename(dialog!.favourite._id, name);
          refresh();
        }}
        onClose={() => setDialog(null)}
        testId="favourite-rename-dialog"
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('editor.favourites.delete')}
        confirmLabel={t('editor.favourites.delete')}
        danger
        onConfirm={async () => {
          try {
            await calls.remove(dialog!.favourite._id);
            refresh();
          } catch (error) {
            notify('error', isRpcError(error) ? error.message : t('errors.actionFailed'));
            throw error;
          }
        }}
        onClose={() => setDialog(null)}
        testId="favourite-delete-dialog"
      >
        {t('editor.favourites.deleteConfirm', { name: dialog?.favourite.name ?? '' })}
      </ConfirmDialog>
    </>
  );
}

interface CardProps {
  favourite: FavouriteSummary;
  onChanged: () => void;
  onDialog: (kind: FavouriteDialog['kind']) => void;
  /** Present when the list can be reordered. */
  onMove?: (by: -1 | 1) => Promise<void>;
  first: boolean;
  last: boolean;
}

function FavouriteCard({ favourite, onChanged, onDialog, onMove, first, last }: CardProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const calls = useFavouriteCalls();
  const { addFavourite } = useAddWidgets();
  const Icon = widgetDefinition(favourite.types[0] ?? '')?.icon ?? Star20Regular;
  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
      onChanged();
    } catch (error) {
      if (!isRpcError(error) || !error.handled)
        notify('error', isRpcError(error) ? error.message : t('errors.actionFailed'));
    }
  };
  return (
    <li
      className={styles.card}
      draggable
      onDragStart={(event) => {
        const payload: DragPayload = { kind: 'favourite', id: favourite._id, name: favourite.name };
        event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(payload));
        event.dataTransfer.effectAllowed = 'copy';
      }}
    >
      <span className={styles.art}>
        <Icon />
      </span>
      <span className={styles.text}>
        <button type="button" className={styles.name} onClick={() => void addFavourite(favourite._id, favourite.name)}>
          {favourite.name}
        </button>
        <Caption1 className={styles.meta}>
          {t('editor.favourites.size', { width: favourite.width, height: favourite.height })}
          {favourite.state === 'public' ? ` · ${t('editor.favourites.by', { name: favourite.owner.name })}` : ''}
        </Caption1>
      </span>
      {favourite.can_manage ? (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button
              size="small"
              appearance="subtle"
              icon={<MoreHorizontal16Regular />}
              aria-label={t('editor.favourites.actions', { name: favourite.name })}
            />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <MenuItem icon={<Rename16Regular />} onClick={() => onDialog('rename')}>
                {t('editor.favourites.rename')}
              </MenuItem>
              {onMove ? (
                <>
                  <MenuItem icon={<ArrowUp16Regular />} disabled={first} onClick={() => void act(() => onMove(-1))}>
                    {t('editor.favourites.moveUp')}
                  </MenuItem>
                  <MenuItem icon={<ArrowDown16Regular />} disabled={last} onClick={() => void act(() => onMove(1))}>
                    {t('editor.favourites.moveDown')}
                  </MenuItem>
                </>
              ) : null}
              <MenuItem
                onClick={() =>
                  void act(() => calls.setState(favourite._id, favourite.state === 'public' ? 'personal' : 'public'))
                }
              >
                {t(favourite.state === 'public' ? 'editor.favourites.makePersonal' : 'editor.favourites.makePublic')}
              </MenuItem>
              <MenuDivider />
              <MenuItem icon={<Delete16Regular />} onClick={() => onDialog('delete')}>
                {t('editor.favourites.delete')}
              </MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
      ) : null}
    </li>
  );
}
