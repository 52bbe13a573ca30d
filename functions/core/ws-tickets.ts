import type { ShareKind } from '../../shared/acts/link-share.js';
import type { WsTicket, WsTicketArgs } from '../../shared/acts/ws.js';
import { LIMITS } from '../../shared/limits.js';
import type { Caller, RequestInfo } from '../lib/act.js';
import { newToken, sha256 } from '../lib/crypto/tokens.js';
import { putTicket, type WsTicketRecord } from '../lib/data/ws-tickets.js';
import { fail, isDomainError } from '../lib/errors.js';
import { loadScreen } from './access.js';
import { displayableShare } from './link-share.js';
import { requireGroup } from './own-group.js';
import type { Store } from './store.js';

/** The reads the tickets' checks need (a user's socket: the screen or group; a share's: the share). */
type TicketReads = Pick<Store, 'getScreen' | 'getGroup'>;

/**
 * Connection tickets (docs/realtime.md#tickets): 256 random bits for the client, only their
 * SHA-256 stored, good for one `$connect` within LIMITS.websocket.ticketTtlMs. The ticket binds
 * the socket to a tenant, a user or a link share, a role and what it watches; `$connect` copies
 * that binding onto the connection and nothing the client sends later can change it.
 */
type Binding = Omit<WsTicketRecord, 'expiresAt'>;

async function issue(binding: Binding, now: number): Promise<WsTicket> {
  const ticket = newToken();
  const expiresIn = LIMITS.websocket.ticketTtlMs;
  await putTicket(sha256(ticket), { ...binding, expiresAt: now + expiresIn });
  return { ticket, expiresIn };
}

/** What a signed-in user's socket watches, checked as the HTTP acts check it. */
async function userTarget(
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

/** `v1/user/ws_ticket`: the tenant and user come from the session. */
export async function userTicket(
  store: TicketReads,
  caller: Caller,
  args: WsTicketArgs,
  request: Pick<RequestInfo, 'now' | 'language'>,
): Promise<WsTicket> {
  const target = await userTarget(store, caller, args);
  return issue(
    {
      tenantId: caller.tenantId,
      userId: caller.userId,
      tokenHash: caller.tokenHash,
      role: args.role,
      language: request.language,
      ...target,
    },
    request.now,
  );
}

/**
 * `v1/screen|group/link_share_ws_ticket`: a display of a link share, refused as `link_share_view`
 * refuses (closed, expired, a password share without a valid access), bound to the share's target.
 */
export async function shareTicket(
  store: Store,
  kind: ShareKind,
  args: { token: string; access?: string | undefined; device: string },
  request: RequestInfo,
): Promise<WsTicket> {
  const share = await displayableShare(store, args.token, kind, args.access, request);
  return issue(
    {
      tenantId: share.tenantId,
      shareId: share.tokenHash,
      role: 'display',
      device: args.device,
      language: request.language,
      ...(kind === 'screen' ? { screenId: share.targetId } : { groupId: share.targetId }),
    },
    request.now,
  );
}
