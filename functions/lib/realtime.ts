import { GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { wsManagement } from './clients.js';
import { connectionsOf, deleteConnection } from './data/connections.js';

/** Sends one message to one connection; a gone connection is forgotten. Answers whether it arrived. */
export async function sendTo(connectionId: string, message: string | object): Promise<boolean> {
  const data = typeof message === 'string' ? message : JSON.stringify(message);
  try {
    await wsManagement().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(data) }));
    return true;
  } catch (error) {
    if (error instanceof GoneException || (error instanceof Error && error.name === 'GoneException')) {
      await deleteConnection(connectionId);
      return false;
    }
    throw error;
  }
}

/** Fans a message out to every connection watching a target, a bounded number at a time. */
export async function broadcast(target: string, message: object, now: number, concurrency = 20): Promise<number> {
  const connections = await connectionsOf(target, now);
  let delivered = 0;
  for (let i = 0; i < connections.length; i += concurrency) {
    const results = await Promise.all(connections.slice(i, i + concurrency).map((c) => sendTo(c.connectionId, message)));
    delivered += results.filter(Boolean).length;
  }
  return delivered;
}
