import { describe, expect, it, vi } from 'vitest';
import type { MobileControlArgs } from '../../../shared/acts/pad.js';
import { RealtimeClient } from '../realtime/client';
import { FakeSocket, flush, stillTimers } from '../realtime/fakeSocket';
import { sendControl } from './sendControl';

const timers = stillTimers;

function fakeRpc() {
  const call = vi.fn((args: MobileControlArgs) => Promise.resolve({ delivered: args._id ? 2 : 0 }));
  return { rpc: call, call };
}

async function padSocket() {
  const socket = new FakeSocket();
  const client = new RealtimeClient({ url: 'ws://x', ticket: () => Promise.resolve('t'), open: () => socket, timers });
  client.start();
  await flush();
  socket.open();
  return { client, socket };
}

describe('sendControl', () => {
  it('goes over the pad socket when it is up', async () => {
    const { client, socket } = await padSocket();
    const { rpc, call } = fakeRpc();
    const sent = sendControl(client, rpc, 'g1', { command: 'show', screen: 's2' });
    const request = JSON.parse(socket.sent[0]!) as { id: string; act: string; args: unknown };
    expect(request).toMatchObject({ act: 'v2/ws/control', args: { control: { command: 'show', screen: 's2' } } });
    socket.onmessage?.({ data: JSON.stringify({ id: request.id, seq: 1, code: 200, data: { delivered: 2 } }) });
    await sent;
    expect(call).not.toHaveBeenCalled();
  });

  it('falls back to HTTPS mobile_control while the socket is down', async () => {
    const { rpc, call } = fakeRpc();
    await sendControl(null, rpc, 'g1', { command: 'blank', on: true }, 'dev-aaaaaaaaaaaaaaaa');
    expect(call).toHaveBeenCalledWith({
      action: 'command',
      _id: 'g1',
      control: { command: 'blank', on: true },
      device: 'dev-aaaaaaaaaaaaaaaa',
    });
  });

  it('falls back to HTTPS when the socket drops the request', async () => {
    const { client, socket } = await padSocket();
    const { rpc, call } = fakeRpc();
    const sent = sendControl(client, rpc, 'g1', { command: 'next' });
    socket.onclose?.({});
    await sent;
    expect(call).toHaveBeenCalledExactlyOnceWith({ action: 'command', _id: 'g1', control: { command: 'next' } });
  });
});
