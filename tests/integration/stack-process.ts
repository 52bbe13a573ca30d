import { createSocket } from 'node:dgram';
import { startLocalStack } from '../../scripts/local/stack.js';
import { STOP, type StackInfo, type StackMessage } from './stacks.js';

/**
 * One local stack of the integration suite, in a process of its own: global-setup.ts forks one
 * per worker slot. The handlers read their settings from process.env and keep their AWS clients
 * per process, so two stacks cannot share a process. The stack's URL and the environment its test
 * worker needs go to the suite through IPC; the stack stops on STOP, or when the suite's process
 * goes away.
 */
const ENV_FOR_WORKERS = [
  'AWS_REGION',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_ENDPOINT_URL_DYNAMODB',
  'AWS_ENDPOINT_URL_S3',
  'S3_FORCE_PATH_STYLE',
  'WS_MANAGEMENT_ENDPOINT',
  'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED',
  'DEMO_IDP_ISSUER',
  'DEMO_IDP_CLIENT_ID',
  'DEMO_IDP_CLIENT_SECRET',
  'SSO_DNS_SERVERS',
];

function send(message: StackMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) resolve();
    else process.send(message, undefined, {}, () => resolve());
  });
}

/** A UDP port of loopback that nothing uses now. */
async function freeUdpPort(): Promise<number> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}

async function main(): Promise<void> {
  // The end is asked for by STOP, a signal, or the suite's process going away; asked while the
  // stack is still starting, it stops as soon as it has started.
  const endAsked = new Promise<void>((resolve) => {
    process.on('message', (message) => {
      if (message === STOP) resolve();
    });
    process.on('disconnect', () => resolve());
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => resolve());
  });

  // WALLBOARD_EMULATOR: `moto` (npm run test:moto), `localstack` (npm run test:localstack, at
  // LOCALSTACK_ENDPOINT), else DynamoDB Local + s3rver.
  const chosen = process.env.WALLBOARD_EMULATOR;
  const emulator = chosen === 'moto' || chosen === 'localstack' ? chosen : 'local';
  const endpoint = process.env.LOCALSTACK_ENDPOINT;
  if (emulator === 'localstack' && !endpoint)
    throw new Error('WALLBOARD_EMULATOR=localstack needs LOCALSTACK_ENDPOINT');
  // SSO domain proofs look their TXT records up on a DNS server a test starts on this port
  // (helpers/txt-dns.ts); each stack has its own, so files of two slots never share one.
  process.env.SSO_DNS_SERVERS = `127.0.0.1:${await freeUdpPort()}`;
  const stack = await startLocalStack({
    port: 0,
    emulator,
    ...(endpoint ? { endpoint } : {}),
    handlers: 'source',
    fixtures: true,
    faults: true,
  });
  void endAsked
    .then(() => stack.stop())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('the stack did not stop cleanly', error);
        process.exit(1);
      },
    );

  const env: Record<string, string> = {};
  for (const name of ENV_FOR_WORKERS) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  // Test workers read and write the store directly; the handlers go through the fault proxies,
  // which a test switches through their control URLs (helpers/faults.ts).
  env.AWS_ENDPOINT_URL_DYNAMODB = stack.emulatorEndpoints.dynamodb;
  env.AWS_ENDPOINT_URL_S3 = stack.emulatorEndpoints.s3;
  if (stack.s3Dir) env.LOCAL_S3_DIR = stack.s3Dir;
  if (stack.faultControls) {
    env.FAULTS_DYNAMODB_URL = stack.faultControls.dynamodb;
    env.FAULTS_S3_URL = stack.faultControls.s3;
  }
  const info: StackInfo = { url: stack.url, env };
  await send({ kind: 'ready', stack: info });
}

main().catch(async (error: unknown) => {
  await send({ kind: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
