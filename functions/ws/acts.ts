import type * as z from 'zod/mini';
import { WS_ACT_SCHEMAS, type PresenceUser, type PushNotice, type WsActName } from '../../shared/acts/ws.js';
import type { ErrorCodeValue } from '../../shared/errors/catalogue.js';
import { firstErrorCode } from '../../shared/validation/issues.js';
import { replaceSubscriptions, type ConnectionRecord } from '../lib/data/connections.js';
import { lastPushes } from '../lib/data/push-channels.js';
import { fail } from '../lib/errors.js';
import { log } from '../lib/log.js';
import { sendTo } from '../lib/realtime.js';
import { reportDevice, steer, requireSubscribable } from '../core/realtime/index.js';
import { presence } from './presence.js';

/** What a socket act comes to: its data, or the code of the first field its schema refused. */
type Outcome = { code: 200; data: unknown } | { code: ErrorCodeValue };

/** A socket act bound to its schema: validates the frame's args, then runs with the stored connection. */
type WsAct = (input: unknown, connection: ConnectionRecord, now: number) => Promise<Outcome>;

function act<S extends z.ZodMiniType>(
  schema: S,
  run: (args: z.output<S>, connection: ConnectionRecord, now: number) => Promise<unknown>,
): WsAct {
  return async (input, connection, now) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) return { code: firstErrorCode(parsed.error, input) };
    return { code: 200, data: await run(parsed.data, connection, now) };
  };
}

/**
 * Sends a socket the kept last post of each channel it has just begun to follow (not expired),
 * as the `PushNotice` a live post is, so a wall that (re)loads draws it at once. The keys are in
 * the connection's tenant's partition, so no other tenant's post can be found. A failed delivery
 * is logged; the subscription stands regardless.
 */
async function replayLastPushes(connection: ConnectionRecord, channels: readonly string[], now: number): Promise<void> {
  const before = connection.channels ?? [];
  const fresh = channels.filter((channel) => !before.includes(channel));
  for (const last of await lastPushes(connection.tenantId, fresh, now)) {
    const notice: PushNotice = {
      type: 'push',
      channel: last.channelId,
      data: JSON.parse(last.data) as unknown,
      at: last.at,
    };
    try {
      await sendTo(connection.connectionId, notice);
    } catch (error) {
      log('warn', 'push replay failed', {
        error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
      });
    }
  }
}

/**
 * The socket's acts (shared/acts/ws.ts), each on its one schema. The roles each is allowed to
 * (WS_ACT_ROLES) are checked before; what they touch comes from the connection (tenant, group,
 * device), never from the frame.
 */
export const WS_ACTS: Record<WsActName, WsAct> = {
  'v2/ws/presence': act(
    WS_ACT_SCHEMAS['v2/ws/presence'],
    async (_args, connection, now): Promise<{ users: PresenceUser[] }> => ({
      users: await presence(connection, now),
    }),
  ),
  'v2/ws/device': act(WS_ACT_SCHEMAS['v2/ws/device'], (args, connection, now) => reportDevice(connection, args, now)),
  'v2/ws/control': act(WS_ACT_SCHEMAS['v2/ws/control'], async ({ device, control }, connection, now) => {
    if (!connection.groupId) fail('PERMISSION_DENIED');
    return { delivered: await steer(connection.tenantId, connection.groupId, control, device, now) };
  }),
  'v2/ws/subscribe': act(WS_ACT_SCHEMAS['v2/ws/subscribe'], async ({ channels }, connection, now) => {
    await requireSubscribable(connection, channels);
    await replaceSubscriptions(connection, channels);
    const followed = [...new Set(channels)];
    await replayLastPushes(connection, followed, now);
    return { channels: followed };
  }),
};
