import {
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { wsManagement } from './clients.js';
import { log } from './log.js';
import { connectionsOfUser, deleteConnection } from './data/connections.js';
import { deleteUserTickets } from './data/ws-tickets.js';

function isGone(error: unknown): boolean {
  return error instanceof GoneException || (error instanceof Error && error.name === 'GoneException');
}

/** Sends one message to one connection; a gone connection is forgotten. Answers whether it arrived. */
export async function sendTo(connectionId: string, message: string | object): Promise<boolean> {
  const data = typeof message === 'string' ? message : JSON.stringify(message);
  try {
    await wsManagement().send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(data) }),
    );
    return true;
  } catch (error) {
    if (isGone(error)) {
      await deleteConnection(connectionId);
      return false;
    }
    throw error;
  }
}

/** Closes one connection through the management API (a gone one is fine) and forgets it. */
export async function closeConnection(connectionId: string): Promise<void> {
  try {
    await wsManagement().send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (error) {
    if (!isGone(error)) throw error;
  }
  await deleteConnection(connectionId);
}

/**
 * Ends a user's realtime access: closes the sockets a session opened (logout) and deletes its
 * unused tickets, or every socket and ticket of the user when no session is named (password
 * change, a member removed, disabled or given a lower clearance). Answers how many sockets it
 * closed. A failure is logged, not thrown: the session or membership is gone already, and
 * `$connect` and every frame re-check both (functions/ws/binding.ts), so a ticket left opens
 * nothing and a socket left open answers nothing.
 */
export async function closeUserSockets(userId: string, tokenHash?: string): Promise<number> {
  try {
    const [connections] = await Promise.all([
      connectionsOfUser(userId, tokenHash),
      deleteUserTickets(userId, tokenHash),
    ]);
    await Promise.all(connections.map((c) => closeConnection(c.connectionId)));
    return connections.length;
  } catch (error) {
    log('warn', "closing a user's sockets failed", {
      error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
    });
    return 0;
  }
}
