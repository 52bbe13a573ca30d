import { createSocket } from 'node:dgram';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../scripts/local/stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { url: string; env: Record<string, string> };
  }
}

/** Starts the whole local stack once for the integration suite, on the chosen emulator. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulator = process.env.WALLBOARD_EMULATOR === 'moto' ? 'moto' : 'local';
  process.env.WALLBOARD_QUIET ??= '1';
  // SSO domain proofs look their TXT records up on a DNS server a test starts on this port
  // (helpers/txt-dns.ts); files run one at a time, so one port serves them all.
  process.env.SSO_DNS_SERVERS = `127.0.0.1:${await freeUdpPort()}`;
  const stack = await startLocalStack({ port: 0, emulator, handlers: 'source', fixtures: true, faults: true });
  const env: Record<string, string> = {};
  for (const name of [
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
  ]) {
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
  project.provide('stack', { url: stack.url, env });
  return () => stack.stop();
}

/** A UDP port of loopback that nothing uses now. */
async function freeUdpPort(): Promise<number> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}
