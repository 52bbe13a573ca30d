import type { ShareKind } from '../../../shared/acts/link-share.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { isRpcError } from '../api/errors';
import { afterFirstWidget } from '../widgets/runtime/firstWidget';
import { forgetAccess, storedAccess } from './access';
import { loadShareRpc } from './publicCalls';

/**
 * The access a display of this share opens its socket with: the one this tab holds (a password
 * share), else none: a share without a password needs none for its ticket. A password share
 * whose access was lost answers SCREEN_SHARE_ACCESS_INVALID without any password being tried
 * (no lockout count), and the socket tries again later.
 */
function accessFor(token: string): { access?: string } {
  const held = storedAccess(window.sessionStorage, token, Date.now());
  return held ? { access: held } : {};
}

/** How long the display connection waits for the wall's first widget before it starts anyway. */
const FIRST_WIDGET_WAIT_MS = 3000;

/**
 * Tickets for a share page's display connection: the link's ticket act with the share's access,
 * asked quietly so a failure only makes the socket retry. An access the server no longer takes
 * is forgotten, so the next try exchanges a fresh one. The first waits until the wall has drawn
 * a widget: the RPC client it loads is not what draws the wall.
 */
export function shareTicket(kind: ShareKind, token: string, device: string): () => Promise<string> {
  return async () => {
    await afterFirstWidget(FIRST_WIDGET_WAIT_MS);
    const rpc = await loadShareRpc();
    const args = { token, device, ...accessFor(token) };
    try {
      const answer =
        kind === 'screen'
          ? await rpc.call('v1/screen/link_share_ws_ticket', args, { quiet: true })
          : await rpc.call('v1/group/link_share_ws_ticket', args, { quiet: true });
      return answer.ticket;
    } catch (error) {
      if (isRpcError(error) && error.code === ErrorCode.SCREEN_SHARE_ACCESS_INVALID)
        forgetAccess(window.sessionStorage, token);
      throw error;
    }
  };
}
