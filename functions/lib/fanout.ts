import pLimit from 'p-limit';
import { LIMITS } from '../../shared/limits.js';
import { connectionsOf } from './data/connections.js';
import { log } from './log.js';
import { sendTo } from './realtime.js';

/**
 * Sends one message to every live connection watching `target` (docs/realtime.md#fan-out): one
 * Query of the `byTarget` index, then at most LIMITS.websocket.fanOutConcurrency deliveries in
 * flight. A gone connection (410) is forgotten by `sendTo`; any other failure of one delivery is
 * logged and does not stop the rest. `accept` narrows the recipients (a role, a device).
 * Answers how many connections the message reached.
 */
export async function fanOut(
  target: string,
  message: object,
  now: number,
  accept: (connection: Awaited<ReturnType<typeof connectionsOf>>[number]) => boolean = () => true,
): Promise<number> {
  const recipients = (await connectionsOf(target, now)).filter(accept);
  if (recipients.length === 0) return 0;
  const data = JSON.stringify(message);
  const limit = pLimit(LIMITS.websocket.fanOutConcurrency);
  const delivered = await Promise.all(
    recipients.map((connection) =>
      limit(async () => {
        try {
          return await sendTo(connection.connectionId, data);
        } catch (error) {
          log('warn', 'fan-out delivery failed', {
            target,
            error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
          });
          return false;
        }
      }),
    ),
  );
  return delivered.filter(Boolean).length;
}
