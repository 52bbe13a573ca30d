import type { MobileControlArgs } from '../../../shared/acts/pad.js';
import type { ControlCommand } from '../../../shared/acts/ws.js';
import { RealtimeError, type RealtimeClient } from '../realtime/client';

/**
 * A pad's command to the displays of its group (or one device): over the pad's socket, the
 * fast path; over HTTPS (`v1/group/mobile_control`) when the socket is down or did not take it
 * (a refusal then comes back as the RPC error with its catalogue text).
 */
export async function sendControl(
  socket: RealtimeClient | null,
  /** `v1/group/mobile_control` over HTTPS. */
  https: (args: MobileControlArgs) => Promise<unknown>,
  group: string,
  control: ControlCommand,
  device?: string,
): Promise<void> {
  if (socket?.online) {
    try {
      await socket.request('v2/ws/control', { control, ...(device ? { device } : {}) });
      return;
    } catch (error) {
      if (!(error instanceof RealtimeError)) throw error;
    }
  }
  await https({ action: 'command', _id: group, control, ...(device ? { device } : {}) });
}
