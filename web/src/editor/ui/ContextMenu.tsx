import { useMemo } from 'react';
import { Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger, type PositioningVirtualElement } from '@fluentui/react-components';
import {
  AlignBottom20Regular, AlignCenterHorizontal20Regular, AlignCenterVertical20Regular, AlignLeft20Regular, AlignRight20Regular, AlignSpaceEvenlyHorizontal20Regular,
  AlignSpaceEvenlyVertical20Regular, AlignTop20Regular, ArrowDown20Regular, ArrowUp20Regular, ClipboardPaste20Regular, Copy20Regular, CopyArrowRight20Regular, Delete20Regular,
  DocumentCopy20Regular, Eye20Regular, EyeOff20Regular, Group20Regular, GroupDismiss20Regular, LockClosed20Regular, LockOpen20Regular, Stack20Regular, StarAdd20Regular,
  TextAlignLeft20Regular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../i18n/resources';
import { commandById, formatShortcut } from '../model/commands';
import { isMac, useEditor } from './context';

export interface MenuPosition {
  x: number;
  y: number;
  nonce: number;
}

const ICONS: Record<string, ReactElement> = {
  copy: <Copy20Regular />, paste: <ClipboardPaste20Regular />, duplicate: <DocumentCopy20Regular />, copyToScreen: <CopyArrowRight20Regular />,
  bringToFront: <ArrowUp20Regular />, bringForward: <ArrowUp20Regular />, sendBackward: <ArrowDown20Regular />, sendToBack: <ArrowDown20Regular />,
  group: <Group20Regular />, ungroup: <GroupDismiss20Regular />, collect: <StarAdd20Regular />, lock: <LockClosed20Regular />, unlock: <LockOpen20Regular />,
  hide: <EyeOff20Regular />, show: <Eye20Regular />, delete: <Delete20Regular />,
  alignLeft: <AlignLeft20Regular />, alignHCenter: <AlignCenterHorizontal20Regular />, alignRight: <AlignRight20Regular />, alignTop: <AlignTop20Regular />,
  alignVCenter: <AlignCenterVertical20Regular />, alignBottom: <AlignBottom20Regular />, distributeH: <AlignSpaceEvenlyHorizontal20Regular />, distributeV: <AlignSpaceEvenlyVertical20Regular />,
};

const ORDER = ['bringToFront', 'bringForward', 'sendBackward', 'sendToBack'];
const ALIGN = ['alignLeft', 'alignHCenter', 'alignRight', 'alignTop', 'alignVCenter', 'alignBottom', '-', 'distributeH', 'distributeV'];

/** The canvas context menu: every item is a registered command, with its shortcut. */
export function ContextMenu({ position, onClose }: { position: MenuPosition | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { store } = useEditor();
  const target = useMemo<PositioningVirtualElement | undefined>(
    () => (position ? { getBoundingClientRect: () => ({ x: position.x, y: position.y, left: position.x, top: position.y, right: position.x, bottom: position.y, width: 0, height: 0 }) } : undefined),
    [position],
  );
  if (!position) return null;
  const ctx = store.context();
  const selected = ctx.session.selection.map((id) => ctx.doc.widgets[id]).filter(Boolean);
  const allLocked = selected.length > 0 && selected.every((w) => w?.locked);
  const allHidden = selected.length > 0 && selected.every((w) => w?.hidden);

  const item = (id: string) => {
    const command = commandById(id);
    if (!command) return null;
    const keys = command.shortcuts[0];
    return (
      <MenuItem
        key={id}
        icon={ICONS[id]}
        disabled={!command.predicate(ctx)}
        secondaryContent={keys ? formatShortcut(keys, isMac) : undefined}
        onClick={() => store.run(command)}
      >
        {t(command.labelKey as MessageKey)}
      </MenuItem>
    );
  };
  const submenu = (labelKey: MessageKey, icon: ReactElement, ids: string[]) => (
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
    <Menu open key={position.nonce} onOpenChange={(_, data) => (data.open ? undefined : onClose())} positioning={{ target, position: 'below', align: 'start' }}>
      <MenuPopover aria-label={t('editor.menu.label')}>
        <MenuList>
          {item('copy')}
          {item('paste')}
          {item('duplicate')}
          {item('copyToScreen')}
          <MenuDivider />
          {submenu('editor.menu.order', <Stack20Regular />, ORDER)}
          {submenu('editor.menu.align', <TextAlignLeft20Regular />, ALIGN)}
          {item(selected.some((w) => w?.groupId) && selected.length > 0 && selected.every((w) => w?.groupId === selected[0]?.groupId) ? 'ungroup' : 'group')}
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
