import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { machineLine, openScene, register, rpc, run, screenWith, type PlacedWidget } from './browser.js';

/**
 * `npm run bench:share`: cold load of a shared 30-widget screen in headless Chromium. Publishes
 * the screen, shares it by an open link (a static object under /published/), then opens the
 * link N times, each in a fresh browser context (empty cache, no login), and prints LCP
 * (PerformanceObserver largest-contentful-paint) and the gzipped bytes of the JavaScript the
 * route loaded: all of it, and without the widget renderers' chunks (Highcharts and the like,
 * which only screens with those widgets pull). The local gateway does not compress, so each
 * loaded file is gzipped here as CloudFront would send it. Targets: LCP ≤ 1.5 s, JS ≤ 180 kB.
 * Options: --url to bench a running stack (web/dist must be built), --runs N (default 5),
 * --shot FILE saves a screenshot of the last load (to compare the shared screen's look).
 */
const { values } = parseArgs({ options: { url: { type: 'string' }, runs: { type: 'string', default: '5' }, shot: { type: 'string' } } });
const RUNS = Number(values.runs);
const DIST = resolve(import.meta.dirname, '../../web/dist/assets');
const TYPES = ['text.title', 'kpi.number', 'chart.line', 'chart.column', 'chart.pie', 'table.scroll', 'table.ranking', 'clock', 'decor.border', 'decor.titlebar'];
const WIDGETS = 30;
/** Chunks that are no part of the route itself: loaded by the renderers of the widgets on the screen. */
const RENDERER_CHUNK = /^(highcharts|highcharts-map|render|ChartView|MapView|KpiNumber|Clock|Title|ScrollTable|Ranking|Border|Titlebar|options|base|styles)-/;

function widgetAt(index: number): PlacedWidget {
  const id = `share-${index}`;
  const type = TYPES[index % TYPES.length] ?? 'text.title';
  return {
    widget: { id, type, attr: { globeStyle: { name: `${type} ${index}` } } },
    layout: { widgetId: id, x: (index % 6) * 318 + 6, y: Math.floor(index / 6) * 214 + 6, w: 306, h: 202, z: index, rotation: 0 },
  };
}

const gz = (file: string): number => gzipSync(readFileSync(resolve(DIST, file))).length;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

run(async () => {
  const scene = await openScene(values.url);
  try {
    const user = await register(scene.url);
    const screenId = await screenWith(scene.url, user, 'Shared bench wall', Array.from({ length: WIDGETS }, (_, i) => widgetAt(i)));
    await rpc(scene.url, 'v1/screen/version_add', { auth: user.auth, _id: screenId, name: 'Bench' });
    const share = await rpc<{ token: string }>(scene.url, 'v1/screen/link_share_add', { auth: user.auth, _id: screenId });
    const link = `${scene.url}/screen-share/share/${share.token}`;
    const lcps: number[] = [];
    let files: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await scene.browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'en-US' });
      const page = await context.newPage();
      await page.addInitScript(`new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });`);
      await page.goto(link);
      await page.waitForFunction(`document.querySelectorAll('[data-viewer] [data-widget-state]').length >= ${WIDGETS}`, undefined, { timeout: 30_000 });
      await page.waitForTimeout(500);
      lcps.push(Number(await page.evaluate('window.__lcp')));
      if (values.shot && i === RUNS - 1) await page.screenshot({ path: values.shot });
      files = (await page.evaluate<string[]>(`performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js'))`)).map((url) => basename(new URL(url).pathname));
      await context.close();
    }
    const total = files.reduce((sum, file) => sum + gz(file), 0);
    const route = files.filter((file) => !RENDERER_CHUNK.test(file)).reduce((sum, file) => sum + gz(file), 0);
    console.log(machineLine('bench:share'));
    console.log(`shared screen: ${WIDGETS} widgets (${TYPES.join(', ')}), open link (static JSON from /published/), ${RUNS} cold loads at 1920×1080`);
    console.log(`LCP median ${median(lcps).toFixed(0)} ms (runs: ${lcps.map((v) => v.toFixed(0)).join(', ')}; target ≤ 1500 ms)`);
    console.log(`JS gzipped: ${kB(total)} in ${files.length} files; without widget renderer chunks ${kB(route)} (target ≤ 180 kB)`);
    console.log(`largest: ${files.map((file) => [file, gz(file)] as const).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([file, bytes]) => `${file} ${kB(bytes)}`).join(', ')}`);
  } finally {
    await scene.close();
  }
});
