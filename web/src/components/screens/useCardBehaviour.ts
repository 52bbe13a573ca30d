import { useState, type DragEvent, type MouseEvent } from 'react';
import type { ScreenSummary } from '../../../../shared/acts/screen.js';
import { dragPayload, endDrag, startDrag } from '../../screenList/dnd';
import { dropSide, type DropSide } from '../../screenList/groupOrder';
import { abilities } from '../../screenList/permissions';
import { useScreenList } from './ScreenListContext';

const INTERACTIVE = 'button, a, input, [role="menuitem"], [role="checkbox"]';

/**
 * Shared by the grid card and the list row: a click selects while a selection is open (or
 * with Ctrl/Cmd/Shift), otherwise opens the screen; the card drags onto a group to move.
 */
export function useCardBehaviour(screen: ScreenSummary, selecting: boolean, axis: 'x' | 'y') {
  const { actions, toggle, dragIds, screenById, userId, reorder } = useScreenList();
  const [dragging, setDragging] = useState(false);
  const [drop, setDrop] = useState<DropSide | null>(null);
  const can = abilities(screen, userId);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest(INTERACTIVE)) return;
    if (selecting || event.shiftKey || event.ctrlKey || event.metaKey) {
      event.preventDefault();
      toggle(screen._id, event.shiftKey);
      return;
    }
    if (can.edit) actions.open(screen);
  };

  const onDragStart = (event: DragEvent<HTMLElement>) => {
    const ids = dragIds(screen._id).filter((id) => {
      const each = screenById(id);
      return each ? abilities(each, userId).move : false;
    });
    if (ids.length === 0) {
      event.preventDefault();
      return;
    }
    const groups = [...new Set(ids.map((id) => screenById(id)?.group ?? ''))];
    startDrag(event, { kind: 'screens', ids, groups });
    setDragging(true);
  };

  const onDragEnd = () => {
    endDrag();
    setDragging(false);
  };

  /** Another single card of this group dragged over this one: before or after it. */
  const sideOf = (event: DragEvent<HTMLElement>): DropSide | null => {
    const payload = dragPayload();
    if (!reorder || payload?.kind !== 'screens' || payload.ids.length !== 1 || payload.ids[0] === screen._id)
      return null;
    const rect = event.currentTarget.getBoundingClientRect();
    return axis === 'x'
      ? dropSide(event.clientX, rect.left, rect.width)
      : dropSide(event.clientY, rect.top, rect.height);
  };
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    const side = sideOf(event);
    if (!side) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDrop(side);
  };
  const onDragLeave = (event: DragEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDrop(null);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    const side = sideOf(event);
    const moved = dragPayload()?.kind === 'screens' ? (dragPayload() as { ids: string[] }).ids[0] : undefined;
    setDrop(null);
    if (!side || !moved || !reorder) return;
    event.preventDefault();
    endDrag();
    reorder(moved, screen._id, side);
  };

  return {
    dragging,
    drop,
    rootProps: { onClick, onDragStart, onDragEnd, onDragOver, onDragLeave, onDrop, draggable: can.move },
    onCheck: (shift: boolean) => toggle(screen._id, shift),
  };
}
