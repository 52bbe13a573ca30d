import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function (name, file, line), largest first, in ms. */
export function selfTimes(profile: Profile): { where: string; ms: number }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.split('/').pop() ?? '';
    const where = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    totals.set(where, (totals.get(where) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].map(([where, ms]) => ({ where, ms })).sort((a, b) => b.ms - a.ms);
}

/**
 * Records the page's CPU profile from now until the returned function is called, which writes
 * `<dir>/<name>.cpuprofile` (open it in Chromium's DevTools) and prints the top self times.
 */
export async function recordCpuProfile(page: Page, dir: string, name: string): Promise<() => Promise<void>> {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  return async () => {
    const { profile } = (await session.send('Profiler.stop')) as unknown as { profile: Profile };
    await session.detach();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    const top = selfTimes(profile).slice(0, 20);
    console.log(`-- ${name}: top self times`);
    for (const { where, ms } of top) console.log(`${ms.toFixed(1).padStart(9)} ms  ${where}`);
  };
}
