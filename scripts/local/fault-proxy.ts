import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dynamoShape, s3Shape } from './call-shapes.js';
import { generator } from './demo-databases.js';

/**
 * A proxy between the handlers and an emulator that injects the faults storage gives on AWS: a
 * throttle (DynamoDB's ThrottlingException, S3's SlowDown), a 500, a reset after the request was
 * forwarded (the write landed, its answer is lost, the SDK retries it) and a delay. Off until a plan is set; the plan is set over HTTP (`PUT /__faults`), so a
 * test in another process switches it per test. Deterministic for a given seed.
 */
export const FAULT_KINDS = ['throttle', 'error', 'reset-after-forward', 'delay'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultPlan {
  /** The share of requests that meet a fault, 0 to 1. */
  rate: number;
  /** The faults drawn from, each as likely. */
  kinds: readonly FaultKind[];
  /** The seed of the draws (the same seed, the same faults for the same requests in order). */
  seed?: number;
  /** How long a `delay` holds a request. */
  delayMs?: number;
  /** At most this many faults, then none (unset: no end). */
  count?: number;
  /**
   * Only requests that name one of these meet faults: a DynamoDB operation (`PutItem`,
   * `TransactWriteItems`), or part of an S3 request's method and path (`PUT `, `latest.json`).
   * Unset: every request.
   */
  targets?: readonly string[];
  /** The first this many matching requests pass untouched (unset: none). */
  after?: number;
}

export interface FaultStats {
  requests: number;
  faults: Record<FaultKind, number>;
  /** The shapes of the calls passed on since the proxy started or they were last taken (call-shapes.ts), sorted. */
  shapes: string[];
}

export interface FaultProxy {
  endpoint: string;
  setPlan(plan: FaultPlan): void;
  stats(): FaultStats;
  stop(): Promise<void>;
}

/** The control path: no bucket may be named so, and no DynamoDB call goes there. */
export const FAULT_CONTROL_PATH = '/__faults';

const OFF: FaultPlan = { rate: 0, kinds: [] };

function refusal(
  service: 'dynamodb' | 's3',
  kind: 'throttle' | 'error',
): { status: number; type: string; body: string } {
  if (service === 'dynamodb') {
    const type = kind === 'throttle' ? 'ThrottlingException' : 'InternalServerError';
    return {
      status: kind === 'throttle' ? 400 : 500,
      type: 'application/x-amz-json-1.0',
      body: JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message: 'injected fault' }),
    };
  }
  const code = kind === 'throttle' ? 'SlowDown' : 'InternalError';
  return {
    status: kind === 'throttle' ? 503 : 500,
    type: 'application/xml',
    body: `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>injected fault</Message></Error>`,
  };
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts a proxy in front of `target` (an emulator's endpoint) for `service`. */
export async function startFaultProxy(target: string, service: 'dynamodb' | 's3'): Promise<FaultProxy> {
  const upstream = new URL(target);
  let plan = OFF;
  let draw = generator(0);
  /** Faults injected under the current plan, and requests it matched. */
  let injected = 0;
  let matched = 0;
  const stats: Omit<FaultStats, 'shapes'> = {
    requests: 0,
    faults: { throttle: 0, error: 0, 'reset-after-forward': 0, delay: 0 },
  };
  const shapes = new Set<string>();
  const statsNow = (): FaultStats => ({ ...structuredClone(stats), shapes: [...shapes].sort() });

  const pass = (
    request: IncomingMessage,
    body: Buffer,
  ): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> =>
    new Promise((resolve, reject) => {
      const out = forward(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: request.method,
          path: request.url,
          headers: request.headers,
        },
        (answer) => {
          bodyOf(answer).then(
            (payload) => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: payload }),
            reject,
          );
        },
      );
      out.on('error', reject);
      out.end(body);
    });

  const control = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method === 'PUT') {
      const asked = JSON.parse((await bodyOf(request)).toString('utf8')) as FaultPlan;
      setPlan(asked);
    }
    const answer = { plan, stats: statsNow() };
    // DELETE takes the shapes: the next answer lists only those sent after it.
    if (request.method === 'DELETE') shapes.clear();
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  };

  function setPlan(next: FaultPlan): void {
    const kinds = next.kinds.filter((kind) => (FAULT_KINDS as readonly string[]).includes(kind));
    plan = { ...next, rate: Math.min(1, Math.max(0, next.rate)), kinds };
    draw = generator(next.seed ?? 1);
    injected = 0;
    matched = 0;
  }

  /** What a request is, for a plan's `targets`: its DynamoDB operation, or its S3 method and path. */
  function described(request: IncomingMessage): string {
    if (service === 'dynamodb')
      return (
        String(request.headers['x-amz-target'] ?? '')
          .split('.')
          .pop() ?? ''
      );
    return `${request.method ?? ''} ${request.url ?? ''}`;
  }

  function matches(request: IncomingMessage): boolean {
    if (plan.kinds.length === 0) return false;
    const what = described(request);
    if (plan.targets && !plan.targets.some((target) => what === target || what.includes(target))) return false;
    matched++;
    return matched > (plan.after ?? 0);
  }

  const server = createServer((request, response) => {
    void (async () => {
      if (request.url === FAULT_CONTROL_PATH) return control(request, response);
      const body = await bodyOf(request);
      stats.requests++;
      shapes.add(
        service === 'dynamodb'
          ? dynamoShape(String(request.headers['x-amz-target'] ?? ''), body)
          : s3Shape(request.method, request.url, request.headers),
      );
      const due = matches(request) && (plan.count === undefined || injected < plan.count) && draw() < plan.rate;
      const kind = due ? plan.kinds[Math.floor(draw() * plan.kinds.length)] : undefined;
      if (kind) {
        stats.faults[kind]++;
        injected++;
      }
      if (kind === 'throttle' || kind === 'error') {
        const { status, type, body: text } = refusal(service, kind);
        response.writeHead(status, { 'content-type': type });
        response.end(text);
        return;
      }
      if (kind === 'delay') await new Promise((resolve) => setTimeout(resolve, plan.delayMs ?? 300));
      const answer = await pass(request, body);
      // The request reached the emulator; its answer never reaches the caller.
      if (kind === 'reset-after-forward') {
        request.socket.destroy();
        return;
      }
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    })().catch(() => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    setPlan,
    stats: statsNow,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
