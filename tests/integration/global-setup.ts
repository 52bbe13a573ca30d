import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { isStackMessage, STOP, stackPath, type StackInfo } from './stacks.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where a test worker asks for its slot's stack (helpers/stack.ts), and how many slots there are. */
    stacks: { broker: string; slots: number };
  }
}

/** tsx's loader: each stack runs from its TypeScript sources under tsx, as `npm start` runs it. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const STACK_PROCESS = fileURLToPath(new URL('./stack-process.ts', import.meta.url));
/** How long a stack may take to stop before its process is killed. */
const STOP_TIMEOUT_MS = 30_000;

interface RunningStack {
  info: StackInfo;
  stop(): Promise<void>;
}

/**
 * The integration suite's stacks, on the chosen emulator: one per worker slot (vitest's
 * `maxWorkers` for this project, vitest.config.ts), each in a process of its own with its own
 * emulators, fault proxies, s3rver folder and SSO DNS port, so files of two slots that run at once
 * never meet. The first slot's stack starts here; the others when their slot's first file asks
 * for them (helpers/stack.ts), so a run of one file starts one stack.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  process.env.WALLBOARD_QUIET ??= '1';
  const slots = project.config.maxWorkers;
  const stacks = new Map<number, Promise<RunningStack>>();
  const stackOf = (slot: number): Promise<RunningStack> => {
    let stack = stacks.get(slot);
    if (!stack) {
      stack = startStack(slot);
      stacks.set(slot, stack);
    }
    return stack;
  };
  const stopAll = () =>
    Promise.all(
      [...stacks.values()].map((stack) =>
        stack.then(
          (running) => running.stop(),
          () => undefined,
        ),
      ),
    );
  // A stack that cannot start fails the run here, before any file.
  try {
    await stackOf(1);
  } catch (error) {
    await stopAll();
    throw error;
  }
  const broker = createServer((request, response) => {
    const slot = Number(/^\/stacks\/(\d+)$/.exec(request.url ?? '')?.[1]);
    if (request.url !== stackPath(slot) || slot < 1 || slot > slots) {
      response.writeHead(404).end(`no stack for ${request.url ?? ''}: the suite has ${slots} worker slots`);
      return;
    }
    stackOf(slot).then(
      ({ info }) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(info)),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  const { port } = broker.address() as AddressInfo;
  project.provide('stacks', { broker: `http://127.0.0.1:${port}`, slots });
  return async () => {
    broker.close();
    await stopAll();
  };
}

/** Forks the stack of `slot` and resolves once it serves. */
function startStack(slot: number): Promise<RunningStack> {
  const child = fork(STACK_PROCESS, [], {
    execArgv: ['--import', TSX_LOADER],
    env: { ...process.env, WALLBOARD_QUIET: process.env.WALLBOARD_QUIET ?? '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<RunningStack>((resolve, reject) => {
    const exited = (code: number | null, signal: NodeJS.Signals | null) =>
      reject(new Error(`the stack of worker slot ${slot} ended (${signal ?? code}) before it served`));
    child.once('exit', exited);
    child.once('error', reject);
    child.once('message', (message: unknown) => {
      child.off('exit', exited);
      if (!isStackMessage(message)) reject(new Error(`the stack of worker slot ${slot} sent ${String(message)}`));
      else if (message.kind === 'failed')
        reject(new Error(`the stack of worker slot ${slot} failed: ${message.error}`));
      else resolve({ info: message.stack, stop: () => stopStack(child) });
    });
  });
}

/** Asks a stack process to stop, and kills it if it has not ended in time. */
function stopStack(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    if (child.connected) child.send(STOP);
    else child.kill('SIGTERM');
  });
}
