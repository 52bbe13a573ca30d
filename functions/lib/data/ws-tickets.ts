import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { WS_ROLES } from '../../../shared/acts/ws.js';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { takeIf } from './conditions.js';
import { readItemIf } from './items.js';
import { epochSeconds } from './keys.js';

/**
 * WebSocket connection tickets (docs/realtime.md#tickets). They live in the connections table
 * under `K#<sha256 of the ticket>`, their fields in one map attribute `ticket`, so no ticket
 * carries the attributes the table's indexes (`target`, `userId`) are keyed on.
 */
const ticketFields = z
  .object({
    tenantId: z.string(),
    role: z.enum(WS_ROLES),
    userId: z.string().optional(),
    /** The link share (its token hash) of a share display. */
    shareId: z.string().optional(),
    screenId: z.string().optional(),
    groupId: z.string().optional(),
    device: z.string().optional(),
    /** SHA-256 of the session token that asked for the ticket. */
    tokenHash: z.string().optional(),
    /** The language answers on the socket speak. */
    language: z.enum(['zh', 'en']).default('zh'),
    /** Epoch ms. */
    expiresAt: z.number(),
  })
  .describe('ws ticket');
export type WsTicketRecord = z.infer<typeof ticketFields>;

const ticketItem = z.object({ ticket: ticketFields });
const ticketKey = (ticketHash: string) => ({ connectionId: `K#${ticketHash}` });

export async function putTicket(ticketHash: string, ticket: WsTicketRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: env.connectionsTable(),
      // DynamoDB's own TTL removes the item some time after; `ticket.expiresAt` is what counts.
      Item: { ...ticketKey(ticketHash), ticket, expiresAt: epochSeconds(ticket.expiresAt) + 1 },
    }),
  );
}

/**
 * Takes a ticket: one conditional delete that succeeds only while the ticket exists and has not
 * expired, answering what it held. A replay, an expired ticket, or the loser of two racing
 * connects gets undefined.
 */
export async function takeTicket(ticketHash: string, now: number): Promise<WsTicketRecord | undefined> {
  const old = await takeIf({
    TableName: env.connectionsTable(),
    Key: ticketKey(ticketHash),
    ConditionExpression: 'attribute_exists(connectionId) AND #t.#e > :now',
    ExpressionAttributeNames: { '#t': 'ticket', '#e': 'expiresAt' },
    ExpressionAttributeValues: { ':now': now },
  });
  return readItemIf(ticketItem, old)?.ticket;
}
