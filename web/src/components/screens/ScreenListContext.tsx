import { createContext, useContext } from 'react';
import type { ScreenSummary } from '../../../../shared/acts/screen.js';
import type { GroupItem } from '../../api/results';
import type { DropSide } from '../../screenList/groupOrder';

/** A dialog of the screen list, opened from a card, the batch bar or a shortcut. */
export type ScreenDialog =
  | { kind: 'rename' | 'remark' | 'security' | 'share' | 'linkShare' | 'carousel'; screen: ScreenSummary }
  | { kind: 'delete' | 'batchLinkShare'; screens: ScreenSummary[] };

export interface ScreenActions {
  open: (screen: ScreenSummary) => void;
  copy: (screen: ScreenSummary) => Promise<void>;
  move: (screens: ScreenSummary[], group: GroupItem) => Promise<void>;
  exportScreens: (screens: ScreenSummary[]) => Promise<void>;
  request: (dialog: ScreenDialog) => void;
}

/**
 * What cards need that does not change with the selection (so a click on one checkbox does
 * not re-render every card): the user, the groups, the actions, the clock for "5 min ago".
 */
export interface ScreenListContextValue {
  userId: string | null;
  mobile: boolean;
  now: number;
  groups: GroupItem[];
  actions: ScreenActions;
  toggle: (id: string, shift: boolean) => void;
  /** Ids of the cards being dragged when `id` starts a drag (the selection if it holds it). */
  dragIds: (id: string) => string[];
  screenById: (id: string) => ScreenSummary | undefined;
  /** Drag a card onto another to reorder: only in a group, in custom order, with all loaded. */
  reorder: ((moved: string, target: string, side: DropSide) => void) | null;
}

export const ScreenListContext = createContext<ScreenListContextValue | null>(null);

export function useScreenList(): ScreenListContextValue {
  const value = useContext(ScreenListContext);
  if (!value) throw new Error('useScreenList outside the screen list');
  return value;
}
