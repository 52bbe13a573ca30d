import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';

export interface TraceEvent {
  name: string;
  ph: string;
  /** Microseconds. */
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string; data?: { requestId?: string; url?: string; documentLoaderURL?: string } };
}

/**
 * Wall time per trace event name on the renderer's main thread (complete events only, nested
 * ones counted too), largest first; only events starting within `window` (µs) when given.
 */
export function mainThreadTimes(
  events: TraceEvent[],
  window?: { from: number; to: number },
): { name: string; ms: number; count: number }[] {
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const totals = new Map<string, { ms: number; count: number }>();
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined || !main || e.tid !== main.tid || e.pid !== main.pid) continue;
    if (window && (e.ts < window.from || e.ts > window.to)) continue;
    const t = totals.get(e.name) ?? { ms: 0, count: 0 };
    t.ms += e.dur / 1000;
    t.count++;
    totals.set(e.name, t);
  }
  return [...totals].map(([name, t]) => ({ name, ...t })).sort((a, b) => b.ms - a.ms);
}

/**
 * What a page's largest contentful paint waited for, from its trace: each request started before
 * it (start and end in ms from the navigation's start, with the file), then the main thread's
 * busiest kinds of work in that span. The requests that end just before the LCP, and the script
 * evaluations between them, are its critical path.
 */
export function lcpPath(events: TraceEvent[]): string[] {
  const navigation = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL).at(-1);
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate').at(-1);
  if (!navigation || !lcp) return ['no navigation or LCP candidate in the trace'];
  const ms = (ts: number) => ((ts - navigation.ts) / 1000).toFixed(0).padStart(5);
  const requests = new Map<string, { url: string; start: number; end?: number }>();
  for (const e of events) {
    const id = e.args?.data?.requestId;
    if (!id) continue;
    if (e.name === 'ResourceSendRequest' && e.args?.data?.url) requests.set(id, { url: e.args.data.url, start: e.ts });
    if (e.name === 'ResourceFinish') {
      const request = requests.get(id);
      if (request) request.end = e.ts;
    }
  }
  const lines = [`LCP at ${ms(lcp.ts).trim()} ms after the navigation started; requests started before it:`];
  for (const request of [...requests.values()].filter((r) => r.start >= navigation.ts && r.start <= lcp.ts)) {
    const path = new URL(request.url).pathname;
    lines.push(
      `  ${ms(request.start)} – ${request.end === undefined ? '    …' : ms(request.end)} ms  ${path.length > 60 ? `…${path.slice(-59)}` : path}`,
    );
  }
  lines.push('main thread until the LCP (inclusive, ms):');
  for (const { name, ms: spent, count } of mainThreadTimes(events, { from: navigation.ts, to: lcp.ts }).slice(0, 10))
    lines.push(`${spent.toFixed(1).padStart(9)} ms ×${String(count).padStart(5)}  ${name}`);
  return lines;
}

/**
 * Records a Chromium timeline trace of the page until the returned function is called; writes it
 * and prints where the main thread's time went. The stop function answers the trace's events.
 */
export async function recordTrace(
  browser: Browser,
  page: Page,
  dir: string,
  name: string,
): Promise<() => Promise<TraceEvent[]>> {
  await browser.startTracing(page, {
    categories: [
      'loading',
      'blink.user_timing',
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
    return parsed.traceEvents;
  };
}
