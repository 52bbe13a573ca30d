import { parseArgs } from 'node:util';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { publishBarePage } from './bare-screen.js';
import { alternate, median, ratio, spread } from './baseline.js';
import { recordCpuProfile } from './cpu-profile.js';
import { recordTrace } from './trace-summary.js';
import {
  machineLine,
  openScene,
  register,
  rpc,
  run,
  screenWith,
  signedInPage,
  type BenchUser,
  type PlacedWidget,
} from './browser.js';

/**
 * `npm run bench:viewer`: the viewer (/dashboard-preview/{id}) in headless Chromium.
 *  1. Open: a 1920×1080 screen of 60 charts × 1,000 points (line, spline, area, column, bar,
 *     scatter) and 20 other widgets; time from navigation until every widget's
 *     `data-widget-state` is ready or empty (none loading), median of `--runs` loads. Target ≤ 2.5 s.
 *     Alternated with it (A B A B …), the yardstick: the same widgets drawn by a bare page
 *     (bare-viewer.ts: the product's chart option builders and Highcharts build, plain DOM, no
 *     React, Fluent or widget runtime) served by the same gateway from the published bucket;
 *     both medians and their ratio are printed. Target ≤ 1.3× the bare page.
 *  2. Heap: a screen of 50 widgets (charts, KPIs, rankings, gauges) bound to the local sample
 *     API, polled every second (25 distinct sources, two widgets on each); JS heap after a
 *     forced GC once warm, then every minute until `--minutes` have passed. Target growth ≤ 10 MB.
 * Options: --url to bench a running stack (web/dist must be built), --runs N, --minutes N,
 * --warmup S (seconds before the first heap reading), --skip-open, --skip-heap, --profile DIR
 * (CPU profiles of the last open of ours and of the bare page, with the top self times printed),
 * --trace DIR (timeline traces of both last opens instead, with the main thread's time per event printed), --share (open the screen
 * through an open link share, as a wall would, instead of the preview).
 */
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '5' },
    minutes: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '60' },
    'skip-open': { type: 'boolean', default: false },
    'skip-heap': { type: 'boolean', default: false },
    profile: { type: 'string' },
    trace: { type: 'string' },
    share: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const MINUTES = Number(values.minutes);
const WARMUP_SECONDS = Number(values.warmup);
const OPEN_TARGET_MS = 2500;
const RATIO_TARGET = 1.3;
const HEAP_TARGET_MB = 10;
const POINTS = 1000;

const CHART_TYPES = ['chart.line', 'chart.column', 'chart.area', 'chart.scatter', 'chart.spline', 'chart.bar'];
const OTHER_TYPES = [
  'kpi.number',
  'text.title',
  'clock',
  'table.scroll',
  'table.ranking',
  'decor.border',
  'chart.gauge',
  'decor.titlebar',
  'text.marquee',
  'media.icon',
];

/** Widgets on a grid of `cols` × rows over 1920×1080, in index order. */
function gridPlace(index: number, count: number, cols: number): PlacedWidget['layout'] {
  const rows = Math.ceil(count / cols);
  const w = 1920 / cols;
  const h = 1080 / rows;
  return {
    widgetId: `w${index}`,
    x: (index % cols) * w + 4,
    y: Math.floor(index / cols) * h + 4,
    w: w - 8,
    h: h - 8,
    z: index,
    rotation: 0,
  };
}

/** A thousand points of a slow wave with noise: `x` numeric (scatter reads it as x, the others as categories). */
function thousandPoints(seed: number): Array<{ x: number; y: number }> {
  return Array.from({ length: POINTS }, (_, i) => ({
    x: i,
    y: Math.round(500 + 300 * Math.sin((i + seed * 37) / 60) + ((i * 7919 + seed * 104_729) % 97)),
  }));
}

function openScreenWidgets(): PlacedWidget[] {
  const count = 80;
  return Array.from({ length: count }, (_, index) => {
    const chart = index < 60;
    const type = chart ? CHART_TYPES[index % CHART_TYPES.length]! : OTHER_TYPES[index % OTHER_TYPES.length]!;
    const data = chart
      ? { source: 'static', static: thousandPoints(index), mapping: { category: 'x', series: ['y'] } }
      : undefined;
    return {
      widget: { id: `w${index}`, type, attr: { globeStyle: { name: `${type} ${index}` } }, ...(data ? { data } : {}) },
      layout: gridPlace(index, count, 10),
    };
  });
}

const HEAP_TYPES = [
  {
    type: 'chart.line',
    path: 'sales',
    mapping: { path: 'result.list', category: 'month', series: ['online', 'store'] },
  },
  {
    type: 'chart.column',
    path: 'sales',
    mapping: { path: 'result.list', category: 'month', series: ['online', 'store'] },
  },
  { type: 'kpi.number', path: 'sales', mapping: { path: 'result.list', value: 'online' } },
  { type: 'chart.pie', path: 'sales', mapping: { path: 'result.list', category: 'month', value: 'online' } },
  { type: 'table.ranking', path: 'sales', mapping: { path: 'result.list', category: 'month', value: 'store' } },
  { type: 'chart.gauge', path: 'sales', mapping: { path: 'result.list', value: 'store' } },
  { type: 'chart.area', path: 'sales', mapping: { path: 'result.list', category: 'month', series: ['online'] } },
  { type: 'chart.bar', path: 'sales', mapping: { path: 'result.list', category: 'month', series: ['store'] } },
  { type: 'table.scroll', path: 'sales', mapping: { path: 'result.list' } },
  {
    type: 'chart.spline',
    path: 'sales',
    mapping: { path: 'result.list', category: 'month', series: ['online', 'store'] },
  },
];

function heapScreenWidgets(url: string): PlacedWidget[] {
  const count = 50;
  return Array.from({ length: count }, (_, index) => {
    const kind = HEAP_TYPES[index % HEAP_TYPES.length]!;
    // Two widgets on each of 25 sources: the hub shares a request between them.
    const source = Math.floor(index / 2);
    const http = { url: `${url}/__dev/sample/${kind.path}?source=${source}`, interval: 1, ttl: 0 };
    return {
      widget: {
        id: `w${index}`,
        type: kind.type,
        attr: { globeStyle: { name: `${kind.type} ${index}` } },
        data: { source: 'http', http, mapping: kind.mapping },
      },
      layout: gridPlace(index, count, 10),
    };
  });
}

/**
 * Whether every one of at least `count` widgets has painted (ready, empty, stale or error; none
 * loading). Runs in the page: a function, not a string, which the pages' CSP (no eval) refuses.
 */
const allPainted = (count: number): boolean => {
  const states = [...document.querySelectorAll('[data-widget-state]')].map((element) =>
    element.getAttribute('data-widget-state'),
  );
  return states.length >= count && !states.includes('loading');
};

async function timeToPainted(
  page: Page,
  url: string,
  count: number,
): Promise<{ wall: number; page: number; states: Record<string, number> }> {
  const t0 = Date.now();
  await page.goto(url);
  await page.waitForFunction(allPainted, count, { timeout: 60_000, polling: 'raf' });
  const wall = Date.now() - t0;
  const inPage = await page.evaluate<number>('performance.now()');
  const states = await page.evaluate<Record<string, number>>(
    `[...document.querySelectorAll('[data-widget-state]')].reduce((n, e) => (n[e.getAttribute('data-widget-state')] = (n[e.getAttribute('data-widget-state')] ?? 0) + 1, n), {})`,
  );
  return { wall, page: inPage, states };
}

/** Used JS heap after a forced garbage collection, bytes, and the page's DOM node count. */
async function heapAfterGc(cdp: CDPSession): Promise<{ used: number; nodes: number; listeners: number }> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
  return { used: usedSize, nodes: counters.nodes, listeners: counters.jsEventListeners };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function benchOpen(
  page: Page,
  base: string,
  screen: string,
  widgets: readonly PlacedWidget[],
  user: BenchUser,
  browser: Browser,
): Promise<string[]> {
  let target = `${base}/dashboard-preview/${screen}`;
  if (values.share) {
    await rpc(base, 'v1/screen/version_add', { auth: user.auth, _id: screen, name: 'Bench' });
    const share = await rpc<{ token: string }>(base, 'v1/screen/link_share_add', { auth: user.auth, _id: screen });
    target = `${base}/screen-share/share/${share.token}`;
  }
  const bare = await publishBarePage(base, widgets);
  // The last load of each is recorded when asked: `open` (ours) and `open-bare`, side by side.
  const recorded = async (i: number, name: string) =>
    i !== RUNS - 1
      ? undefined
      : values.trace
        ? await recordTrace(browser, page, values.trace, name)
        : values.profile
          ? await recordCpuProfile(page, values.profile, name)
          : undefined;
  const load = async (i: number, url: string, name: string) => {
    const stop = await recorded(i, name);
    const painted = await timeToPainted(page, url, widgets.length);
    await stop?.();
    return painted;
  };
  const loads = await alternate(
    RUNS,
    (i) => load(i, target, 'open'),
    (i) => load(i, bare, 'open-bare'),
  );
  const ours = loads.ours.map((load) => load.wall);
  const yardstick = loads.bare.map((load) => load.wall);
  const oursMedian = median(ours);
  const bareMedian = median(yardstick);
  const within = oursMedian <= RATIO_TARGET * bareMedian;
  return [
    `open ${values.share ? 'through a link share' : 'in the preview'}: 60 charts × ${POINTS} points + 20 widgets to all painted, ${RUNS} loads each, alternated with the bare page`,
    `  ours:       ${spread(ours)}; page clock ${loads.ours.map((l) => l.page.toFixed(0)).join(', ')} ms   target ≤ ${OPEN_TARGET_MS} ms ${oursMedian <= OPEN_TARGET_MS ? 'OK' : 'MISSED'}`,
    `  bare page:  ${spread(yardstick)}; page clock ${loads.bare.map((l) => l.page.toFixed(0)).join(', ')} ms`,
    `  ratio ours / bare (medians): ${ratio(oursMedian, bareMedian)}   target ≤ ${RATIO_TARGET}× ${within ? 'OK' : 'MISSED'}`,
    `  widget states at the end: ours ${JSON.stringify(loads.ours.at(-1)?.states)}, bare ${JSON.stringify(loads.bare.at(-1)?.states)}`,
  ];
}

async function benchHeap(page: Page, base: string, screen: string): Promise<string[]> {
  const lines: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  const painted = await timeToPainted(page, `${base}/dashboard-preview/${screen}`, 50);
  lines.push(`polling screen painted in ${painted.wall} ms, widget states: ${JSON.stringify(painted.states)}`);
  await sleep(WARMUP_SECONDS * 1000);
  const first = await heapAfterGc(cdp);
  const hitsBefore = await sourceHits(base);
  lines.push(
    `heap after ${WARMUP_SECONDS} s warm-up: ${mb(first.used)}, ${first.nodes} DOM nodes, ${first.listeners} listeners`,
  );
  let last = first;
  const started = Date.now();
  for (let minute = 1; minute <= Math.ceil(MINUTES); minute++) {
    await sleep(Math.max(0, Math.min(minute, MINUTES) * 60_000 - (Date.now() - started)));
    last = await heapAfterGc(cdp);
    lines.push(
      `  after ${Math.min(minute, MINUTES)} min of polling: ${mb(last.used)} (${last.used >= first.used ? '+' : ''}${mb(last.used - first.used)}), ${last.nodes} DOM nodes, ${last.listeners} listeners`,
    );
    console.log(lines.at(-1));
  }
  const polls = (await sourceHits(base)) - hitsBefore;
  const growth = last.used - first.used;
  lines.push(
    `heap growth over ${MINUTES} min of 1 s polling on 50 widgets (25 sources): ${mb(growth)}   target ≤ ${HEAP_TARGET_MB} MB ${growth <= HEAP_TARGET_MB * 1024 * 1024 ? 'OK' : 'MISSED'}`,
  );
  lines.push(
    `  source 0 was fetched ${polls} times in ${((Date.now() - started) / 1000).toFixed(0)} s (one request per second expected, shared by its two widgets)`,
  );
  return lines;
}

/** How often the sample API served source 0 (both of its widgets share each call). */
async function sourceHits(base: string): Promise<number> {
  const answer = (await (
    await fetch(`${base}/__dev/sample/hits?of=${encodeURIComponent('/sales?source=0')}`)
  ).json()) as { hits: number };
  return answer.hits;
}

async function main(): Promise<void> {
  const scene = await openScene(values.url);
  try {
    const user = await register(scene.url);
    const lines: string[] = [];
    if (!values['skip-open']) {
      const widgets = openScreenWidgets();
      const screen = await screenWith(scene.url, user, 'Bench viewer 80', widgets, 10);
      const page = await signedInPage(scene, user, { width: 1920, height: 1080 });
      lines.push(...(await benchOpen(page, scene.url, screen, widgets, user, scene.browser)));
      console.log(lines.join('\n'));
      await page.close();
    }
    if (!values['skip-heap']) {
      const screen = await screenWith(scene.url, user, 'Bench viewer polling', heapScreenWidgets(scene.url));
      const page = await signedInPage(scene, user, { width: 1920, height: 1080 });
      lines.push(...(await benchHeap(page, scene.url, screen)));
      await page.close();
    }
    console.log(`\n${machineLine('Viewer benchmark')}`);
    for (const line of lines) console.log(line);
  } finally {
    await scene.close();
  }
}

run(main);
