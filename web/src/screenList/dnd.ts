/**
 * HTML5 drag and drop of the screen list. `dragover` cannot read the payload (only its
 * types), so the payload of the drag in progress is also kept here while it lasts.
 */
export const SCREENS_MIME = 'application/x-wallboard-screens';
export const GROUP_MIME = 'application/x-wallboard-group';

export type DragPayload = { kind: 'screens'; ids: string[]; groups: string[] } | { kind: 'group'; id: string };

let current: DragPayload | null = null;

export function startDrag(event: Pick<DragEvent, 'dataTransfer'>, payload: DragPayload): void {
  current = payload;
  const transfer = event.dataTransfer;
  if (!transfer) return;
  transfer.effectAllowed = 'move';
  const mime = payload.kind === 'screens' ? SCREENS_MIME : GROUP_MIME;
  transfer.setData(mime, JSON.stringify(payload));
  // Some browsers start no drag without a text item.
  transfer.setData('text/plain', payload.kind === 'screens' ? payload.ids.join(',') : payload.id);
}

export function endDrag(): void {
  current = null;
}

export function dragPayload(): DragPayload | null {
  return current;
}

/** Whether a drop of these screens on `groupId` would move anything (not all already there). */
export function canDropScreensOn(payload: DragPayload | null, groupId: string): boolean {
  return payload?.kind === 'screens' && payload.ids.length > 0 && payload.groups.some((group) => group !== groupId);
}
