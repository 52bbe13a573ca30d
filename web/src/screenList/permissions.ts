import type { ScreenSummary } from '../../../shared/acts/screen.js';

/** What the current user may do with a card (the server checks again). */
export interface ScreenAbilities {
  edit: boolean;
  manage: boolean;
  /** Only the owner moves a screen between their groups. */
  move: boolean;
  shared: boolean;
}

export function abilities(
  screen: Pick<ScreenSummary, 'can_edit' | 'can_manage' | 'owner'>,
  userId: string | null,
): ScreenAbilities {
  const own = userId !== null && screen.owner._id === userId;
  return { edit: screen.can_edit, manage: screen.can_manage, move: own && screen.can_manage, shared: !own };
}

/** The group every screen of a batch is in, or null when they are in different groups. */
export function commonGroup(screens: ReadonlyArray<Pick<ScreenSummary, 'group'>>): string | null {
  const first = screens[0]?.group;
  return first !== undefined && screens.every((screen) => screen.group === first) ? first : null;
}
