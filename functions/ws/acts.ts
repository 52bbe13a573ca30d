import * as z from 'zod';
import { WS_ACT_SCHEMAS, type PresenceUser, type WsActName } from '../../shared/acts/ws.js';
import type { ErrorCodeValue } from '../../shared/errors/catalogue.js';
import { firstErrorCode } from '../../shared/validation/issues.js';
import { replaceSubscriptions, type ConnectionRecord } from '../lib/data/connections.js';
import { fail } from '../lib/errors.js';
import { reportDevice, steer } from '../core/pad.js';
import { requireSubscribable } from '../core/push-subscriptions.js';
import { presence } from './presence.js';

/** What a socket act comes to: its data, or the code of the first field its schema refused. */
type Outcome = { code: 200; data: unknown } | { code: ErrorCodeValue };

/** A socket act bound to its schema: validates the frame's args, then runs with the stored connection. */
type WsAct = (input: unknown, connection: ConnectionRecord, now: number) => Promise<Outcome>;

function act<S extends z.ZodType>(
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
  'v2/ws/subscribe': act(WS_ACT_SCHEMAS['v2/ws/subscribe'], async ({ channels }, connection) => {
    await requireSubscribable(connection, channels);
    await replaceSubscriptions(connection, channels);
    return { channels: [...new Set(channels)] };
  }),
};
