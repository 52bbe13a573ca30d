import { randomBytes } from 'node:crypto';
import { WebSocket } from 'ws';
import type { ScreenGroup } from '../../../shared/acts/group.js';
import type { ScreenSummary } from '../../../shared/acts/screen.js';
import type { WsTicket } from '../../../shared/acts/ws.js';
import { baseUrl, callAs, rpc, type Registered } from './client.js';

/** Sockets opened by a test; `closeSockets` (in afterEach) terminates them. */
const open: WebSocket[] = [];
export function closeSockets(): void {
  for (const socket of open.splice(0)) socket.terminate();
}

/** Opens `{api}/v2/ws/public?<query>`; rejects with `refused <status>` when the handshake is refused. */
export function openSocket(query: string, origin?: string): Promise<WebSocket> {
  const socket = new WebSocket(
    `${baseUrl().replace('http', 'ws')}/v2/ws/public?${query}`,
    origin === undefined ? {} : { origin },
  );
  open.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

/** A device id as a display's browser makes one. */
export const newDevice = (): string => randomBytes(16).toString('base64url');

/** `v1/user/ws_ticket` as `user`: the ticket, or throws with the code. */
export async function userTicket(user: Registered, args: Record<string, unknown>): Promise<string> {
  const answer = await callAs<WsTicket>(user, 'v1/user/ws_ticket', args);
  if (answer.code !== 200) throw new Error(`ws_ticket answered ${answer.code}`);
  return answer.msg.ticket;
}

/** Opens a socket with a fresh ticket of `user`. */
export async function socketOf(user: Registered, args: Record<string, unknown>): Promise<WebSocket> {
  return openSocket(`ticket=${await userTicket(user, args)}`);
}

export async function firstGroup(user: Registered): Promise<string> {
  const [group] = (await rpc<ScreenGroup[]>('group', 'v1/group/list', { auth: user.login.auth })).msg;
  if (!group) throw new Error('no group');
  return group._id;
}

export async function addScreen(user: Registered, groupId?: string, name = 'Live'): Promise<string> {
  const added = await rpc<ScreenSummary>('screen', 'v1/screen/add', {
    auth: user.login.auth,
    group_id: groupId ?? (await firstGroup(user)),
    name,
    template: 'blank',
  });
  if (added.code !== 200) throw new Error(`screen add answered ${added.code}`);
  return added.msg._id;
}

/** Adds to `screen` a line chart bound to the push channel `channel` (saved in its draft). */
export async function bindPushWidget(user: Registered, screen: string, channel: string, id = 'p1'): Promise<void> {
  const widget = {
    widget: {
      id,
      type: 'charts.line',
      attr: { globeStyle: { name: id } },
      data: { source: 'push', listen: '', push: { channel_id: channel, path: '' } },
    },
    layout: { widgetId: id, x: 10, y: 10, w: 400, h: 300, z: 1, rotation: 0 },
  };
  const appended = await callAs(user, 'v1/screen/append_widget', { _id: screen, widgets: [widget] });
  if (appended.code !== 200) throw new Error(`append_widget answered ${appended.code}`);
}

export const nextMessage = (socket: WebSocket): Promise<string> =>
  new Promise<string>((resolve) => socket.once('message', (data: Buffer) => resolve(data.toString())));

/** Everything the socket receives from now on, JSON parsed (but `pong`). */
export function messages(socket: WebSocket): unknown[] {
  const seen: unknown[] = [];
  socket.on('message', (data: Buffer) => {
    const text = data.toString();
    seen.push(text === 'pong' ? text : JSON.parse(text));
  });
  return seen;
}

/** Sends a request frame and resolves with the answer carrying its id. */
export function request(socket: WebSocket, act: string, args: unknown, id = newDevice()): Promise<unknown> {
  return new Promise((resolve) => {
    const listener = (data: Buffer) => {
      const text = data.toString();
      if (text === 'pong') return;
      const parsed = JSON.parse(text) as { id?: unknown };
      if (parsed.id !== id) return;
      socket.off('message', listener);
      resolve(parsed);
    };
    socket.on('message', listener);
    socket.send(JSON.stringify({ id, act, args, seq: 1 }));
  });
}

/** Resolves with the close code when the server closes the socket, or rejects after `ms`. */
export function closed(socket: WebSocket, ms = 5000): Promise<number> {
  if (socket.readyState === socket.CLOSED) return Promise.resolve(socket.readyState);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), ms);
    socket.once('close', (code: number) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

export async function until<T>(probe: () => T | undefined, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
