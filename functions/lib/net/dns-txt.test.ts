import { createSocket, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupTxt } from './dns-txt.js';

const { Packet } = dns2;

/** A DNS server on loopback that answers TXT from `zone` and NXDOMAIN for any other name. */
const zone = new Map<string, string[][]>([
  ['_wallboard-challenge.example.test', [['v=spf1 -all'], ['wallboard-domain-', 'verification=abc']]],
  ['empty.example.test', []],
]);
const server = dns2.createServer({
  udp: true,
  handle: (request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const question = request.questions[0];
    const records = question ? zone.get(question.name.toLowerCase()) : undefined;
    if (records === undefined) response.header.rcode = 3;
    else if (question) {
      for (const data of records) {
        response.answers.push(Packet.createResourceFromQuestion(question, { type: Packet.TYPE.TXT, ttl: 60, data }));
      }
    }
    void send(response);
  },
});
let servers: string[] = [];
/** A UDP socket that reads queries and never answers: a DNS server that has gone away. */
let silent: Socket;

beforeAll(async () => {
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  servers = [`127.0.0.1:${addresses.udp?.port ?? 0}`];
  silent = createSocket('udp4');
  await new Promise<void>((resolve) => silent.bind(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await server.close();
  silent.close();
});

describe('lookupTxt', () => {
  it('answers every TXT record of the name, each as the strings DNS sent', async () => {
    const answer = await lookupTxt('_wallboard-challenge.example.test', { servers, timeoutMs: 2000 });
    expect(answer).toEqual({ kind: 'records', records: [['v=spf1 -all'], ['wallboard-domain-', 'verification=abc']] });
  });

  it('answers none for a name that does not exist or has no TXT record', async () => {
    expect(await lookupTxt('_wallboard-challenge.nowhere.test', { servers, timeoutMs: 2000 })).toEqual({
      kind: 'none',
    });
    expect(await lookupTxt('empty.example.test', { servers, timeoutMs: 2000 })).toEqual({ kind: 'none' });
  });

  it('gives up on a server that does not answer within the time, without throwing', async () => {
    const port = (silent.address() as AddressInfo).port;
    const started = Date.now();
    const answer = await lookupTxt('_wallboard-challenge.example.test', {
      servers: [`127.0.0.1:${port}`],
      timeoutMs: 600,
    });
    expect(answer.kind).toBe('failed');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('fails, without throwing, on a malformed server list', async () => {
    const answer = await lookupTxt('example.test', { servers: ['not a server:x'], timeoutMs: 500 });
    expect(answer.kind).toBe('failed');
  });
});
