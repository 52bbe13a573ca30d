import { useMemo } from 'react';
import {
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  type PositioningVirtualElement,
} from '@fluentui/react-components';
import { Stack20Regular, TextAlignLeft20Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../i18n/resources';
import { commandById, formatShortcut, type CommandId } from '../model/commands';
import { COMMAND_ICONS } from './commandIcons';
import { isMac, useEditor } from './context';

export interface MenuPosition {
  x: number;
  y: number;
  nonce: number;
}

const ORDER: CommandId[] = ['bringToFront', 'bringForward', 'sendBackward', 'sendToBack'];
const ALIGN: (CommandId | '-')[] = [
  'alignLeft',
  'alignHCenter',
  'alignRight',
  'alignTop',
  'alignVCenter',
  'alignBottom',
  '-',
  'distributeH',
  'distributeV',
];

/** The canvas context menu: every item is a registered command, with its shortcut. */
export function ContextMenu({ position, onClose }: { position: MenuPosition | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { store } = useEditor();
  const target = useMemo<PositioningVirtualElement | undefined>(
    () =>
      position
        ? {
            getBoundingClientRect: () => ({
              x: position.x,
              y: position.y,
              left: position.x,
              top: position.y,
              right: position.x,
              bottom: position.y,
              width: 0,
              height: 0,
            }),
          }
        : undefined,
    [position],
  );
  if (!position) return null;
  const ctx = store.context();
  const selected = ctx.session.selection.map((id) => ctx.doc.widgets[id]).filter(Boolean);
  const allLocked = selected.length > 0 && selected.every((w) => w?.locked);
  const allHidden = selected.length > 0 && selected.every((w) => w?.hidden);

  const item = (id: CommandId) => {
    const command = commandById(id);
    const keys = command.shortcuts[0];
    const Icon = COMMAND_ICONS[id];
    return (
      <MenuItem
        key={id}
        icon={Icon ? <Icon /> : undefined}
        disabled={!command.predicate(ctx)}
        secondaryContent={keys ? formatShortcut(keys, isMac) : undefined}
        onClick={() => store.run(command)}
      >
        {t(command.labelKey)}
      </MenuItem>
    );
  };
  const submenu = (labelKey: MessageKey, icon: ReactElement, ids: readonly (CommandId | '-')[]) => (
    <Menu key={labelKey}>
      <MenuTrigger disableButtonEnhancement>
        <MenuItem icon={icon}>{t(labelKey)}</MenuItem>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>{ids.map((id, i) => (id === '-' ? <MenuDivider key={i} /> : item(id)))}</MenuList>
      </MenuPopover>
    </Menu>
  );

  return (
    <Menu
      open
      key={position.nonce}
      onOpenChange={(_, data) => (data.open ? undefined : onClose())}
      positioning={{ target, position: 'below', align: 'start' }}
    >
      <MenuPopover aria-label={t('editor.menu.label')}>
        <MenuList>
          {item('copy')}
          {item('paste')}
          {item('duplicate')}
          {item('copyToScreen')}
          <MenuDivider />
          {submenu('editor.menu.order', <Stack20Regular />, ORDER)}
          {submenu('editor.menu.align', <TextAlignLeft20Regular />, ALIGN)}
          {item(
            selected.some((w) => w?.groupId) &&
              selected.length > 0 &&
              selected.every((w) => w?.groupId === selected[0]?.groupId)
              ? 'ungroup'
              : 'group',
          )}
          <MenuDivider />
          {item(allLocked ? 'unlock' : 'lock')}
          {item(allHidden ? 'show' : 'hide')}
          {item('collect')}
          <MenuDivider />
          {item('delete')}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
