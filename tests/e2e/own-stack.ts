import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { waitFor } from '../../scripts/local/ports.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** tsx's loader, so the stack runs as `node --import tsx` in one process group with its emulators. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
/** The last characters of the stack's output kept for a failure's message. */
const TAIL = 4000;

/**
 * A local stack of a spec's own (`scripts/local/stack.ts --port P --data DIR`), apart from the
 * suite's: a process group of its own (`detached`), so `kill()` ends the gateway, DynamoDB
 * Local's JVM and s3rver at once, as a crash or a power cut would. The suite's stack is never
 * touched.
 */
export class OwnStack {
  private child: ChildProcess | null = null;
  private output = '';

  constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {}

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  /** What the stack printed lately (stdout and stderr), for a failure's message. */
  get printed(): string {
    return this.output;
  }

  /** Starts the stack and resolves when it answers `serverConfig.json`; answers that moment (ms). */
  async start(timeoutMs = 180_000): Promise<number> {
    if (this.child) throw new Error('the stack is running already');
    const child = spawn(
      process.execPath,
      ['--import', TSX_LOADER, 'scripts/local/stack.ts', '--port', String(this.port), '--data', this.dataDir],
      { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, WALLBOARD_QUIET: '1' } },
    );
    this.child = child;
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-TAIL));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    try {
      await waitFor(
        `the stack on port ${this.port}`,
        async () => {
          if (child.exitCode !== null) throw new Error(`the stack exited (${child.exitCode}): ${this.output}`);
          const response = await fetch(`${this.url}/serverConfig.json`);
          if (!response.ok) throw new Error(`serverConfig.json: ${response.status}`);
        },
        timeoutMs,
      );
    } catch (error) {
      throw new Error(`${String(error)}\n${this.output}`, { cause: error });
    }
    return Date.now();
  }

  /** SIGKILL to the whole process group (gateway, JVM, s3rver): no shutdown, no goodbye to any socket. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child?.pid) return;
    const exited = new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) done();
      else child.once('exit', () => done());
    });
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group is gone already.
    }
    await exited;
    // The port is free once nothing of the group listens any more.
    await waitFor(`port ${this.port} freed`, async () => {
      const answered = await fetch(`${this.url}/serverConfig.json`).then(
        () => true,
        () => false,
      );
      if (answered) throw new Error('still answering');
    });
  }
}
