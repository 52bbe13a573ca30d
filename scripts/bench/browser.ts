import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startLocalStack } from '../local/stack.js';

/**
 * What the browser benchmarks share: the local stack (or a running one at `--url`), headless
 * Chromium, a registered user with a screen, widgets appended through the real acts, a signed-in
 * page. Each bench script measures; this module only sets the scene.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface BenchUser {
  mobile: string;
  password: string;
  auth: string;
}

/** A widget and its place, as `v1/screen/append_widget` takes them. */
export interface PlacedWidget {
  widget: {
    id: string;
    type: string;
    attr: Record<string, unknown> & { globeStyle: { name: string } };
    data?: Record<string, unknown>;
  };
  layout: { widgetId: string; x: number; y: number; w: number; h: number; z: number; rotation: number };
}

export interface BenchScene {
  url: string;
  browser: Browser;
  close(): Promise<void>;
}

async function post<T>(url: string, path: string, body: unknown): Promise<{ code: number; msg: T }> {
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: T };
}

export async function rpc<T>(url: string, act: string, args: Record<string, unknown>): Promise<T> {
  const answer = await post<T>(url, `/rpc/${act.split('/')[1]}`, { act, args });
  if (answer.code !== 200) throw new Error(`${act} answered ${answer.code}: ${JSON.stringify(answer.msg)}`);
  return answer.msg;
}

/** The local stack serving web/dist (or the running one at `url`) and Chromium. */
export async function openScene(url: string | undefined): Promise<BenchScene> {
  process.env.WALLBOARD_QUIET = '1';
  const webDist = resolve(ROOT, 'web/dist');
  if (!url && !existsSync(resolve(webDist, 'index.html')))
    throw new Error('web/dist is missing: run `npm run build:web` first.');
  const stack = url
    ? undefined
    : await startLocalStack({
        port: 0,
        emulator: 'local',
        handlers: 'source',
        fixtures: false,
        webDist,
        compressAhead: true,
      });
  // As on CloudFront, whose caches hold the deployed files compressed: no first load pays for Brotli.
  await stack?.gateway.compressed;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
  return {
    url: url ?? stack?.url ?? '',
    browser,
    close: async () => {
      await browser.close();
      await stack?.stop();
    },
  };
}

/** A new account (through the dev SMS outbox), signed in through the API. */
export async function register(url: string): Promise<BenchUser> {
  const mobile = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const password = 'Bench#Passw0rd1';
  await post(url, '/api/smsvcode', { mobile, purpose: 'register' });
  let vcode = '';
  for (let i = 0; i < 50 && !vcode; i++) {
    const outbox = (await (await fetch(`${url}/__dev/outbox?mobile=${mobile}`)).json()) as {
      messages: { code: string }[];
    };
    vcode = outbox.messages.at(-1)?.code ?? '';
    if (!vcode) await new Promise((r) => setTimeout(r, 100));
  }
  const login = await rpc<{ auth: string }>(url, 'v1/user/register_max', {
    mobile,
    vcode,
    password,
    name: 'Bench User',
    company: `Bench ${mobile}`,
    email: `bench-${mobile}@example.com`,
  });
  return { mobile, password, auth: login.auth };
}

/** A blank screen in the user's default group holding `widgets`, appended `batch` at a time; answers its id. */
export async function screenWith(
  url: string,
  user: BenchUser,
  name: string,
  widgets: readonly PlacedWidget[],
  batch = 100,
): Promise<string> {
  const groups = await rpc<{ _id: string; default: number }[]>(url, 'v1/group/list', { auth: user.auth });
  const screen = await rpc<{ _id: string }>(url, 'v1/screen/add', {
    auth: user.auth,
    group_id: groups.find((g) => g.default === 1)!._id,
    name,
    template: 'blank',
  });
  for (let i = 0; i < widgets.length; i += batch)
    await rpc(url, 'v1/screen/append_widget', {
      auth: user.auth,
      _id: screen._id,
      widgets: widgets.slice(i, i + batch),
    });
  return screen._id;
}

/** A page signed in through the login form, on the screen list (the SPA's shell chunks cached). */
export async function signedInPage(
  scene: BenchScene,
  user: BenchUser,
  viewport = { width: 1440, height: 900 },
): Promise<Page> {
  const page = await scene.browser.newPage({ viewport, locale: 'en-US' });
  await page.goto(`${scene.url}/login`);
  await page.locator('input[name="account"]').fill(user.mobile);
  await page.locator('input[name="password"]').fill(user.password);
  await page.locator('input[name="password"]').press('Enter');
  await page.waitForURL(/screenList/);
  return page;
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/** The first line of a bench's figures: the machine and its load, which the figures depend on. */
export function machineLine(name: string, runtime = 'Chromium headless, software rendering'): string {
  const [one, five] = loadavg();
  return `${name} (${cpus().length} cores, load average ${one?.toFixed(2)} / ${five?.toFixed(2)} at the end), ${runtime}`;
}

/** Runs a bench's main, exiting 1 with the error when it throws. */
export function run(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
