import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The moto run's plan (tests/integration/moto-plan.json): which integration files run against
 * moto_server so that every shape of storage call the handlers send (scripts/local/call-shapes.ts)
 * is proven on a second emulator, without a second pass of every business rule.
 *
 *   tsx scripts/moto-plan.ts write <run.jsonl>…   the plan from recorded runs of the whole suite
 *   tsx scripts/moto-plan.ts extra <run.jsonl> <out.json>   the files of a run that sent a shape the
 *                                                   plan does not hold, for the moto run to add
 *   tsx scripts/moto-plan.ts check-moto <run.jsonl>    the moto run sent every shape the plan needs
 *
 * A run is what the integration suite records with WALLBOARD_SHAPES_OUT set: a JSON line per
 * file with its seconds and shapes. A shape a file sent in every run given is stable, and the plan
 * needs it; one sent in some runs only (a timer's, a retry's) is listed as unstable and not
 * needed. The files are chosen greedily: most needed shapes not yet covered per second first.
 * A shape no recorded run sent (new code, or a rare path) is not lost: `npm test` lists the files
 * of its integration run that sent one, and `npm run test:moto` runs them too.
 */
export interface MotoPlan {
  files: string[];
  shapes: string[];
  unstable: string[];
}

interface FileRecord {
  file: string;
  seconds: number;
  shapes: string[];
}

export const PLAN_PATH = fileURLToPath(new URL('../tests/integration/moto-plan.json', import.meta.url));

function readRun(path: string): FileRecord[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as FileRecord);
}

/** The plan from recorded runs: stable shapes per file, then a greedy cover of them by files. */
export function planOf(runs: readonly (readonly FileRecord[])[]): MotoPlan {
  const perFile = new Map<string, { seconds: number; shapes: Set<string> }>();
  const seen = new Set<string>();
  for (const [index, run] of runs.entries()) {
    const inRun = new Map(run.map((record) => [record.file, record]));
    for (const record of run) for (const shape of record.shapes) seen.add(shape);
    if (index === 0)
      for (const record of run) perFile.set(record.file, { seconds: record.seconds, shapes: new Set(record.shapes) });
    else
      for (const [file, entry] of perFile) {
        const again = inRun.get(file);
        entry.shapes = new Set(again ? [...entry.shapes].filter((shape) => again.shapes.includes(shape)) : []);
        entry.seconds = Math.max(entry.seconds, again?.seconds ?? 0);
      }
  }
  const needed = new Set([...perFile.values()].flatMap((entry) => [...entry.shapes]));
  const files: string[] = [];
  const uncovered = new Set(needed);
  while (uncovered.size > 0) {
    let best: { file: string; value: number } | undefined;
    for (const [file, entry] of perFile) {
      if (files.includes(file)) continue;
      const gained = [...entry.shapes].filter((shape) => uncovered.has(shape)).length;
      const value = gained / Math.max(1, entry.seconds);
      if (gained > 0 && (!best || value > best.value)) best = { file, value };
    }
    if (!best) break;
    files.push(best.file);
    for (const shape of perFile.get(best.file)?.shapes ?? []) uncovered.delete(shape);
  }
  return {
    files: files.sort(),
    shapes: [...needed].sort(),
    unstable: [...seen].filter((shape) => !needed.has(shape)).sort(),
  };
}

const readPlan = (): MotoPlan => JSON.parse(readFileSync(PLAN_PATH, 'utf8')) as MotoPlan;

/** The files of a run that sent a shape the plan neither needs nor lists, with those shapes. */
export function extraOf(plan: MotoPlan, run: readonly FileRecord[]): { files: string[]; shapes: string[] } {
  const known = new Set([...plan.shapes, ...plan.unstable]);
  const files = new Set<string>();
  const shapes = new Set<string>();
  for (const record of run)
    for (const shape of record.shapes)
      if (!known.has(shape)) {
        shapes.add(shape);
        if (!plan.files.includes(record.file)) files.add(record.file);
      }
  return { files: [...files].sort(), shapes: [...shapes].sort() };
}

function main(): number {
  const [mode, ...paths] = process.argv.slice(2);
  if (mode === 'write' && paths.length > 0) {
    const plan = planOf(paths.map(readRun));
    writeFileSync(PLAN_PATH, `${JSON.stringify(plan, null, 2)}\n`);
    console.log(
      `moto plan: ${plan.files.length} files prove ${plan.shapes.length} call shapes (${plan.unstable.length} unstable)`,
    );
    return 0;
  }
  const [run, out] = paths;
  if (mode === 'extra' && run && out) {
    const extra = extraOf(readPlan(), readRun(run));
    writeFileSync(out, `${JSON.stringify(extra, null, 2)}\n`);
    if (extra.shapes.length === 0) console.log('moto plan: every call shape of this run is planned');
    else
      console.log(
        `moto plan: ${extra.shapes.length} call shapes outside the plan; \`npm run test:moto\` adds ${extra.files.length} files for them (\`npm run moto:plan\` folds them in):\n  ${extra.shapes.join('\n  ')}`,
      );
    return 0;
  }
  if (mode === 'check-moto' && run) {
    const sent = new Set(readRun(run).flatMap((record) => record.shapes));
    const missing = readPlan().shapes.filter((shape) => !sent.has(shape));
    if (missing.length === 0) {
      console.log(`moto plan: ${sent.size} call shapes proven on moto`);
      return 0;
    }
    console.error(`✗ the moto run did not send these planned call shapes:\n  ${missing.join('\n  ')}`);
    return 1;
  }
  console.error(
    'usage: tsx scripts/moto-plan.ts write <run.jsonl>… | extra <run.jsonl> <out.json> | check-moto <run.jsonl>',
  );
  return 2;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main();
