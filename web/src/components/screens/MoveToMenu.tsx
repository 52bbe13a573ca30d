import type { ReactElement } from 'react';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import { Folder20Regular, FolderArrowRight20Regular, Star20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { GroupItem } from '../../api/results';

interface MoveToMenuProps {
  groups: GroupItem[];
  /** The group every screen to move is already in (that option is disabled), or null. */
  current: string | null;
  onMove: (group: GroupItem) => void;
  /** The trigger: a menu item (nested menu) or a button. */
  trigger: ReactElement;
}

/** "Move to" a group: every group, the one the screens are in disabled (docs/limits.md#validation-rules). */
export function MoveToMenu({ groups, current, onMove, trigger }: MoveToMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList aria-label={t('screenList.moveTo')}>
          {groups.map((group) => {
            const here = group._id === current;
            const item = (
              <MenuItem
                key={group._id}
                icon={group.default ? <Star20Regular /> : <Folder20Regular />}
                disabled={here}
                onClick={() => onMove(group)}
                secondaryContent={here ? t('screenList.currentGroup') : undefined}
              >
                {group.name}
              </MenuItem>
            );
            return here ? (
              <Tooltip
                key={group._id}
                content={t('screenList.alreadyInGroup')}
                relationship="description"
                positioning="after"
              >
                {item}
              </Tooltip>
            ) : (
              item
            );
          })}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

export const MOVE_ICON = <FolderArrowRight20Regular />;
