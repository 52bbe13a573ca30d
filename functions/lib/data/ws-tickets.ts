import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { WS_ROLES } from '../../../shared/acts/ws.js';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { queryAll } from './batch.js';
import { takeIf } from './conditions.js';
import { readItemIf } from './items.js';
import { epochSeconds } from './keys.js';

/**
 * WebSocket connection tickets (docs/realtime.md#tickets). They live in the connections table
 * under `K#<sha256 of the ticket>`, their fields in one map attribute `ticket`. A user's ticket
 * also carries `userId` at the top, so the `byUser` index finds the tickets a user has not used
 * yet (their connections' ids never start with `K#`); no ticket carries `target`, so fan-out
 * never finds one.
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
const keyedTicketItem = ticketItem.extend({ connectionId: z.string() });
/** The key prefix of ticket items; no connection id starts with it. */
export const TICKET_PREFIX = 'K#';
const ticketKey = (ticketHash: string) => ({ connectionId: `${TICKET_PREFIX}${ticketHash}` });

export async function putTicket(ticketHash: string, ticket: WsTicketRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: env.connectionsTable(),
      // DynamoDB's own TTL removes the item some time after; `ticket.expiresAt` is what counts.
      Item: {
        ...ticketKey(ticketHash),
        ticket,
        ...(ticket.userId ? { userId: ticket.userId } : {}),
        expiresAt: epochSeconds(ticket.expiresAt) + 1,
      },
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

/**
 * Deletes the tickets a user has not used yet (those of one session when `tokenHash` is given):
 * one Query of `byUser` for the `K#` keys, then one delete each. A ticket taken meanwhile is
 * refused at `$connect` all the same, which re-checks the session and the membership.
 */
export async function deleteUserTickets(userId: string, tokenHash?: string): Promise<number> {
  const found = await queryAll(keyedTicketItem, {
    TableName: env.connectionsTable(),
    IndexName: 'byUser',
    KeyConditionExpression: 'userId = :u AND begins_with(connectionId, :k)',
    ExpressionAttributeValues: { ':u': userId, ':k': TICKET_PREFIX },
  });
  const mine = found.filter((item) => tokenHash === undefined || item.ticket.tokenHash === tokenHash);
  await Promise.all(
    mine.map(({ connectionId }) =>
      dynamo().send(new DeleteCommand({ TableName: env.connectionsTable(), Key: { connectionId } })),
    ),
  );
  return mine.length;
}
