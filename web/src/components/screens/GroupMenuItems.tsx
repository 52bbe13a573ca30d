import { makeStyles, MenuDivider, MenuItem, MenuList, tokens } from '@fluentui/react-components';
import {
  ArrowDown20Regular,
  ArrowDownload20Regular,
  ArrowUp20Regular,
  Delete20Regular,
  Link20Regular,
  PeopleTeam20Regular,
  Phone20Regular,
  Play20Regular,
  QrCode20Regular,
  Rename20Regular,
  Timer20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { GroupMenuActions } from './GroupRailItem';

const useStyles = makeStyles({
  danger: { color: tokens.colorPaletteRedForeground1, ':hover': { color: tokens.colorPaletteRedForeground1 } },
});

/** The items of a group's menu in the rail (GroupRailItem.tsx): what the actions given allow. */
export default function GroupMenuItems({ menu }: { menu: GroupMenuActions }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <MenuList>
      {menu.play ? (
        <MenuItem icon={<Play20Regular />} onClick={menu.play}>
          {t('carousel.play')}
        </MenuItem>
      ) : null}
      {menu.carousel ? (
        <MenuItem icon={<Timer20Regular />} onClick={menu.carousel}>
          {t('carousel.settings.menu')}
        </MenuItem>
      ) : null}
      {menu.padLink ? (
        <MenuItem icon={<QrCode20Regular />} onClick={menu.padLink}>
          {t('pad.link.menu')}
        </MenuItem>
      ) : null}
      {menu.mobileRules ? (
        <MenuItem icon={<Phone20Regular />} onClick={menu.mobileRules}>
          {t('mobileRules.menu')}
        </MenuItem>
      ) : null}
      {menu.play || menu.carousel || menu.padLink || menu.mobileRules ? <MenuDivider /> : null}
      {menu.rename ? (
        <MenuItem icon={<Rename20Regular />} onClick={menu.rename}>
          {t('groups.rename')}
        </MenuItem>
      ) : null}
      {menu.moveUp || menu.moveDown ? (
        <>
          <MenuItem icon={<ArrowUp20Regular />} disabled={!menu.moveUp} onClick={menu.moveUp}>
            {t('groups.moveUp')}
          </MenuItem>
          <MenuItem icon={<ArrowDown20Regular />} disabled={!menu.moveDown} onClick={menu.moveDown}>
            {t('groups.moveDown')}
          </MenuItem>
        </>
      ) : null}
      {menu.linkShare ? (
        <MenuItem icon={<Link20Regular />} onClick={menu.linkShare}>
          {t('linkShare.menu')}
        </MenuItem>
      ) : null}
      {menu.exportGroup ? (
        <MenuItem icon={<ArrowDownload20Regular />} onClick={menu.exportGroup} disabled={menu.exportDisabled}>
          {t('groups.export')}
        </MenuItem>
      ) : null}
      {menu.systemShare ? (
        <MenuItem icon={<PeopleTeam20Regular />} onClick={menu.systemShare.toggle}>
          {t(menu.systemShare.on ? 'sharing.groupStop' : 'sharing.groupShare')}
        </MenuItem>
      ) : null}
      {menu.remove ? (
        <>
          <MenuDivider />
          <MenuItem icon={<Delete20Regular />} className={styles.danger} onClick={menu.remove}>
            {t('groups.delete')}
          </MenuItem>
        </>
      ) : null}
    </MenuList>
  );
}
