import { useState } from 'react';
import { Button, Caption1, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Spinner, Tab, TabList, tokens } from '@fluentui/react-components';
import { MoreHorizontal16Regular, Star20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { WidgetTemplateSummary } from '../../../../../shared/acts/template.js';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { isRpcError } from '../../../api/errors';
import { notify } from '../../../app/notify';
import { widgetDefinition } from '../../../widgets/registry';
import { useFavouriteCalls, useFavouriteLists } from '../../api/calls';
import { DRAG_TYPE, useAddWidgets, type DragPayload } from '../useAddWidgets';

const useStyles = makeStyles({
  tabs: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS} 0` },
  list: { flex: 1, minHeight: 0, overflowY: 'auto', listStyleType: 'none', margin: 0, padding: tokens.spacingHorizontalM, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
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
  art: { display: 'grid', placeItems: 'center', width: '36px', height: '36px', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground1, flexShrink: 0 },
  text: { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  name: { fontWeight: tokens.fontWeightSemibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', background: 'none', border: 'none', padding: 0, color: tokens.colorNeutralForeground1, textAlign: 'start', font: 'inherit', cursor: 'pointer' },
  meta: { color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  note: { padding: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3, textAlign: 'center' },
});

/** Saved selections, mine and the team's: drag one onto the canvas, or click its name. */
export function FavouritesPanel() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [tab, setTab] = useState<'personal' | 'public'>('personal');
  const lists = useFavouriteLists();
  const list = tab === 'personal' ? lists.personal : lists.shared;
  const missing = isRpcError(list.error) && list.error.code === ErrorCode.INTERFACE_MISSING;
  return (
    <>
      <TabList className={styles.tabs} size="small" appearance="subtle" selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as 'personal' | 'public')}>
        <Tab value="personal">{t('editor.favourites.personal')}</Tab>
        <Tab value="public">{t('editor.favourites.public')}</Tab>
      </TabList>
      {list.isLoading ? <Spinner size="small" className={styles.note} /> : null}
      {list.error ? <div className={styles.note}>{missing ? t('editor.favourites.unavailable') : isRpcError(list.error) ? list.error.message : t('errors.actionFailed')}</div> : null}
      {list.data && list.data.length === 0 ? <div className={styles.note}>{t('editor.favourites.empty')}</div> : null}
      {list.data?.length ? (
        <ul className={styles.list} data-testid="favourites">
          {list.data.map((favourite) => (
            <FavouriteCard key={favourite._id} favourite={favourite} onChanged={() => void Promise.all([lists.personal.mutate(), lists.shared.mutate()])} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function FavouriteCard({ favourite, onChanged }: { favourite: WidgetTemplateSummary; onChanged: () => void }) {
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
      if (!isRpcError(error) || !error.handled) notify('error', isRpcError(error) ? error.message : t('errors.actionFailed'));
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
      <span className={styles.art}><Icon /></span>
      <span className={styles.text}>
        <button type="button" className={styles.name} onClick={() => void addFavourite(favourite._id, favourite.name)}>{favourite.name}</button>
        <Caption1 className={styles.meta}>
          {t('editor.favourites.size', { width: favourite.width, height: favourite.height })}
          {favourite.state === 'public' ? ` · ${t('editor.favourites.by', { name: favourite.owner.name })}` : ''}
        </Caption1>
      </span>
      {favourite.can_manage ? (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button size="small" appearance="subtle" icon={<MoreHorizontal16Regular />} aria-label={t('editor.favourites.actions', { name: favourite.name })} />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <MenuItem onClick={() => void act(() => calls.setState(favourite._id, favourite.state === 'public' ? 'personal' : 'public'))}>
                {t(favourite.state === 'public' ? 'editor.favourites.makePersonal' : 'editor.favourites.makePublic')}
              </MenuItem>
              <MenuItem onClick={() => void act(() => calls.remove(favourite._id))}>{t('editor.favourites.delete')}</MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
      ) : null}
    </li>
  );
}
