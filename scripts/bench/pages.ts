import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { DEMO_ADMIN } from '../local/seed.js';
import { median, publishBaseline, ratio } from './baseline.js';
import { machineLine, openScene, rpc, run, screenWith, type BenchUser, type PlacedWidget } from './browser.js';
import { PAGE_BUDGETS, pagePath, type PageBudget } from './page-budgets.js';

/**
 * `npm run bench:pages`: each page of PAGE_BUDGETS (page-budgets.ts) loaded cold in headless
 * Chromium, `--runs` times (default 3), each load in a fresh browser context (empty cache;
 * signed-in pages get the demo administrator's stored session, nothing else). For each page it
 * prints, as medians of the loads: the JavaScript loaded before the page was usable (when all of
 * its ready selectors first matched) as the sum of each script's gzip size (level 9, computed
 * here from its file in web/dist: the budgets are stated in gzip) and as the bytes the gateway
 * actually sent for them (it compresses as CloudFront does, scripts/local/compression.ts, and
 * Chromium asks for br, so the SPA's files come in Brotli), the time to usable, and the LCP
 * (PerformanceObserver largest-contentful-paint, read half a second after usable).
 * The yardstick, loaded right after each page load in a fresh context too: a static page of the
 * same shell (web/dist/index.html's head with its scripts taken out, and a plain heading and
 * sign-in form in place of the app), published for this run under /published/bench-…/ and served
 * by the same gateway; each page's baseline LCP is the median of the loads paired with it.
 * Before the measured loads, one unmeasured load of each page: the gateway compresses each file
 * of the SPA once (Brotli at quality 11 takes a while) and the handlers are imported at their
 * first call, neither of which a viewer behind CloudFront waits for.
 * The editor opens a screen this bench creates (one text paragraph); the link share is an open
 * link to a version of it, so its JavaScript is the share route's own and the paragraph's renderer.
 * Exits 1 when a page's JavaScript is over its budget. Needs `npm run build:web`.
 */
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(values.runs);
const DIST = resolve(import.meta.dirname, '../../web/dist');
const VIEWPORT = { width: 1440, height: 900 };
const READY_TIMEOUT_MS = 60_000;
const SETTLE_MS = 500;

/** What the page's init script keeps on `window`. */
interface BenchWindow {
  __lcp?: number;
  __lcpWhat?: string;
  __ready?: number;
  __scripts?: LoadedScript[];
}

interface LoadedScript {
  url: string;
  /** The body's bytes as sent (compressed or not). */
  sent: number;
}

interface Load {
  lcp: number;
  lcpWhat: string;
  ready: number;
  scripts: LoadedScript[];
}

/**
 * Runs in the page before its own scripts: keeps the latest LCP entry, and the moment every
 * `selectors` first matches with the scripts loaded by then. A function, not a string to
 * evaluate: the app's CSP refuses eval.
 */
function observePage(selectors: readonly string[]): void {
  if (window.top !== window) return;
  const state = window as unknown as BenchWindow;
  // Past 250 entries (the default) the browser keeps no more: the editor loads more than that.
  performance.setResourceTimingBufferSize(100_000);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null; url?: string })[]) {
      state.__lcp = entry.startTime;
      state.__lcpWhat = entry.element
        ? `${entry.element.tagName.toLowerCase()} "${(entry.element.textContent ?? '').trim().slice(0, 40)}"`
        : (entry.url ?? '');
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // Callbacks stay anonymous: tsx names named ones through a helper the page does not have.
  new MutationObserver((_records, observer) => {
    if (state.__ready !== undefined || !selectors.every((selector) => document.querySelector(selector))) return;
    state.__ready = performance.now();
    state.__scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, sent: entry.encodedBodySize }));
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-widget-state'] });
}

const usable = (): boolean => (window as unknown as BenchWindow).__ready !== undefined;

async function coldLoad(
  browser: Browser,
  url: string,
  ready: readonly string[],
  session: BrowserContextOptions['storageState'] | undefined,
): Promise<Load> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    locale: 'en-US',
    ...(session ? { storageState: session } : {}),
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(observePage, ready);
    await page.goto(url);
    try {
      await page.waitForFunction(usable, undefined, { timeout: READY_TIMEOUT_MS });
    } catch (error) {
      throw new Error(`${url} was not usable (${ready.join(' and ')}) within ${READY_TIMEOUT_MS} ms`, {
        cause: error,
      });
    }
    await page.waitForTimeout(SETTLE_MS);
    const state = await page.evaluate(() => {
      const seen = window as unknown as BenchWindow;
      return { lcp: seen.__lcp, lcpWhat: seen.__lcpWhat, ready: seen.__ready, scripts: seen.__scripts };
    });
    return {
      lcp: state.lcp ?? NaN,
      lcpWhat: state.lcpWhat ?? 'no LCP entry',
      ready: state.ready ?? NaN,
      scripts: state.scripts ?? [],
    };
  } finally {
    await context.close();
  }
}

const gzipSizes = new Map<string, number>();

/** The gzip (level 9) size of the web/dist file a script URL names; NaN when it is not one. */
function gzipOf(url: string): number {
  const file = resolve(DIST, `.${decodeURIComponent(new URL(url).pathname)}`);
  if (!file.startsWith(DIST + sep) || !existsSync(file)) return NaN;
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

const kB = (bytes: number): string => (bytes / 1024).toFixed(1);

/** web/dist/index.html without its scripts, with a static heading and sign-in form for the app. */
function staticShell(): string {
  const index = readFileSync(resolve(DIST, 'index.html'), 'utf8');
  const form = `<div style="min-height:100vh;display:grid;grid-template-columns:minmax(0,1.15fr) minmax(420px,1fr);font-family:'Segoe UI',-apple-system,BlinkMacSystemFont,Roboto,'Helvetica Neue',sans-serif">
<section style="display:flex;flex-direction:column;justify-content:center;padding:48px"><p style="font-size:20px;font-weight:600;margin:0">Wallboard</p><p style="margin:8px 0 0">Build, publish and share large-screen dashboards.</p></section>
<main style="display:flex;align-items:center;justify-content:center;padding:24px"><form style="width:100%;max-width:440px;display:flex;flex-direction:column;gap:16px" action="#">
<h1 style="font-size:28px;line-height:36px;font-weight:600;margin:0">Sign in to Wallboard</h1>
<label style="display:flex;flex-direction:column;gap:4px">Account<input name="account" autocomplete="username" style="height:32px"></label>
<label style="display:flex;flex-direction:column;gap:4px">Password<input name="password" type="password" autocomplete="current-password" style="height:32px"></label>
<button type="submit" style="height:32px">Sign in</button>
</form></main></div>`;
  const page = index
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '')
    .replace(/<div id="root"><\/div>/, `<div id="root">${form}</div>`);
  if (page.includes('<script')) throw new Error('web/dist/index.html kept a script the bench could not take out');
  return page;
}

/** The demo administrator's session, signed in through the login form, for the signed-in pages. */
async function adminSession(browser: Browser, url: string): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.locator('input[name="account"]').fill(DEMO_ADMIN.account);
    await page.locator('input[name="password"]').fill(DEMO_ADMIN.password);
    await page.locator('input[name="password"]').press('Enter');
    await page.waitForURL(/screenList/, { timeout: READY_TIMEOUT_MS });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

const PARAGRAPH: PlacedWidget = {
  widget: { id: 'pages-text', type: 'text.paragraph', attr: { globeStyle: { name: 'Paragraph' } } },
  layout: { widgetId: 'pages-text', x: 120, y: 120, w: 960, h: 360, z: 0, rotation: 0 },
};

interface PageFigures {
  page: PageBudget;
  gz: number;
  sent: number;
  files: number;
  ready: number;
  lcp: number;
  baselineLcp: number;
  lcpWhat: string;
  /** The last load's largest scripts by gzip size: name and bytes. */
  largest: [string, number][];
}

function summarise(page: PageBudget, loads: readonly Load[], baseline: readonly Load[]): PageFigures {
  const gz = loads.map((load) => load.scripts.reduce((total, script) => total + gzipOf(script.url), 0));
  const sent = loads.map((load) => load.scripts.reduce((total, script) => total + script.sent, 0));
  return {
    page,
    gz: median(gz),
    sent: median(sent),
    files: median(loads.map((load) => load.scripts.length)),
    ready: median(loads.map((load) => load.ready)),
    lcp: median(loads.map((load) => load.lcp)),
    baselineLcp: median(baseline.map((load) => load.lcp)),
    lcpWhat: loads.at(-1)?.lcpWhat ?? '',
    largest: (loads.at(-1)?.scripts ?? [])
      .map((script): [string, number] => [new URL(script.url).pathname.split('/').pop() ?? '', gzipOf(script.url)])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4),
  };
}

function table(rows: readonly PageFigures[]): string[] {
  const head = ['page', 'JS gz kB', 'budget kB', 'sent kB', 'files', 'usable ms', 'LCP ms', 'baseline LCP ms', 'ratio'];
  const body = rows.map((row) => [
    row.page.name,
    kB(row.gz),
    `${row.page.budgetKb}${row.gz / 1024 > row.page.budgetKb ? ' OVER' : ''}`,
    kB(row.sent),
    String(row.files),
    row.ready.toFixed(0),
    row.lcp.toFixed(0),
    row.baselineLcp.toFixed(0),
    ratio(row.lcp, row.baselineLcp),
  ]);
  const widths = head.map((title, i) => Math.max(title.length, ...body.map((cells) => (cells[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [line(head), ...body.map(line)];
}

run(async () => {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number of loads, 1 or more');
  const scene = await openScene(undefined);
  try {
    const { auth } = await rpc<{ auth: string }>(scene.url, 'v1/user/max_login', {
      account: DEMO_ADMIN.account,
      password: DEMO_ADMIN.password,
    });
    const admin: BenchUser = { mobile: DEMO_ADMIN.mobile, password: DEMO_ADMIN.password, auth };
    const screen = await screenWith(scene.url, admin, `Pages bench ${Date.now().toString(36)}`, [PARAGRAPH]);
    await rpc(scene.url, 'v1/screen/version_add', { auth, _id: screen, name: 'Bench' });
    const { token } = await rpc<{ token: string }>(scene.url, 'v1/screen/link_share_add', { auth, _id: screen });
    const folder = await publishBaseline(scene.url, {
      'index.html': { body: staticShell(), type: 'text/html; charset=utf-8' },
    });
    const session = await adminSession(scene.browser, scene.url);
    const loads = new Map<PageBudget, { ours: Load[]; baseline: Load[] }>(
      PAGE_BUDGETS.map((page) => [page, { ours: [], baseline: [] }]),
    );
    const loadPage = (page: PageBudget) =>
      coldLoad(
        scene.browser,
        `${scene.url}${pagePath(page, { screen, share: token })}`,
        page.ready,
        page.signedIn ? session : undefined,
      );
    const loadBaseline = () => coldLoad(scene.browser, `${folder}/index.html`, ['h1'], undefined);
    for (const page of PAGE_BUDGETS) await loadPage(page);
    await loadBaseline();
    for (let i = 0; i < RUNS; i++)
      for (const page of PAGE_BUDGETS) {
        const series = loads.get(page);
        series?.ours.push(await loadPage(page));
        series?.baseline.push(await loadBaseline());
      }
    const rows = PAGE_BUDGETS.map((page) =>
      summarise(page, loads.get(page)?.ours ?? [], loads.get(page)?.baseline ?? []),
    );
    console.log(machineLine('bench:pages'));
    console.log(
      `${RUNS} cold loads of each page at ${VIEWPORT.width}×${VIEWPORT.height} after one unmeasured, each followed by one of the static shell (medians)`,
    );
    for (const line of table(rows)) console.log(line);
    console.log(
      'JS gz: gzip -9 of each script loaded before the page was usable, from web/dist; sent: the bytes the gateway sent for them',
    );
    for (const row of rows) {
      console.log(`${row.page.name} (last load): LCP element ${row.lcpWhat}`);
      console.log(`  largest scripts: ${row.largest.map(([name, bytes]) => `${name} ${kB(bytes)} kB`).join(', ')}`);
    }
    const over = rows.filter((row) => row.gz / 1024 > row.page.budgetKb);
    if (over.length > 0) {
      console.log(`Over budget: ${over.map((row) => row.page.name).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await scene.close();
  }
});
