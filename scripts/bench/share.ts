import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { alternate, median, publishBaseline, spread } from './baseline.js';
import { staticTitlePage } from './share-title.js';
import { machineLine, openScene, register, rpc, run, screenWith, type PlacedWidget } from './browser.js';
import { lcpPath, recordTrace } from './trace-summary.js';

/**
 * `npm run bench:share`: cold load of a shared 30-widget screen in headless Chromium. Publishes
 * the screen, shares it by an open link (a static object under /published/), then opens the
 * link N times, each in a fresh browser context (empty cache, no login), and prints LCP
 * (PerformanceObserver largest-contentful-paint) and the gzipped bytes of the JavaScript the
 * route loaded, split in two: (a) the route's own JS (entry, React, share root, viewer, widget
 * runtime and definitions, messages), measured as everything a share of an empty published
 * screen loads; (b) the rest, which only the screen's widget types pull (their renderer chunks,
 * Highcharts). The local gateway compresses as CloudFront does (scripts/local/compression.ts:
 * Brotli or Gzip by Accept-Encoding; Chromium asks for both, so it gets Brotli), and the sizes
 * printed here are each loaded file's gzip (level 9) computed from web/dist, the form the budget
 * is stated in, whatever encoding the load got.
 * Targets: LCP ≤ 1.0 s, the route's own JS ≤ 180 kB.
 * The yardstick, loaded alternately with the share (A B A B …), each in a fresh context too: a
 * static HTML page holding only the screen's background and its first title as the title widget
 * draws it (same text, place, size and letters), served by the same gateway from the published
 * bucket; both LCP medians and their difference are printed.
 * Options: --url to bench a running stack (web/dist must be built), --runs N (default 5),
 * --shot FILE saves a screenshot of the last load (to compare the shared screen's look), --trace
 * DIR records the last share load's timeline trace (DIR/share.trace.json) and prints what its LCP
 * waited for: the requests started before it and the main thread's work (trace-summary.ts).
 */
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '5' },
    shot: { type: 'string' },
    trace: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const DIST = resolve(import.meta.dirname, '../../web/dist/assets');
const TYPES = [
  'text.title',
  'kpi.number',
  'chart.line',
  'chart.column',
  'chart.pie',
  'table.scroll',
  'table.ranking',
  'clock',
  'decor.border',
  'decor.titlebar',
];
const WIDGETS = 30;

function widgetAt(index: number): PlacedWidget {
  const id = `share-${index}`;
  const type = TYPES[index % TYPES.length] ?? 'text.title';
  return {
    widget: { id, type, attr: { globeStyle: { name: `${type} ${index}` } } },
    layout: {
      widgetId: id,
      x: (index % 6) * 318 + 6,
      y: Math.floor(index / 6) * 214 + 6,
      w: 306,
      h: 202,
      z: index,
      rotation: 0,
    },
  };
}

const gz = (file: string): number => gzipSync(readFileSync(resolve(DIST, file)), { level: 9 }).length;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const sum = (files: string[]) => files.reduce((total, file) => total + gz(file), 0);
/** Whether at least `count` widgets of the share are on the page. Runs in the page: a function, as the CSP refuses eval. */
const sharePainted = (count: number): boolean =>
  document.querySelectorAll('[data-viewer] [data-widget-state]').length >= count;
const pageLoaded = (): boolean => document.readyState === 'complete';

/** Keeps the latest LCP entry's time and what it was: the element's tag, its widget's type and its first text. */
const OBSERVE_LCP = `new PerformanceObserver((list) => { for (const e of list.getEntries()) { window.__lcp = e.startTime; const el = e.element; window.__lcpWhat = el ? el.tagName.toLowerCase() + ' in ' + (el.closest('[data-widget-type]')?.getAttribute('data-widget-type') ?? 'no widget') + ' "' + (el.textContent ?? '').trim().slice(0, 30) + '"' : e.url; } }).observe({ type: 'largest-contentful-paint', buffered: true });`;

/** A cold load of `url` in a fresh context: its LCP once `ready` holds (that many widgets on the page, or the page loaded) (and half a second more), and the scripts it loaded. */
async function coldLoad(
  browser: Browser,
  url: string,
  ready: { painted: number } | 'loaded',
  record: { shot?: string; trace?: string } = {},
): Promise<{ lcp: number; what: string; files: string[]; path?: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_LCP);
    const stopTrace = record.trace ? await recordTrace(browser, page, record.trace, 'share') : undefined;
    await page.goto(url);
    if (ready === 'loaded') await page.waitForFunction(pageLoaded, undefined, { timeout: 30_000 });
    else await page.waitForFunction(sharePainted, ready.painted, { timeout: 30_000 });
    await page.waitForTimeout(500);
    const path = stopTrace ? lcpPath(await stopTrace()) : undefined;
    const lcp = Number(await page.evaluate('window.__lcp'));
    const what = String(await page.evaluate('window.__lcpWhat'));
    if (record.shot) await page.screenshot({ path: record.shot });
    return { lcp, what, files: await loadedScripts(page), ...(path ? { path } : {}) };
  } finally {
    await context.close();
  }
}

/** The .js files a page loaded, by file name. */
async function loadedScripts(page: import('playwright-core').Page): Promise<string[]> {
  const names = await page.evaluate<string[]>(
    `performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js'))`,
  );
  return names.map((url) => basename(new URL(url).pathname));
}

run(async () => {
  const scene = await openScene(values.url);
  try {
    const user = await register(scene.url);
    const screenId = await screenWith(
      scene.url,
      user,
      'Shared bench wall',
      Array.from({ length: WIDGETS }, (_, i) => widgetAt(i)),
    );
    await rpc(scene.url, 'v1/screen/version_add', { auth: user.auth, _id: screenId, name: 'Bench' });
    const share = await rpc<{ token: string }>(scene.url, 'v1/screen/link_share_add', {
      auth: user.auth,
      _id: screenId,
    });
    const link = `${scene.url}/screen-share/share/${share.token}`;
    const first = widgetAt(0);
    const folder = await publishBaseline(scene.url, {
      'index.html': { body: staticTitlePage(first), type: 'text/html; charset=utf-8' },
    });
    const loads = await alternate(
      RUNS,
      (i) =>
        coldLoad(
          scene.browser,
          link,
          { painted: WIDGETS },
          i === RUNS - 1
            ? { ...(values.shot ? { shot: values.shot } : {}), ...(values.trace ? { trace: values.trace } : {}) }
            : {},
        ),
      () => coldLoad(scene.browser, `${folder}/index.html`, 'loaded'),
    );
    const lcps = loads.ours.map((load) => load.lcp);
    const bareLcps = loads.bare.map((load) => load.lcp);
    const files = loads.ours.at(-1)?.files ?? [];
    // (a) The route's own JS: what a share of an empty screen loads (no renderer at all).
    const emptyId = await screenWith(scene.url, user, 'Empty bench wall', []);
    await rpc(scene.url, 'v1/screen/version_add', { auth: user.auth, _id: emptyId, name: 'Empty' });
    const emptyShare = await rpc<{ token: string }>(scene.url, 'v1/screen/link_share_add', {
      auth: user.auth,
      _id: emptyId,
    });
    const context = await scene.browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${scene.url}/screen-share/share/${emptyShare.token}`);
    await page.waitForSelector('[data-viewer]', { timeout: 30_000 });
    await page.waitForTimeout(500);
    const own = new Set(await loadedScripts(page));
    await context.close();
    const total = sum(files);
    const route = sum(files.filter((file) => own.has(file)));
    const renderers = files.filter((file) => !own.has(file));
    console.log(machineLine('bench:share'));
    console.log(
      `shared screen: ${WIDGETS} widgets (${TYPES.join(', ')}), open link (static JSON from /published/), ${RUNS} cold loads at 1920×1080`,
    );
    const difference = median(lcps) - median(bareLcps);
    console.log(`LCP of the share:       ${spread(lcps)}   target ≤ 1000 ms ${median(lcps) <= 1000 ? 'OK' : 'MISSED'}`);
    console.log(`  LCP element of the last share load: ${loads.ours.at(-1)?.what}`);
    for (const line of loads.ours.at(-1)?.path ?? []) console.log(`  ${line}`);
    console.log(`LCP of the static page: ${spread(bareLcps)} (background and first title only, same gateway)`);
    console.log(
      `difference share − static (medians): ${difference.toFixed(0)} ms; ratio ${(median(lcps) / median(bareLcps)).toFixed(2)}×`,
    );
    console.log(
      `JS gzipped: ${kB(total)} in ${files.length} files = (a) the route's own ${kB(route)} in ${files.length - renderers.length} files (target ≤ 180 kB) + (b) the widget types' renderers ${kB(sum(renderers))} in ${renderers.length} files (Highcharts ${kB(sum(renderers.filter((file) => file.startsWith('highcharts'))))})`,
    );
    console.log(
      `largest: ${files
        .map((file) => [file, gz(file)] as const)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([file, bytes]) => `${file} ${kB(bytes)}`)
        .join(', ')}`,
    );
  } finally {
    await scene.close();
  }
});
