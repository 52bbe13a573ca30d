import { makeStyles, MenuDivider, MenuItem, MenuList, tokens } from '@fluentui/react-components';
import {
  ArrowDownload20Regular,
  Copy20Regular,
  Delete20Regular,
  History20Regular,
  Note20Regular,
  Link20Regular,
  PeopleAdd20Regular,
  Rename20Regular,
  ShieldLock20Regular,
  Timer20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ScreenSummary } from '../../../../shared/acts/screen.js';
import { abilities } from '../../screenList/permissions';
import { MOVE_ICON, MoveToMenu } from './MoveToMenu';
import { useScreenList } from './ScreenListContext';

const useStyles = makeStyles({
  danger: { color: tokens.colorPaletteRedForeground1, ':hover': { color: tokens.colorPaletteRedForeground1 } },
});

/** The items of a card's overflow menu (ScreenMenu.tsx): every action on one screen. */
export default function ScreenMenuItems({ screen }: { screen: ScreenSummary }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const { actions, groups, userId, mobile } = useScreenList();
  const can = abilities(screen, userId);
  return (
    <MenuList>
      <MenuItem
        icon={<Rename20Regular />}
        disabled={!can.edit}
        onClick={() => actions.request({ kind: 'rename', screen })}
      >
        {t('screenList.actions.rename')}
      </MenuItem>
      <MenuItem
        icon={<Note20Regular />}
        disabled={!can.edit}
        onClick={() => actions.request({ kind: 'remark', screen })}
      >
        {t('screenList.actions.remark')}
      </MenuItem>
      <MenuItem icon={<Copy20Regular />} disabled={!can.edit} onClick={() => void actions.copy(screen)}>
        {t('screenList.actions.copy')}
      </MenuItem>
      {can.move ? (
        <MoveToMenu
          groups={groups}
          current={screen.group}
          onMove={(group) => void actions.move([screen], group)}
          trigger={<MenuItem icon={MOVE_ICON}>{t('screenList.actions.move')}</MenuItem>}
        />
      ) : (
        <MenuItem icon={MOVE_ICON} disabled>
          {t('screenList.actions.move')}
        </MenuItem>
      )}
      <MenuItem
        icon={<ArrowDownload20Regular />}
        disabled={!can.edit}
        onClick={() => void actions.exportScreens([screen])}
      >
        {t('screenList.actions.export')}
      </MenuItem>
      {mobile ? null : (
        <MenuItem
          icon={<Timer20Regular />}
          disabled={!can.move}
          onClick={() => actions.request({ kind: 'carousel', screen })}
        >
          {t('carousel.settings.screenMenu')}
        </MenuItem>
      )}
      <MenuDivider />
      <MenuItem
        icon={<History20Regular />}
        onClick={() => void navigate(`/screenVersionMan/${encodeURIComponent(screen._id)}`)}
      >
        {t('screenList.actions.versions')}
      </MenuItem>
      <MenuItem
        icon={<PeopleAdd20Regular />}
        disabled={!can.manage}
        onClick={() => actions.request({ kind: 'share', screen })}
      >
        {t('screenList.actions.accountShare')}
      </MenuItem>
      <MenuItem
        icon={<Link20Regular />}
        disabled={!can.manage || screen.security_level === 'secret'}
        onClick={() => actions.request({ kind: 'linkShare', screen })}
      >
        {t('linkShare.menu')}
      </MenuItem>
      <MenuItem
        icon={<ShieldLock20Regular />}
        disabled={!can.manage}
        onClick={() => actions.request({ kind: 'security', screen })}
      >
        {t('screenList.actions.security')}
      </MenuItem>
      <MenuDivider />
      <MenuItem
        icon={<Delete20Regular />}
        className={can.manage ? styles.danger : undefined}
        disabled={!can.manage}
        onClick={() => actions.request({ kind: 'delete', screens: [screen] })}
      >
        {t('screenList.actions.delete')}
      </MenuItem>
    </MenuList>
  );
}
