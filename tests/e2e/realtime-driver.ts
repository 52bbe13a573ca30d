import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { newUserWithScreens, type Screen } from './editor-driver';
import { signIn, type NewUser } from './support';

/**
 * The realtime specs' setup: a group of titled screens, a wall playing its link share, and a
 * tablet on its pad page. Each takes the stack's base URL (the suite's own by default), so a
 * spec can drive a second stack of its own (realtime-restart.spec.ts).
 */

export const title = (id: string, text: string) => ({
  widget: { id, type: 'text.title', attr: { globeStyle: { name: id }, text } },
  layout: { widgetId: id, x: 100, y: 80, w: 600, h: 120, z: 1, rotation: 0 },
});

/** A new user's group "Lobby wall" of three released screens, each with a title `<name> headline`. */
export async function groupWithScreens(browser: Browser, request: APIRequestContext) {
  const { user, call } = await newUserWithScreens(browser, request, []);
  const group = await call<{ _id: string }>('v1/group/add', { name: 'Lobby wall' });
  const screens: Screen[] = [];
  for (const name of ['Sales today', 'Warehouse', 'Support queue']) {
    const screen = await call<Screen>('v1/screen/add', { group_id: group._id, name, template: 'blank' });
    await call('v1/screen/append_widget', { _id: screen._id, widgets: [title('t1', `${name} headline`)] });
    await call('v1/screen/version_add', { _id: screen._id, name: 'V1' });
    screens.push(screen);
  }
  // Long turns: only the pad moves the walls during the test.
  await call('v1/group/change_interval', { _id: group._id, interval: 3600 });
  return { user, call, group, screens };
}

/** Context options for another stack than the suite's (none: the config's baseURL stays). */
const at = (baseURL: string | undefined) => (baseURL ? { baseURL } : {});

/** A wall (a browser context of its own: its own device id) playing the group share `token`. */
export async function wall(browser: Browser, token: string, baseURL?: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 720 }, ...at(baseURL) });
  const page = await context.newPage();
  await page.goto(`/group-share/share/${token}`);
  await expect(page.getByTestId('group-player')).toBeAttached();
  return page;
}

/** A touch tablet signed in as `user` on the pad page of `group`. */
export async function tablet(
  browser: Browser,
  user: NewUser,
  group: string,
  viewport = { width: 1280, height: 800 },
  baseURL?: string,
) {
  const context = await browser.newContext({ locale: 'en-US', viewport, hasTouch: true, ...at(baseURL) });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, user.mobile, user.password);
  await expect(page).toHaveURL(/\/screenList/);
  await page.goto(`/pad-screen-list?group=${group}`);
  await expect(page.getByTestId('pad-screens')).toBeVisible();
  return page;
}
