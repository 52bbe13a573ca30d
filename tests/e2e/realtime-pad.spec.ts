import { expect, test } from './fixtures';
import { expectAccessible } from './accessibility-checks';
import { groupWithScreens, tablet, title, wall } from './realtime-driver';
import { registerByApi, shot, signIn, signInByApi } from './support';

/**
 * Pad remote control: a group share open on two walls (browser contexts) and the
 * pad page on a tablet (a third); tapping a screen on the pad switches both walls, blank and
 * unblank reach both, and the pad lists both walls online.
 */

test('a tap on the pad switches every wall of the group; blank reaches both', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { user, call, group, screens } = await groupWithScreens(browser, request);
  const share = await call<{ token: string }>('v1/group/link_share_add', { _id: group._id });
  const walls = [await wall(browser, share.token), await wall(browser, share.token)];

  const pad = await tablet(browser, user, group._id);
  await expect(pad.getByTestId('pad-connection')).toHaveAttribute('data-online', 'true', { timeout: 20_000 });
  await expect(pad.locator('[data-testid="pad-device"][data-online="true"]')).toHaveCount(2, { timeout: 20_000 });
  await expect(pad.getByTestId('pad-online-count')).toHaveText('2 online');

  // A screen neither wall shows now.
  const showing = await walls[0]!.getByTestId('group-player').getAttribute('data-screen-id');
  const target = screens.find((screen) => screen._id !== showing)!;
  await pad.locator(`[data-testid="pad-screen"][data-screen-id="${target._id}"]`).tap();
  for (const page of walls)
    await expect(page.getByTestId('group-player')).toHaveAttribute('data-screen-id', target._id, { timeout: 5000 });
  await expect(pad.locator(`[data-testid="pad-screen"][data-screen-id="${target._id}"]`)).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Previous: both walls step back one place in the group's order.
  const index = Number(await walls[0]!.getByTestId('group-player').getAttribute('data-index'));
  await pad.getByTestId('pad-prev').tap();
  for (const page of walls)
    await expect(page.getByTestId('group-player')).toHaveAttribute('data-index', String((index + 2) % 3));

  await pad.getByTestId('pad-blank').tap();
  for (const page of walls) await expect(page.getByTestId('display-blank')).toBeVisible();
  await expect(pad.getByTestId('pad-unblank')).toBeVisible();
  await shot(pad, 'realtime-pad-landscape');
  await pad.getByTestId('pad-unblank').tap();
  for (const page of walls) await expect(page.getByTestId('display-blank')).toHaveCount(0);

  // A new version of the screen the walls show reaches both at once (the fallback poll is 30-60 s).
  const shown = await walls[0]!.getByTestId('group-player').getAttribute('data-screen-id');
  await call('v1/screen/append_widget', { _id: shown, widgets: [title('t2', 'Fresh release')] });
  await call('v1/screen/version_add', { _id: shown, name: 'V2' });
  for (const page of walls) await expect(page.getByText('Fresh release')).toBeVisible({ timeout: 10_000 });

  await pad.setViewportSize({ width: 800, height: 1280 });
  await expect(pad.getByTestId('pad-devices')).toBeVisible();
  await shot(pad, 'realtime-pad-portrait');
});

test('the pad page fits a 10-inch tablet in both orientations with large targets', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { user, group } = await groupWithScreens(browser, request);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 800, height: 1280 },
  ]) {
    const pad = await tablet(browser, user, group._id, viewport);
    await expect(pad.getByTestId('pad-screen')).toHaveCount(3);
    await expect(pad.getByRole('heading', { name: 'Lobby wall' })).toBeVisible();
    // Nothing wider than the tablet; every tile and bar button is a comfortable touch target.
    expect(await pad.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    for (const target of await pad.locator('[data-testid="pad-screen"], [data-testid="pad-bar"] button').all()) {
      const box = await target.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(56);
    }
    const orientation = viewport.width > viewport.height ? 'landscape' : 'portrait';
    await expectAccessible(pad, `pad page (${orientation})`);
    await shot(pad, `realtime-pad-fit-${orientation}`);
    await pad.context().close();
  }
});

test('opened without a group, the pad page offers the user’s groups', async ({ browser, request }) => {
  const { user, group } = await groupWithScreens(browser, request);
  const pad = await tablet(browser, user, group._id);
  await pad.goto('/pad-screen-list');
  await expect(pad.getByRole('heading', { name: 'Choose a group' })).toBeVisible();
  await expect(pad.getByTestId('pad-bar')).toHaveCount(0);
  await pad.getByRole('button', { name: 'Lobby wall · 3 screens' }).tap();
  await expect(pad).toHaveURL(new RegExp(`group=${group._id}`));
  await expect(pad.getByTestId('pad-screen')).toHaveCount(3);
});

test('the pad names the default group in the UI language, whatever language made it', async ({ browser, request }) => {
  const user = await registerByApi(request);
  const login = await request.post('/rpc/user', {
    data: { act: 'v1/user/max_login', args: { account: user.mobile, password: user.password } },
  });
  const { auth } = ((await login.json()) as { msg: { auth: string } }).msg;
  // The default group is made by the first group list, named in that request's language: English.
  const listed = await request.post('/rpc/group', {
    headers: { language: 'en' },
    data: { act: 'v1/group/list', args: { auth } },
  });
  const groups = ((await listed.json()) as { msg: Array<{ _id: string; name: string; default: 0 | 1 }> }).msg;
  const group = groups.find((one) => one.default === 1)!;
  expect(group.name).toBe('Default group');
  const added = await request.post('/rpc/screen', {
    data: { act: 'v1/screen/add', args: { auth, group_id: group._id, name: '销售大屏', template: 'blank' } },
  });
  expect(((await added.json()) as { code: number }).code).toBe(200);

  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 }, hasTouch: true });
  const pad = await context.newPage();
  await pad.goto('/login');
  await signIn(pad, user.mobile, user.password);
  await expect(pad).toHaveURL(/\/screenList/);
  await pad.goto('/pad-screen-list');
  await expect(pad.getByRole('button', { name: /^默认分组/ })).toBeVisible();
  await pad.getByRole('button', { name: /^默认分组/ }).tap();
  await expect(pad.getByTestId('pad-screens')).toBeVisible();
  await expect(pad.getByRole('heading', { name: '默认分组' })).toBeVisible();
  await expect(pad.getByText('Default group')).toHaveCount(0);
  await shot(pad, 'realtime-pad-default-group-zh');
  await context.close();
});

test('the group menu gives the pad control link as a QR code and a link to copy', async ({ browser, request }) => {
  const { user, group } = await groupWithScreens(browser, request);
  const context = await browser.newContext({ locale: 'en-US', permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await signInByApi(page, user.mobile, user.password);
  await page.goto('/screenList');
  await expect(page).toHaveURL(/\/screenList/);
  await page.goto(`/screenList/${group._id}`);
  await page.getByRole('button', { name: 'Actions for group “Lobby wall”' }).click({ force: true });
  await page.getByRole('menuitem', { name: 'Pad control link' }).click();
  const dialog = page.getByTestId('pad-link-dialog');
  await expect(dialog.getByTestId('pad-link-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
  const link = await dialog.getByTestId('pad-link-url').inputValue();
  expect(link).toMatch(new RegExp(`/pad-screen-list\\?group=${group._id}$`));
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await shot(page, 'realtime-pad-link-dialog');
  // The link opens the pad page of that group.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByTestId('pad-screen')).toHaveCount(3);
});

test('a post to a push channel updates the KPI on both walls at once', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { call, group, screens } = await groupWithScreens(browser, request);
  const channel = await call<{ _id: string; token: string }>('v1/api/push_channel_add', { name: 'Wall KPI' });
  const kpiScreen = screens[0]!;
  await call('v1/screen/append_widget', {
    _id: kpiScreen._id,
    widgets: [
      {
        widget: {
          id: 'kpi',
          type: 'kpi.number',
          attr: { globeStyle: { name: 'Orders' }, label: 'Orders', animation: 'none' },
          data: { source: 'push', push: { channel_id: channel._id, path: 'rows' }, initial: [{ value: 1200 }] },
        },
        layout: { widgetId: 'kpi', x: 100, y: 300, w: 500, h: 200, z: 2, rotation: 0 },
      },
    ],
  });
  await call('v1/screen/version_add', { _id: kpiScreen._id, name: 'V2' });
  // Only the KPI's screen plays: the walls show it for the whole test.
  await call('v1/screen/remove', { ids: screens.slice(1).map((other) => other._id) });
  const share = await call<{ token: string }>('v1/group/link_share_add', { _id: group._id });
  const walls = [await wall(browser, share.token), await wall(browser, share.token)];
  const kpis = walls.map((page) => page.locator('[data-viewer] [data-widget-id="kpi"]'));
  for (const kpi of kpis) await expect(kpi).toContainText(/1,?200/);

  // The walls follow the channel once their sockets are up; post until both show the value.
  await expect(async () => {
    const posted = await request.post(`/api/push/${channel._id}`, {
      headers: { authorization: `Bearer ${channel.token}` },
      data: { rows: [{ value: 98765 }] },
    });
    expect(posted.status()).toBe(200);
    for (const kpi of kpis) await expect(kpi).toContainText(/98,?765/, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await shot(walls[0]!, 'realtime-push-wall');
});

test('two tabs of one browser playing two groups are two devices, each steered by its own pad', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { call, group } = await groupWithScreens(browser, request);
  const other = await call<{ _id: string }>('v1/group/add', { name: 'Reception' });
  const welcome = await call<{ _id: string }>('v1/screen/add', {
    group_id: other._id,
    name: 'Welcome',
    template: 'blank',
  });
  await call('v1/screen/version_add', { _id: welcome._id, name: 'V1' });
  const first = await call<{ token: string }>('v1/group/link_share_add', { _id: group._id });
  const second = await call<{ token: string }>('v1/group/link_share_add', { _id: other._id });
  // One browser: both tabs start from the same device id in its storage.
  const lobby = await wall(browser, first.token);
  const reception = await lobby.context().newPage();
  await reception.goto(`/group-share/share/${second.token}`);
  await expect(reception.getByTestId('group-player')).toBeAttached();

  type Devices = { devices: { _id: string; online: boolean }[] };
  const devicesOf = async (groupId: string) =>
    (await call<Devices>('v1/group/get_mobile_control_list', { _id: groupId })).devices;
  await expect.poll(async () => (await devicesOf(other._id)).length, { timeout: 20_000 }).toBe(1);
  await expect.poll(async () => (await devicesOf(group._id)).length, { timeout: 20_000 }).toBe(1);
  const [lobbyDevice] = await devicesOf(group._id);
  const [receptionDevice] = await devicesOf(other._id);
  expect(lobbyDevice?._id).not.toBe(receptionDevice?._id);
  // The lobby's pad blanks the lobby tab only.
  await call('v1/group/mobile_control', { _id: group._id, action: 'command', control: { command: 'blank', on: true } });
  await expect(lobby.getByTestId('display-blank')).toBeVisible();
  await expect(reception.getByTestId('display-blank')).toHaveCount(0);
});
