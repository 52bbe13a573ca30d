import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string };
}

/** Wall time per trace event name on the renderer's main thread (complete events only, nested ones counted too), largest first. */
export function mainThreadTimes(events: TraceEvent[]): { name: string; ms: number; count: number }[] {
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const totals = new Map<string, { ms: number; count: number }>();
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined || !main || e.tid !== main.tid || e.pid !== main.pid) continue;
    const t = totals.get(e.name) ?? { ms: 0, count: 0 };
    t.ms += e.dur / 1000;
    t.count++;
    totals.set(e.name, t);
  }
  return [...totals].map(([name, t]) => ({ name, ...t })).sort((a, b) => b.ms - a.ms);
}

/** Records a Chromium timeline trace of the page until the returned function is called; writes it and prints where the main thread's time went. */
export async function recordTrace(
  browser: Browser,
  page: Page,
  dir: string,
  name: string,
): Promise<() => Promise<void>> {
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.invalidationTracking',
      'blink',
      'cc',
      'v8',
    ],
  });
  return async () => {
    const buffer = await browser.stopTracing();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${name}.trace.json`), buffer);
    const parsed = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    console.log(`-- ${name}: renderer main thread (inclusive, ms)`);
    for (const { name: event, ms, count } of mainThreadTimes(parsed.traceEvents).slice(0, 25))
      console.log(`${ms.toFixed(1).padStart(9)} ms ×${String(count).padStart(5)}  ${event}`);
  };
}
