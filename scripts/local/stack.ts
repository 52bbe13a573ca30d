import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { WS_ENDPOINT_ENV } from '../../infra/resources.js';
import { DEV_SAMPLE_PATH } from '../../shared/protocol/routes.js';
import { baseS3 } from '../../functions/lib/clients.js';
import { env } from '../../functions/lib/env.js';
import { FAULT_CONTROL_PATH, startFaultProxy } from './fault-proxy.js';
import { abortStaleUploads, type OpenUploadStore } from './open-uploads.js';
import { startDynamoDbLocal, startMoto, startS3rver, type Emulator } from './emulators.js';
import { startGateway, type Gateway, type GatewayOptions } from './gateway.js';
import { DEMO_READER, seedDemoDatabases } from './demo-databases.js';
import { privateKeyFile, publicKeyEntry } from '../license/sign.js';
import { seedDemoWorksheet } from './demo-worksheet.js';
import { startDemoIdp } from './demo-idp.js';
import { DEMO_SSO, seedDemoSso } from './demo-sso.js';
import { createResources } from './resources.js';
import { DEMO_ADMIN, seed, TEAM_MEMBER, TEAM_MEMBER_NAME } from './seed.js';
import { startWorksheetTimer } from './worksheet-timer.js';

/**
 * The whole local stack: emulators (DynamoDB Local + s3rver, or moto_server for both), the
 * tables and buckets of infra/resources.ts, the demo seed, the gateway on one port, and the
 * worksheets' schedule timer (worksheet-timer.ts, EventBridge Scheduler's stand-in).
 * Handlers run in this process and reach the emulators through AWS_ENDPOINT_URL_*.
 */
export interface LocalStackOptions {
  port: number;
  /**
   * `local`: DynamoDB Local + s3rver; `moto`: moto_server for every service; `localstack`: an
   * emulator already running at `endpoint` (LocalStack), for every service; nothing is started.
   */
  emulator: 'local' | 'moto' | 'localstack';
  /** With `localstack`: its endpoint, e.g. `http://localhost:4566`. */
  endpoint?: string;
  /** Keep data under this folder across restarts; without it everything is temporary. */
  dataDir?: string;
  webDist?: string;
  /** See GatewayOptions. */
  compressAhead?: boolean;
  handlers: GatewayOptions['handlers'];
  fixtures: boolean;
  /**
   * Put a fault proxy (fault-proxy.ts) between the handlers and each emulator, off until a plan
   * is set through `faultControls`. The test suites use it; `npm start` does not.
   */
  faults?: boolean;
}

export interface LocalStack {
  url: string;
  gateway: Gateway;
  outboxFile: string;
  /** The demo identity provider's issuer (demo-idp.ts). */
  idpIssuer: string;
  /** The emulators' own endpoints (the handlers reach them through the fault proxies, if any). */
  emulatorEndpoints: { dynamodb: string; s3: string };
  /** Where s3rver keeps its buckets (with the `local` emulator). */
  s3Dir?: string;
  /** Where each fault proxy takes its plan (`PUT`, fault-proxy.ts), with `faults` set. */
  faultControls?: { dynamodb: string; s3: string };
  stop(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '../..');
/** The database servers of this machine that connections of the local stack may reach. */
const LOCAL_DATABASES = ['127.0.0.1:5432', '127.0.0.1:3306', 'localhost:5432', 'localhost:3306'];
/** How often the stack aborts uploads left open past a day (open-uploads.ts). */
const UPLOAD_SWEEP_MS = 3600 * 1000;
/** Nothing listens on port 1: a connection there is refused at once. */
const CLOSED_PORT = '127.0.0.1:1';

function pointSdkAt(endpoints: { dynamodb: string; s3: string }, gatewayPort: number, outboxFile: string): void {
  Object.assign(process.env, {
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
    // s3rver accepts only its own default key; the other emulators accept any.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    S3_FORCE_PATH_STYLE: '1',
    [WS_ENDPOINT_ENV]: `http://127.0.0.1:${gatewayPort}`,
    SMS_SENDER: 'outbox',
    // Tenant switching and invitations are shown locally (docs/tenants.md).
    TENANT_FEATURE: '1',
    MAIL_SENDER: 'outbox',
    OUTBOX_FILE: outboxFile,
  });
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const scratch = options.dataDir ? resolve(options.dataDir) : mkdtempSync(join(tmpdir(), 'wallboard-'));
  mkdirSync(scratch, { recursive: true });
  const emulators: Emulator[] = [];
  const stopEmulators = async () => {
    for (const emulator of emulators.reverse()) await emulator.stop();
  };
  try {
    let endpoints: { dynamodb: string; s3: string };
    if (options.emulator === 'localstack') {
      if (!options.endpoint) throw new Error('the localstack emulator needs an endpoint');
      endpoints = { dynamodb: options.endpoint, s3: options.endpoint };
    } else if (options.emulator === 'moto') {
      const moto = await startMoto();
      emulators.push(moto);
      endpoints = { dynamodb: moto.endpoint, s3: moto.endpoint };
    } else {
      // Both start side by side (each is a process of its own: a JVM, and s3rver's node).
      const started = await Promise.allSettled([
        startDynamoDbLocal({ dataDir: options.dataDir ? join(scratch, 'dynamodb') : undefined }),
        startS3rver({ dir: join(scratch, 's3') }),
      ]);
      for (const result of started) if (result.status === 'fulfilled') emulators.push(result.value);
      const [dynamo, s3] = started;
      if (dynamo.status === 'rejected') throw dynamo.reason;
      if (s3.status === 'rejected') throw s3.reason;
      endpoints = { dynamodb: dynamo.value.endpoint, s3: s3.value.endpoint };
    }
    const outboxFile = join(scratch, 'outbox.jsonl');
    const proxies = options.faults
      ? await Promise.all([startFaultProxy(endpoints.dynamodb, 'dynamodb'), startFaultProxy(endpoints.s3, 's3')])
      : [];
    for (const proxy of proxies) emulators.push({ name: 'fault proxy', endpoint: proxy.endpoint, stop: proxy.stop });
    const [dynamoProxy, s3Proxy] = proxies;
    const handlerEndpoints =
      dynamoProxy && s3Proxy ? { dynamodb: dynamoProxy.endpoint, s3: s3Proxy.endpoint } : endpoints;
    pointSdkAt(handlerEndpoints, options.port, outboxFile);
    // The test suites (fixtures) sign up hundreds of users from loopback; their tests of the
    // per-address limits name another address. `npm start` keeps every limit, loopback included.
    if (options.fixtures) process.env.RATE_LIMIT_EXEMPT_ADDRESSES = '127.0.0.1,::1,::ffff:127.0.0.1';
    // Connection secrets are sealed under a key file kept with the data (crypto/secret-box.ts);
    // the machine's own PostgreSQL and MariaDB are the private addresses connections may reach.
    process.env.CONNECTION_SECRETS_KEY_FILE = join(scratch, 'connection-secrets.key');
    // The suites also reach a closed port: the engines' connection failures are proven on it.
    process.env.DATASOURCE_ALLOW_HOSTS = [...LOCAL_DATABASES, ...(options.fixtures ? [CLOSED_PORT] : [])].join(',');
    await createResources();
    await seed({ fixtures: options.fixtures });
    if (!options.fixtures) {
      await seedDemoDatabases();
      await seedDemoWorksheet();
    }
    // Licences: the stack's own dev key (kept with its data), trusted as `dev`; tests and the demo
    // get licences from the gateway's dev endpoint (docs/licensing.md).
    const licenceKey = { kid: 'dev', key: privateKeyFile(join(scratch, 'licence-dev.pem')) };
    process.env.LICENSE_PUBLIC_KEYS = publicKeyEntry(licenceKey.kid, licenceKey.key);
    const gateway = await startGateway({
      port: options.port,
      webDist: options.webDist,
      compressAhead: options.compressAhead,
      handlers: options.handlers,
      outboxFile,
      licenceKey,
      trustViewerAddress: options.fixtures,
    });
    // The management endpoint names the gateway's real port (it may have been 0).
    process.env[WS_ENDPOINT_ENV] = `http://127.0.0.1:${gateway.port}`;
    // The data proxy refuses private addresses; the local sample API is the one exception: its
    // path prefix only, never the gateway's other routes (the dev outbox, /rpc/*).
    process.env.PROXY_ALLOW_HOSTS = ['127.0.0.1', 'localhost']
      .map((host) => `${host}:${gateway.port}${DEV_SAMPLE_PATH}/`)
      .join(',');
    process.env.ALLOWED_ORIGINS = `http://localhost:${gateway.port},http://127.0.0.1:${gateway.port}`;
    // Links in mails (invitations) point at the app the gateway serves.
    process.env.APP_ORIGIN = `http://localhost:${gateway.port}`;
    // Single sign-on: a real OpenID provider of its own, the one private address SSO may reach
    // (docs/sso.md). The demo workspace signs in through it; tests configure their tenants with it.
    const idp = await startDemoIdp({
      appOrigins: [`http://localhost:${gateway.port}`, `http://127.0.0.1:${gateway.port}`],
    });
    Object.assign(process.env, {
      SSO_ALLOW_HOSTS: new URL(idp.issuer).host,
      DEMO_IDP_ISSUER: idp.issuer,
      DEMO_IDP_CLIENT_ID: idp.clientId,
      DEMO_IDP_CLIENT_SECRET: idp.clientSecret,
    });
    if (!options.fixtures) await seedDemoSso(idp);
    const worksheetTimer = startWorksheetTimer();
    const uploadStore: OpenUploadStore =
      options.emulator === 'local' ? { kind: 's3rver', dir: join(scratch, 's3') } : { kind: 's3', client: baseS3() };
    const sweepUploads = () =>
      abortStaleUploads(uploadStore, env.assetsBucket(), Date.now()).catch((error: unknown) =>
        console.error('open upload sweep failed', error),
      );
    void sweepUploads();
    const uploadSweep = setInterval(() => void sweepUploads(), UPLOAD_SWEEP_MS);
    uploadSweep.unref();
    return {
      url: gateway.url,
      gateway,
      outboxFile,
      idpIssuer: idp.issuer,
      emulatorEndpoints: endpoints,
      ...(uploadStore.kind === 's3rver' ? { s3Dir: uploadStore.dir } : {}),
      ...(dynamoProxy && s3Proxy
        ? {
            faultControls: {
              dynamodb: `${dynamoProxy.endpoint}${FAULT_CONTROL_PATH}`,
              s3: `${s3Proxy.endpoint}${FAULT_CONTROL_PATH}`,
            },
          }
        : {}),
      stop: async () => {
        clearInterval(uploadSweep);
        worksheetTimer.stop();
        await idp.stop();
        await gateway.close();
        await stopEmulators();
        if (!options.dataDir) rmSync(scratch, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopEmulators();
    throw error;
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '8787' },
      ephemeral: { type: 'boolean', default: false },
      moto: { type: 'boolean', default: false },
      bundles: { type: 'string' },
      data: { type: 'string', default: join(ROOT, '.data') },
    },
  });
  const stack = await startLocalStack({
    port: Number(values.port),
    emulator: values.moto ? 'moto' : 'local',
    dataDir: values.ephemeral ? undefined : values.data,
    webDist: join(ROOT, 'web', 'dist'),
    compressAhead: true,
    handlers: values.bundles ? { bundleDir: resolve(values.bundles) } : 'source',
    fixtures: values.ephemeral,
  });
  console.log(`\nWallboard is running at ${stack.url}`);
  console.log(`Demo login: account "${DEMO_ADMIN.account}", password "${DEMO_ADMIN.password}" (administrator)`);
  console.log(
    `Demo member: account "${TEAM_MEMBER.account}", password "${TEAM_MEMBER.password}" (${TEAM_MEMBER_NAME}, to share screens with)`,
  );
  console.log(
    `Demo single sign-on: ${stack.url}/sso, workspace code "${DEMO_SSO.code}" (any login at the demo provider ${stack.idpIssuer})`,
  );
  console.log(`Demo databases (where they run): user "${DEMO_READER.username}", password "${DEMO_READER.password}"`);
  console.log(values.ephemeral ? 'Data is temporary (--ephemeral).' : `Data is kept in ${values.data}.`);
  console.log('Press Ctrl-C to stop.\n');
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Wallboard…`);
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
