import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { LoginResult } from '../../shared/acts/user.js';
import { saveLoginResult } from '../../web/src/api/session';
import { createStore } from '../../web/src/storage';

export const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS, { recursive: true });

export const DEMO_ADMIN = { account: 'admin', password: 'Wallboard#2026' };
export const STALE_USER = { account: 'stale', password: 'Stale#Passw0rd' };
/** A plain member of the demo administrator's tenant (seeded with the test fixtures). */
export const TEAM_MEMBER = { account: 'member', password: 'Member#Passw0rd', name: 'Mia Member' };
export const STRONG_PASSWORD = 'Wall#board2026x';

/** A mobile nobody registered yet: 139 + 8 random digits. */
export function randomMobile(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(250);
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: false });
}

/** The folder `test-results/<name>/` (made if missing), for a suite's screenshots and files. */
export function resultsFolder(name: string): string {
  const folder = fileURLToPath(new URL(`../../test-results/${name}/`, import.meta.url));
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** A screenshot taker writing `<folder><name>.png` once the page has settled. */
export const shotsIn =
  (folder: string) =>
  async (page: Page, name: string): Promise<void> => {
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${folder}${name}.png` });
  };

/** The newest code the local SMS sender wrote for a mobile (dev outbox). */
export async function readCode(request: APIRequestContext, mobile: string, purpose = 'register'): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/__dev/outbox?mobile=${mobile}`);
        const body = (await response.json()) as { messages: Array<{ code: string; purpose: string }> };
        code = body.messages.filter((message) => message.purpose === purpose).at(-1)?.code;
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}

export interface NewUser {
  mobile: string;
  password: string;
  name: string;
  email: string;
}

/** Registers a user through the API (for specs that need a fresh account, not the UI flow); name and company may be given. */
export async function registerByApi(
  request: APIRequestContext,
  profile: { name?: string; company?: string } = {},
): Promise<NewUser> {
  const mobile = randomMobile();
  const user: NewUser = {
    mobile,
    password: STRONG_PASSWORD,
    name: profile.name ?? `E2E ${mobile.slice(-4)}`,
    email: `e2e-${mobile}@example.com`,
  };
  const sent = await request.post('/api/smsvcode', { data: { mobile, purpose: 'register' } });
  expect((await sent.json()).code).toBe(200);
  const vcode = await readCode(request, mobile);
  const response = await request.post('/rpc/user', {
    data: {
      act: 'v1/user/register_max',
      args: {
        mobile,
        vcode,
        password: user.password,
        name: user.name,
        company: profile.company ?? `E2E Co ${mobile.slice(-4)}`,
        email: user.email,
      },
    },
  });
  const body = (await response.json()) as { code: number; msg: unknown };
  expect(body.code, JSON.stringify(body)).toBe(200);
  return user;
}

export async function fillLogin(page: Page, account: string, password: string): Promise<void> {
  await page.locator('input[name="account"]').fill(account);
  await page.locator('input[name="password"]').fill(password);
}

export async function signIn(page: Page, account: string, password: string): Promise<void> {
  await fillLogin(page, account, password);
  await page.locator('input[name="password"]').press('Enter');
}

/**
 * Signs `account` in without the form, for journeys that start signed in: the session the API
 * answers is stored in the page's origin by the app's own `saveLoginResult`, as the form stores
 * it, so the next page the test opens is signed in. Journeys about signing in use `signIn`.
 */
export async function signInByApi(page: Page, account: string, password: string): Promise<void> {
  const login = await page.request.post('/rpc/user', {
    data: { act: 'v1/user/max_login', args: { account, password } },
  });
  const body = (await login.json()) as { code: number; msg: LoginResult };
  expect(body.code, JSON.stringify(body)).toBe(200);
  // Any document of the origin holds its storage; the server's config is the lightest, and names the storage key.
  const config = (await (await page.goto('/serverConfig.json'))!.json()) as { storageKey?: string };
  const stored = new Map<string, string>();
  const store = createStore(
    {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    },
    config.storageKey,
  );
  saveLoginResult(store, body.msg, account);
  await page.evaluate(
    (entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    },
    [...stored],
  );
}

/** Signs a user in through the API and answers a caller of the RPC acts with that session. */
export async function apiSession(request: APIRequestContext, user: NewUser) {
  return accountSession(request, user.mobile, user.password);
}

/**
 * A new user with a blank screen (named `name`) in their default group, and their RPC caller: the
 * start of most tests that drive one screen.
 */
export async function newScreenOwner(request: APIRequestContext, name: string) {
  const user = await registerByApi(request);
  const call = await apiSession(request, user);
  const groups = await call<Array<{ _id: string; default: 0 | 1 }>>('v1/group/list');
  const screen = await call<{ _id: string; name: string }>('v1/screen/add', {
    group_id: groups.find((g) => g.default === 1)!._id,
    name,
    template: 'blank',
  });
  return { user, call, screen };
}

/** The same for any account name, email or mobile (seeded accounts sign in by account name). */
export async function accountSession(request: APIRequestContext, account: string, password: string) {
  const login = await request.post('/rpc/user', { data: { act: 'v1/user/max_login', args: { account, password } } });
  const body = (await login.json()) as { code: number; msg: { auth: string } };
  expect(body.code, JSON.stringify(body)).toBe(200);
  const auth = body.msg.auth;
  return async function call<T = unknown>(act: string, args: Record<string, unknown> = {}): Promise<T> {
    const family = act.split('/')[1];
    const response = await request.post(`/rpc/${family}`, { data: { act, args: { auth, ...args } } });
    const answer = (await response.json()) as { code: number; msg: T };
    expect(answer.code, `${act}: ${JSON.stringify(answer)}`).toBe(200);
    return answer.msg;
  };
}
