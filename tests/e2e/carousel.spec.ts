import { expect, test, type Page } from './fixtures';
import { signInAs } from './editor-driver';
import { apiSession, registerByApi, shot } from './support';

/**
 * The group carousel (/group-preview/{id}): intervals set from the group menu and per screen,
 * then a 3-screen group played — auto-advance after each screen's interval, next/previous,
 * pause, keyboard, controls that hide, the next screen preloaded.
 */
test.use({ viewport: { width: 1366, height: 768 } });

const title = (id: string, name: string) => ({
  widget: {
    id,
    type: 'text.title',
    attr: { globeStyle: { name } },
    style: {},
    data: {},
    events: [],
    locked: false,
    hidden: false,
    inner: false,
  },
  layout: { widgetId: id, x: 160, y: 160, w: 1600, h: 300, z: 1, rotation: 0 },
});

async function lobbyGroup(page: Page, request: Parameters<typeof registerByApi>[0]) {
  const user = await registerByApi(request);
  const call = await apiSession(request, user);
  const group = await call<{ _id: string; name: string }>('v1/group/add', { name: 'Lobby wall' });
  const screens: Array<{ _id: string; name: string }> = [];
  // The list (and so the carousel) shows the newest first: created in reverse, listed Sales floor, Ops status, Visitors.
  for (const name of ['Visitors', 'Ops status', 'Sales floor']) {
    const screen = await call<{ _id: string; name: string }>('v1/screen/add', {
      group_id: group._id,
      name,
      template: 'blank',
    });
    await call('v1/screen/append_widget', { _id: screen._id, widgets: [title(`t-${screens.length}`, name)] });
    screens.unshift(screen);
  }
  // The first screen is released: the carousel plays that version; the others their development content.
  await call('v1/screen/version_add', { _id: screens[0]!._id, name: 'v1', latest: true });
  await signInAs(page, user);
  return { call, group, screens };
}

const position = (page: Page) => page.getByTestId('carousel-position');

/** Records, in the page, when the carousel's position text changes (so turns are timed by the page's clock, not the test's). */
async function recordTurns(page: Page) {
  await page.addInitScript(() => {
    const turns: Array<{ text: string; at: number }> = [];
    (window as unknown as { __turns: typeof turns }).__turns = turns;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="carousel-position"]')?.textContent ?? null;
      if (text && turns.at(-1)?.text !== text) turns.push({ text, at: performance.now() });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
const turns = (page: Page) =>
  page.evaluate(() => (window as unknown as { __turns: Array<{ text: string; at: number }> }).__turns);
const carousel = (page: Page) => page.getByTestId('group-carousel');

test('intervals are set from the group menu and a screen’s menu, with the 1 s minimum enforced', async ({
  page,
  request,
}) => {
  const { call, group, screens } = await lobbyGroup(page, request);
  await page.goto(`/screenList/${group._id}`);
  await page.getByRole('button', { name: 'Actions for group “Lobby wall”' }).click({ force: true });
  await page.getByRole('menuitem', { name: 'Carousel settings…' }).click();
  const dialog = page.getByTestId('carousel-settings-dialog');
  const groupSeconds = dialog.getByRole('spinbutton', { name: 'Each screen shows for' });
  await expect(groupSeconds).toHaveValue('10');
  await expect(dialog.getByTestId('carousel-screen-row')).toHaveCount(3);

  await groupSeconds.fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The carousel interval cannot be under 1 second')).toBeVisible();
  await groupSeconds.fill('2');
  await dialog.getByRole('switch', { name: 'Own interval for “Ops status”' }).check();
  const opsSeconds = dialog.getByRole('spinbutton', { name: 'Seconds for “Ops status”' });
  await opsSeconds.fill('3');
  await shot(page, 'carousel-settings-en');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.fui-ToastTitle').filter({ hasText: 'Carousel of “Lobby wall” saved' })).toBeVisible();

  expect((await call<{ interval: number }>('v1/group/get', { _id: group._id })).interval).toBe(2);
  const listed = await call<{ list: Array<{ _id: string; interval: number | null }> }>('v1/screen/list', {
    group_id: group._id,
  });
  expect(listed.list.map((s) => s.interval)).toEqual([null, 3, null]);

  // A screen's own menu opens the same settings with that screen first; clearing its interval gives it the group's back.
  await page.getByRole('button', { name: 'More actions for “Ops status”' }).click({ force: true });
  await page.getByRole('menuitem', { name: 'Carousel interval…' }).click();
  await expect(dialog.getByTestId('carousel-screen-row').first()).toHaveAttribute('data-screen-id', screens[1]!._id);
  await expect(dialog.getByRole('spinbutton', { name: 'Seconds for “Ops status”' })).toHaveValue('3');
  await dialog.getByRole('switch', { name: 'Own interval for “Ops status”' }).uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const cleared = await call<{ list: Array<{ interval: number | null }> }>('v1/screen/list', { group_id: group._id });
  expect(cleared.list.map((s) => s.interval)).toEqual([null, null, null]);
});

test('a 3-screen group plays: auto-advance per interval, preload, pause, next/previous, keyboard, hiding controls', async ({
  page,
  request,
}) => {
  const { call, group, screens } = await lobbyGroup(page, request);
  await call('v1/group/change_interval', { _id: group._id, interval: 2 });
  await call('v1/group/change_single_interval', { _id: group._id, screen_id: screens[1]!._id, interval: 3 });
  await recordTurns(page);

  await page.goto(`/screenList/${group._id}`);
  await page.getByRole('button', { name: 'Actions for group “Lobby wall”' }).click({ force: true });
  await page.getByRole('menuitem', { name: 'Play carousel' }).click();
  await expect(page).toHaveURL(new RegExp(`/group-preview/${group._id}$`));
  await expect(position(page)).toHaveText('1 / 3');
  await expect(page.getByTestId('carousel-name')).toHaveText('Sales floor');
  // The released screen plays its version: no note; the next one is already mounted, hidden.
  await expect(page.getByTestId('carousel-note')).toHaveCount(0);
  await expect(page.locator(`[data-carousel-slide="${screens[1]!._id}"]`)).toHaveAttribute('data-active', 'false');
  await expect(page.locator(`[data-carousel-slide="${screens[1]!._id}"] [data-screen]`)).toBeAttached();
  await expect(page.locator(`[data-carousel-slide="${screens[0]!._id}"] [data-widget-id]`)).toBeVisible();
  expect(await turns(page), 'all of the above seen on the first turn').toHaveLength(1);

  // Auto-advance after the group's 2 s (not before), then the screen's own 3 s.
  await expect(position(page)).toHaveText('2 / 3', { timeout: 4000 });
  await expect(page.getByTestId('carousel-name')).toHaveText('Ops status');
  await expect(page.getByTestId('carousel-note')).toHaveText('Development content — not released');
  await expect(carousel(page)).toContainText('3 s per screen');
  await page.mouse.move(500, 500);
  await shot(page, 'carousel-playing-en');
  await expect(position(page)).toHaveText('3 / 3', { timeout: 4500 });
  const [one, two, three] = await turns(page);
  expect([one?.text, two?.text, three?.text]).toEqual(['1 / 3', '2 / 3', '3 / 3']);
  // Each turn lasts its interval: 2 s for the group's, 3 s for the screen's own. A turn's start is
  // seen when the page has painted it, which on a busy machine is late by up to a few hundred ms
  // (1,755 ms was seen for the first turn on a loaded CI machine): the bounds keep the two apart.
  expect(two!.at - one!.at).toBeGreaterThan(1500);
  expect(two!.at - one!.at).toBeLessThan(2400);
  expect(three!.at - two!.at).toBeGreaterThan(2600);
  expect(three!.at - two!.at).toBeLessThan(3400);

  // Pause with Space: the screen stays, the progress stands still.
  await page.keyboard.press('Space');
  await expect(carousel(page)).toHaveAttribute('data-paused', 'true');
  const progress = page.getByTestId('carousel-progress');
  const held = await progress.getAttribute('aria-valuenow');
  await page.waitForTimeout(2600);
  await expect(position(page)).toHaveText('3 / 3');
  await expect(progress).toHaveAttribute('aria-valuenow', held ?? '');
  await expect(page.getByTestId('carousel-toggle')).toHaveAttribute('data-state', 'paused');
  await shot(page, 'carousel-paused-en');

  // Next wraps around; previous comes back; the arrow keys do the same; it stays paused.
  await page.mouse.move(600, 700);
  await page.getByRole('button', { name: /^Next screen/ }).click();
  await expect(position(page)).toHaveText('1 / 3');
  await page.getByRole('button', { name: /^Previous screen/ }).click();
  await expect(position(page)).toHaveText('3 / 3');
  await page.keyboard.press('ArrowRight');
  await expect(position(page)).toHaveText('1 / 3');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(position(page)).toHaveText('2 / 3');
  await expect(carousel(page)).toHaveAttribute('data-paused', 'true');

  // Space on the focused play button still only toggles once: resume, and it advances again.
  await page.getByTestId('carousel-toggle').focus();
  await page.keyboard.press('Space');
  await expect(carousel(page)).toHaveAttribute('data-paused', 'false');
  await expect(position(page)).toHaveText('3 / 3', { timeout: 4500 });

  // The controls hide after 3 s without the pointer moving, and come back when it moves.
  await page.mouse.move(700, 300);
  const controls = page.getByTestId('carousel-controls');
  await expect(controls).toHaveAttribute('data-hidden', 'false');
  await expect(controls).toHaveAttribute('data-hidden', 'true', { timeout: 4500 });
  await page.mouse.move(720, 320);
  await expect(controls).toHaveAttribute('data-hidden', 'false');

  // F toggles full screen through the Fullscreen API.
  await page.keyboard.press('f');
  await expect
    .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null))
    .toBe('group-carousel');
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
});

test('an empty group and an unknown group say so, in Chinese too', async ({ page, request }) => {
  const user = await registerByApi(request);
  const call = await apiSession(request, user);
  const group = await call<{ _id: string }>('v1/group/add', { name: 'Empty wall' });
  await signInAs(page, user);
  await page.goto(`/group-preview/${group._id}`);
  await expect(page.getByTestId('carousel-empty')).toContainText('Nothing to play yet');
  await page.goto('/group-preview/no-such-group');
  await expect(page.getByTestId('carousel-error')).toContainText('Group not found');
  await page.evaluate(() => window.localStorage.setItem('max_lang', 'zh'));
  await page.reload();
  await expect(page.getByTestId('carousel-error')).toContainText('分组不存在');
  await shot(page, 'carousel-missing-zh');
});
