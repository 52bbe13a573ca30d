import {
  AlignBottom20Regular, AlignCenterHorizontal20Regular, AlignCenterVertical20Regular, AlignLeft20Regular, AlignRight20Regular, AlignSpaceEvenlyHorizontal20Regular,
  AlignSpaceEvenlyVertical20Regular, AlignTop20Regular, ArrowDown20Regular, ArrowRedo20Regular, ArrowUndo20Regular, ArrowUp20Regular, ClipboardPaste20Regular, Copy20Regular,
  CopyArrowRight20Regular, Delete20Regular, DocumentCopy20Regular, Eye20Regular, EyeOff20Regular, Group20Regular, GroupDismiss20Regular, LockClosed20Regular, LockOpen20Regular,
  QuestionCircle20Regular, StarAdd20Regular, ZoomIn20Regular, ZoomOut20Regular, type FluentIcon,
} from '@fluentui/react-icons';
import type { CommandId } from '../model/commands';

/**
 * How each registered command looks in menus and toolbars: its icon, or null for commands
 * only a shortcut runs. The model stays free of React; this table is keyed by the typed
 * command id, so a command added to the registry without a decision here does not type-check.
 */
export const COMMAND_ICONS = {
  delete: Delete20Regular,
  nudgeLeft: null,
  nudgeRight: null,
  nudgeUp: null,
  nudgeDown: null,
  nudgeLeft10: null,
  nudgeRight10: null,
  nudgeUp10: null,
  nudgeDown10: null,
  bringToFront: ArrowUp20Regular,
  sendToBack: ArrowDown20Regular,
  lock: LockClosed20Regular,
  unlock: LockOpen20Regular,
  hide: EyeOff20Regular,
  show: Eye20Regular,
  selectAll: null,
  clearSelection: null,
  undo: ArrowUndo20Regular,
  redo: ArrowRedo20Regular,
  zoomIn: ZoomIn20Regular,
  zoomOut: ZoomOut20Regular,
  zoomFit: null,
  zoomActual: null,
  help: QuestionCircle20Regular,
  copy: Copy20Regular,
  paste: ClipboardPaste20Regular,
  duplicate: DocumentCopy20Regular,
  copyToScreen: CopyArrowRight20Regular,
  collect: StarAdd20Regular,
  bringForward: ArrowUp20Regular,
  sendBackward: ArrowDown20Regular,
  group: Group20Regular,
  ungroup: GroupDismiss20Regular,
  alignLeft: AlignLeft20Regular,
  alignHCenter: AlignCenterHorizontal20Regular,
  alignRight: AlignRight20Regular,
  alignTop: AlignTop20Regular,
  alignVCenter: AlignCenterVertical20Regular,
  alignBottom: AlignBottom20Regular,
  distributeH: AlignSpaceEvenlyHorizontal20Regular,
  distributeV: AlignSpaceEvenlyVertical20Regular,
} satisfies Record<CommandId, FluentIcon | null>;
