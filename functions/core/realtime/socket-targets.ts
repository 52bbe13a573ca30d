import type { WsTicketArgs } from '../../../shared/acts/ws.js';
import type { Caller } from '../../lib/act.js';
import type { WsTicketRecord } from '../../lib/data/ws-tickets.js';
import { fail, isDomainError } from '../../lib/errors.js';
import { loadScreen } from '../screens/access.js';
import { requireGroup } from '../screens/own-group.js';
import type { Store } from '../store/store.js';

/**
 * What a signed-in user's socket may watch (docs/realtime.md#tickets): checked by the ticket act
 * (ws-tickets.ts), and again by `$connect` and every frame (functions/ws/binding.ts). Kept apart
 * from the ticket acts so the WebSocket function's bundle takes only these reads.
 */
type TicketReads = Pick<Store, 'getScreen' | 'getGroup'>;
type Binding = Pick<WsTicketRecord, 'role' | 'screenId' | 'groupId' | 'device'>;

/** What a signed-in user's socket watches, checked as the HTTP acts check it. */
export async function userTarget(
  store: TicketReads,
  caller: Caller,
  args: WsTicketArgs,
): Promise<Pick<Binding, 'screenId' | 'groupId' | 'device'>> {
  switch (args.role) {
    case 'editor':
      return { screenId: (await loadScreen(store, caller, args.screen, 'edit')).screenId };
    case 'pad':
      return { groupId: (await requireGroup(store, caller, args.group)).groupId };
    case 'display': {
      const { group, screen, device } = args;
      if (group !== undefined && screen === undefined)
        return { groupId: (await requireGroup(store, caller, group)).groupId, device };
      if (screen !== undefined && group === undefined)
        return { screenId: (await loadScreen(store, caller, screen, 'read')).screenId, device };
      // Exactly one of the two: a display plays one group or one screen.
      fail('PARAMS_INCOMPLETE');
    }
  }
}

/** The ticket act's arguments a user's socket was bound by, read back from its binding. */
function askedOf(binding: Pick<Binding, 'role' | 'screenId' | 'groupId' | 'device'>): WsTicketArgs | undefined {
  const { role, screenId, groupId, device } = binding;
  switch (role) {
    case 'editor':
      return screenId === undefined ? undefined : { role, screen: screenId };
    case 'pad':
      return groupId === undefined ? undefined : { role, group: groupId };
    case 'display':
      return { role, group: groupId, screen: screenId, device: device ?? '' };
  }
}

/**
 * Whether the caller may still watch what a user's socket is bound to: the check the ticket act
 * made (the screen still shared to edit or read and cleared, the group still theirs), made again
 * by `$connect` and by every frame (functions/ws/binding.ts).
 */
export async function userMayWatch(
  store: TicketReads,
  caller: Caller,
  binding: Pick<Binding, 'role' | 'screenId' | 'groupId' | 'device'>,
): Promise<boolean> {
  const asked = askedOf(binding);
  if (!asked) return false;
  try {
    await userTarget(store, caller, asked);
    return true;
  } catch (error) {
    if (isDomainError(error)) return false;
    throw error;
  }
}
