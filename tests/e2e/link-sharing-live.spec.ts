import { expect, test, type Browser, type Page } from './fixtures';
import { newUserWithScreens, type Screen } from './editor-driver';
import { shot } from './support';

/**
 * Share links on a wall: a shared group plays each screen for its own interval or the
 * group's (the carousel's settings); a share left open follows a newly released version.
 */
test.use({ viewport: { width: 1280, height: 720 } });

const title = (id: string, text: string, x = 100) => ({
  widget: { id, type: 'text.title', attr: { globeStyle: { name: id }, text } },
  layout: { widgetId: id, x, y: 80, w: 600, h: 120, z: 1, rotation: 0 },
});

/** A fresh browser context (no session), its page recording when the group player turns (by the page's own clock). */
async function stranger(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const turns: Array<{ id: string; at: number }> = [];
    (window as unknown as { __turns: typeof turns }).__turns = turns;
    new MutationObserver(() => {
      const id = document.querySelector('[data-testid="group-player"]')?.getAttribute('data-screen-id') ?? null;
      if (id && turns.at(-1)?.id !== id) turns.push({ id, at: performance.now() });
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-screen-id'] });
  });
  return page;
}
const turns = (page: Page) =>
  page.evaluate(() => (window as unknown as { __turns: Array<{ id: string; at: number }> }).__turns);

test('a shared group plays each screen for its own interval, else the group’s', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { call } = await newUserWithScreens(browser, request, []);
  const group = await call<{ _id: string }>('v1/group/add', { name: 'Timed foyer' });
  const screens: Screen[] = [];
  for (const name of ['Quick', 'Slow']) {
    const screen = await call<Screen>('v1/screen/add', { group_id: group._id, name, template: 'blank' });
    await call('v1/screen/append_widget', { _id: screen._id, widgets: [title('t1', `${name} headline`)] });
    await call('v1/screen/version_add', { _id: screen._id, name: 'V1' });
    screens.push(screen);
  }
  const [quick, slow] = screens as [Screen, Screen];
  const share = await call<{ token: string }>('v1/group/link_share_add', { _id: group._id });
  // Set after the share is on: the open share's static object must be rewritten with them.
  await call('v1/group/change_interval', { _id: group._id, interval: 4 });
  await call('v1/group/change_single_interval', { _id: group._id, screen_id: quick._id, interval: 1 });

  const visitor = await stranger(browser);
  await visitor.goto(`/group-share/share/${share.token}`);
  const player = visitor.getByTestId('group-player');
  await expect(player).toBeAttached();
  // Four turns: the first is seen late (when painted), so the next two are timed: Quick's 1 s and Slow's 4 s.
  await expect.poll(async () => (await turns(visitor)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
  const seen = await turns(visitor);
  const lasted = new Map<string, number>();
  for (let i = 1; i < 3; i++) lasted.set(seen[i]!.id, seen[i + 1]!.at - seen[i]!.at);
  // Generous bounds for a busy machine; the two are still told apart (1 s against 4 s).
  expect(lasted.get(quick._id)).toBeGreaterThan(800);
  expect(lasted.get(quick._id)).toBeLessThan(2500);
  expect(lasted.get(slow._id)).toBeGreaterThan(3500);
  expect(lasted.get(slow._id)).toBeLessThan(6000);
  await expect(player).toHaveAttribute('data-screen-id', slow._id, { timeout: 5000 });
  await expect(player).toHaveAttribute('data-seconds', '4');
  await expect(visitor.locator('[data-viewer]')).toContainText('Slow headline');
  await visitor.mouse.move(400, 400);
  await shot(visitor, 'link-share-group-intervals');

  // Paused (on the slow screen), then stepped to the quick one: it stays past its second.
  await expect(player).toHaveAttribute('data-screen-id', slow._id, { timeout: 8000 });
  await visitor.keyboard.press('Space');
  await visitor.keyboard.press('ArrowRight');
  await expect(player).toHaveAttribute('data-screen-id', quick._id);
  await visitor.waitForTimeout(2500);
  await expect(player).toHaveAttribute('data-screen-id', quick._id);
  await expect(player).toHaveAttribute('data-seconds', '1');
  await visitor.context().close();
});

/** A stranger's page whose share polls every second (the test hook of followShare.ts) and that marks itself, to tell a reload. */
async function wallFor(browser: Browser): Promise<Page> {
  const page = await stranger(browser);
  await page.addInitScript(() => {
    window.__WB_SHARE_POLL_MS = 1000;
  });
  return page;
}
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { __mark: string }).__mark = 'same page'));
const pageMark = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: string }).__mark ?? null);

test('an open share left on a wall shows a newly released version, and the cancelled message when it closes', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { call, screens } = await newUserWithScreens(browser, request, ['Wall news']);
  const screen = screens[0] as Screen;
  await call('v1/screen/append_widget', { _id: screen._id, widgets: [title('t1', 'Morning edition')] });
  await call('v1/screen/version_add', { _id: screen._id, name: 'V1' });
  const share = await call<{ token: string }>('v1/screen/link_share_add', { _id: screen._id });

  const wall = await wallFor(browser);
  await wall.goto(`/screen-share/share/${share.token}`);
  const headline = wall.locator('[data-viewer] [data-widget-id="t1"]');
  await expect(headline).toContainText('Morning edition');
  await markPage(wall);

  // The owner releases a new version through the API: the wall shows it by itself, without reloading.
  await call('v1/screen/change_widget_specify', {
    _id: screen._id,
    widget_id: 't1',
    path: 'attr.text',
    value: 'Evening edition',
    revision: 1,
  });
  await call('v1/screen/version_add', { _id: screen._id, name: 'V2', latest: true });
  await expect(headline).toContainText('Evening edition', { timeout: 20_000 });
  expect(await pageMark(wall)).toBe('same page');
  await shot(wall, 'link-share-followed-release');

  // The share is cancelled: the wall says so.
  await call('v1/screen/link_share_remove', { _id: screen._id });
  await expect(wall.getByTestId('share-status')).toContainText('Screen sharing has been cancelled', {
    timeout: 20_000,
  });
  expect(await pageMark(wall)).toBe('same page');
  await wall.context().close();
});

test('a password share follows new releases through view with the access its password bought', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { call, screens } = await newUserWithScreens(browser, request, ['Guarded wall']);
  const screen = screens[0] as Screen;
  await call('v1/screen/append_widget', { _id: screen._id, widgets: [title('t1', 'First figures')] });
  await call('v1/screen/version_add', { _id: screen._id, name: 'V1' });
  const share = await call<{ token: string }>('v1/screen/link_share_add', { _id: screen._id, password: 'wall-2026' });

  const wall = await wallFor(browser);
  await wall.goto(`/screen-share/share/${share.token}`);
  const form = wall.getByTestId('share-password');
  await expect(form).toBeVisible();
  // The share pages load only the visitor's theme (dark here); switched to light, they load its values and take them.
  const background = () =>
    wall.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--colorNeutralBackground1').trim().toLowerCase(),
    );
  expect(await background()).not.toBe('#ffffff');
  await wall.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect.poll(background).toBe('#ffffff');
  await expect(wall.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await expect(form).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await shot(wall, 'link-share-password-light');
  await form.getByLabel('Share password').fill('wall-2026');
  await form.getByRole('button', { name: 'Open' }).click();
  const headline = wall.locator('[data-viewer] [data-widget-id="t1"]');
  await expect(headline).toContainText('First figures');
  await markPage(wall);

  await call('v1/screen/change_widget_specify', {
    _id: screen._id,
    widget_id: 't1',
    path: 'attr.text',
    value: 'Second figures',
    revision: 1,
  });
  await call('v1/screen/version_add', { _id: screen._id, name: 'V2', latest: true });
  await expect(headline).toContainText('Second figures', { timeout: 20_000 });
  expect(await pageMark(wall)).toBe('same page');
  await wall.context().close();
});

test('an open group share takes in a screen newly published into the group, in the pad’s order, staying on its screen', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { call } = await newUserWithScreens(browser, request, []);
  const group = await call<{ _id: string }>('v1/group/add', { name: 'Growing foyer' });
  const publishInto = async (name: string) => {
    const screen = await call<Screen>('v1/screen/add', { group_id: group._id, name, template: 'blank' });
    await call('v1/screen/append_widget', { _id: screen._id, widgets: [title('t1', `${name} headline`)] });
    await call('v1/screen/version_add', { _id: screen._id, name: 'V1' });
    return screen;
  };
  await publishInto('North');
  await publishInto('South');
  // Long turns: only the test moves the carousel.
  await call('v1/group/change_interval', { _id: group._id, interval: 3600 });
  const share = await call<{ token: string }>('v1/group/link_share_add', { _id: group._id });
  /** The group's screens as the pad lists them. */
  const padOrder = async () =>
    (
      await call<{ list: Screen[] }>('v1/screen/list', {
        group_id: group._id,
        order: 'sort',
        mobile: false,
        pageNum: 1,
        pageSize: 50,
      })
    ).list.map((screen) => screen._id);

  // No poll hook: the share polls every 30–60 s, so only the release notice brings the new screen in time.
  const visitor = await stranger(browser);
  await visitor.goto(`/group-share/share/${share.token}`);
  const player = visitor.getByTestId('group-player');
  const position = player.getByTestId('player-position');
  await expect(position).toHaveText('1 of 2');
  await visitor.keyboard.press('ArrowRight');
  await expect(position).toHaveText('2 of 2');
  const before = await padOrder();
  await expect(player).toHaveAttribute('data-screen-id', before[1]!);
  // The wall's display connection is up once the group lists its device.
  await expect
    .poll(
      async () =>
        (await call<{ devices: unknown[] }>('v1/group/get_mobile_control_list', { _id: group._id })).devices.length,
      { timeout: 20_000 },
    )
    .toBe(1);
  await markPage(visitor);

  const east = await publishInto('East');
  const after = await padOrder();
  expect(after).toHaveLength(3);
  // The wall stays on the screen it showed, now one place further down the list.
  await expect(position).toHaveText(`${after.indexOf(before[1]!) + 1} of 3`, { timeout: 15_000 });
  await expect(player).toHaveAttribute('data-screen-id', before[1]!);
  expect(await pageMark(visitor)).toBe('same page');

  // Round the carousel: the pad's order, the new screen in its place.
  const played: string[] = [];
  for (let turn = 0; turn < 3; turn++) {
    await visitor.keyboard.press('ArrowRight');
    const index = (after.indexOf(before[1]!) + turn + 1) % 3;
    await expect(player).toHaveAttribute('data-index', String(index));
    played[index] = (await player.getAttribute('data-screen-id')) ?? '';
    if (played[index] === east._id) {
      await expect(visitor.locator('[data-viewer]')).toContainText('East headline');
      await visitor.mouse.move(400, 400);
      await shot(visitor, 'link-share-group-new-screen');
    }
  }
  expect(played).toEqual(after);
  expect(played).toContain(east._id);
  expect(await pageMark(visitor)).toBe('same page');
  await visitor.context().close();
});
