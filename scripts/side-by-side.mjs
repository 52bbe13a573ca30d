// Commands run at once with their output held back: each prints one line when it ends (✓ or ✗,
// its title and seconds), and its whole output only when it failed. `npm test` and
// `npm run test:quick` run their type and lint gates this way, side by side on the cores.
import { spawn } from 'node:child_process';

/** Runs `command` quietly; answers whether it passed. */
export function runQuiet(title, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`${code === 0 ? '✓' : '✗'} ${title} (${seconds} s)`);
      if (code !== 0) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

/** Runs each lane at once; a lane's steps run one after another. Answers the titles that failed. */
export async function sideBySide(lanes) {
  const failed = [];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [title, command, args] of lane) if (!(await runQuiet(title, command, args))) failed.push(title);
    }),
  );
  return failed;
}
