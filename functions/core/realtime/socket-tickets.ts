import type { ShareKind } from '../../../shared/acts/link-share.js';
import type { WsTicket, WsTicketArgs } from '../../../shared/acts/ws.js';
import { LIMITS } from '../../../shared/limits.js';
import type { Caller, RequestInfo } from '../../lib/act.js';
import { newToken, sha256 } from '../../lib/crypto/tokens.js';
import { putTicket, type WsTicketRecord } from '../../lib/data/ws-tickets.js';
import { displayableShare } from '../shares/link-share.js';
import { userTarget } from './socket-targets.js';
import type { Store } from '../store/store.js';

/**
 * Connection tickets (docs/realtime.md#tickets): 256 random bits for the client, only their
 * SHA-256 stored, good for one `$connect` within LIMITS.websocket.ticketTtlMs. The ticket binds
 * the socket to a tenant, a user or a link share, a role and what it watches; `$connect` copies
 * that binding onto the connection and nothing the client sends later can change it.
 */
type Binding = Omit<WsTicketRecord, 'expiresAt'>;
type TicketReads = Pick<Store, 'getScreen' | 'getGroup'>;

async function issue(binding: Binding, now: number): Promise<WsTicket> {
  const ticket = newToken();
  const expiresIn = LIMITS.websocket.ticketTtlMs;
  await putTicket(sha256(ticket), { ...binding, expiresAt: now + expiresIn });
  return { ticket, expiresIn };
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
