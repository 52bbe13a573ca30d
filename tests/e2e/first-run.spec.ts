import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request as http, test } from './fixtures';
import { openEditor, saved, signInAs } from './editor-driver';
import {
  accountSession,
  apiSession,
  DEMO_ADMIN,
  newScreenOwner,
  registerByApi,
  shot,
  signIn,
  TEAM_MEMBER,
} from './support';

/**
 * What a first-time user tripped over, each reproduced as they met it at 1600×900.
 */
test.use({ viewport: { width: 1600, height: 900 } });

test('a card’s “Carousel interval…” dialog closes on Cancel and on Save without breaking the list', async ({
  page,
  request,
}) => {
  const user = await registerByApi(request);
  const call = await apiSession(request, user);
  const group = await call<{ _id: string }>('v1/group/add', { name: 'Lobby' });
  await call('v1/screen/add', { group_id: group._id, name: 'Visitors', template: 'blank' });
  await signInAs(page, user);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`/screenList/${group._id}`);
  const dialog = page.getByTestId('carousel-settings-dialog');
  for (const button of ['Cancel', 'Save']) {
    await page.getByRole('button', { name: 'More actions for “Visitors”' }).click({ force: true });
    await page.getByRole('menuitem', { name: 'Carousel interval…' }).click();
    await expect(dialog.getByTestId('carousel-screen-row')).toHaveCount(1);
    await dialog.getByRole('button', { name: button }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('This page could not be displayed')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'More actions for “Visitors”' })).toBeVisible();
  }
  await shot(page, 'first-run-carousel-dialog-closed');
  expect(errors).toEqual([]);
});

const widget = (id: string, type: string, extra: Record<string, unknown> = {}) => ({
  widget: {
    id,
    type,
    attr: { globeStyle: { name: id } },
    style: {},
    data: {},
    events: [],
    locked: false,
    hidden: false,
    inner: false,
    ...extra,
  },
  layout: { widgetId: id, x: 100 + Number(id.length) * 10, y: 100, w: 480, h: 300, z: 1, rotation: 0 },
});

test('media widgets without a source hint in the editor only: the preview shows an empty frame', async ({
  page,
  request,
}) => {
  const { user, call, screen } = await newScreenOwner(request, 'Empty media');
  const placed = [widget('image', 'media.image'), widget('video', 'media.video'), widget('iframe', 'media.iframe')];
  placed.forEach((each, index) => (each.layout.x = 60 + index * 600));
  await call('v1/screen/append_widget', { _id: screen._id, widgets: placed });
  await signInAs(page, user);
  const hints = ['No image yet', 'No video yet', 'No page yet'];

  await openEditor(page, screen);
  for (const hint of hints) await expect(page.locator('[data-canvas]').getByText(hint)).toBeVisible();

  await page.goto(`/dashboard-preview/${screen._id}`);
  for (const id of ['image', 'video', 'iframe']) await expect(page.locator(`[data-widget-id="${id}"]`)).toBeAttached();
  for (const hint of hints) await expect(page.getByText(hint)).toHaveCount(0);
  await expect(page.getByText(/properties/)).toHaveCount(0);
  await shot(page, 'first-run-empty-media-preview');
});

test('a KPI’s value has one source: the Style tab edits the static data in force and says so', async ({
  page,
  request,
  baseURL,
}) => {
  const { user, call, screen } = await newScreenOwner(request, 'KPI');
  const kpi = widget('orders', 'kpi.number', {
    attr: { globeStyle: { name: 'Orders' }, label: 'Orders', value: 12345, animation: 'none' },
    data: { source: 'static', static: [{ value: 128430 }], mapping: { value: 'value' } },
  });
  const live = widget('online', 'kpi.number', {
    attr: { globeStyle: { name: 'Online' }, label: 'Online', animation: 'none' },
    data: {
      source: 'http',
      http: { url: `${baseURL}/__dev/sample/sales`, interval: 60, ttl: 0 },
      mapping: { path: 'result.list', value: 'online' },
    },
  });
  live.layout.y = 500;
  await call('v1/screen/append_widget', { _id: screen._id, widgets: [kpi, live] });
  await signInAs(page, user);
  await openEditor(page, screen);
  const shown = page.locator('[data-canvas] [data-widget-id="orders"]');
  await expect(shown).toContainText('128,430');

  await shown.click();
  const inspector = page.getByTestId('inspector');
  // The header names the type in the user's language, not by its id.
  await expect(inspector.getByTestId('widget-properties')).toContainText('KPI number');
  await expect(inspector.getByTestId('widget-properties')).not.toContainText('kpi.number');
  const field = inspector.locator('[data-attr="value"]');
  await expect(field.getByRole('spinbutton', { name: 'Value' })).toHaveValue('128430');
  await expect(field).toContainText('In force: the static data on the Data tab');
  await field.getByRole('spinbutton', { name: 'Value' }).fill('500');
  await field.getByRole('spinbutton', { name: 'Value' }).press('Enter');
  await expect(shown).toContainText('500');
  await expect(shown).not.toContainText('128,430');
  await shot(page, 'first-run-kpi-value-en');
  await inspector.getByRole('tab', { name: 'Data', exact: true }).click();
  await expect(inspector.getByRole('textbox', { name: 'Static JSON' })).toHaveValue(/"value": 500/);
  await saved(page);
  const stored = await call<{ document: { widgets: Record<string, { data: { static: unknown } }> } }>('v1/screen/get', {
    _id: screen._id,
  });
  expect(stored.document.widgets.orders!.data.static).toEqual([{ value: 500 }]);

  // An API-bound KPI: no second value to type; the panel names the source and leads to it.
  await page.locator('[data-canvas] [data-widget-id="online"]').click();
  await inspector.getByRole('tab', { name: 'Style' }).click();
  const bound = inspector.locator('[data-attr="value"]');
  await expect(bound).toContainText('In force: the HTTP API on the Data tab');
  await expect(bound.getByRole('spinbutton')).toHaveCount(0);
  await bound.getByRole('button', { name: 'Open the Data tab' }).click();
  await expect(inspector.getByRole('tab', { name: 'Data', exact: true })).toHaveAttribute('aria-selected', 'true');
});

test('`npm start` seeds the demo member beside the administrator, prints both, and they can share', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // The stack as `npm start` runs it (kept data, no test fixtures), on a free port and a data folder of its own.
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const data = mkdtempSync(join(tmpdir(), 'wallboard-first-run-'));
  const stack = spawn('npx', ['tsx', 'scripts/local/stack.ts', '--port', '0', '--data', data], {
    cwd: root,
    detached: true,
    env: { ...process.env, WALLBOARD_QUIET: '1' },
  });
  let printed = '';
  let complained = '';
  stack.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  stack.stderr.on('data', (chunk: Buffer) => (complained += chunk.toString()));
  const exited = new Promise((done) => stack.once('exit', done));
  const output = () => `--- stdout ---\n${printed}\n--- stderr ---\n${complained}`;
  try {
    await test.step('the stack starts', async () => {
      await expect
        .poll(() => (stack.exitCode === null ? printed : `exited ${stack.exitCode}: ${complained}`), {
          timeout: 150_000,
          intervals: [1000],
        })
        .toContain('Press Ctrl-C to stop.');
    });
    expect(printed).toContain(`account "${DEMO_ADMIN.account}", password "${DEMO_ADMIN.password}"`);
    expect(printed).toContain(`Demo member: account "${TEAM_MEMBER.account}", password "${TEAM_MEMBER.password}"`);
    const base = /Wallboard is running at (http:\/\/localhost:\d+)/.exec(printed)![1]!;

    // The member signs in with what was printed; the administrator has a screen to share.
    await test.step('the administrator adds a screen', async () => {
      const api = await http.newContext({ baseURL: base });
      await accountSession(api, TEAM_MEMBER.account, TEAM_MEMBER.password);
      const admin = await accountSession(api, DEMO_ADMIN.account, DEMO_ADMIN.password);
      const groups = await admin<Array<{ _id: string; default: 0 | 1 }>>('v1/group/list');
      await admin('v1/screen/add', {
        group_id: groups.find((g) => g.default === 1)!._id,
        name: 'Lobby',
        template: 'blank',
      });
      await api.dispose();
    });

    // The administrator finds the member in the screen's share dialog.
    await test.step('the member is found in the share dialog', async () => {
      await page.goto(`${base}/login`);
      await signIn(page, DEMO_ADMIN.account, DEMO_ADMIN.password);
      await expect(page).toHaveURL(/\/screenList$/);
      await page.getByRole('button', { name: 'More actions for “Lobby”' }).click({ force: true });
      await page.getByRole('menuitem', { name: 'Share with people' }).click();
      const dialog = page.getByTestId('account-share-dialog');
      await dialog.getByRole('textbox', { name: 'Search people' }).fill('member');
      await expect(dialog.getByTestId('share-candidate').filter({ hasText: TEAM_MEMBER.name })).toHaveCount(1);
    });
  } catch (error) {
    // What the stack printed goes to the run's log, where CI shows it.
    console.log(`the stack's output:\n${output()}`);
    throw error;
  } finally {
    // The page lets go of the stack first; a stack that does not stop on Ctrl-C in 20 s is killed.
    await page.close();
    if (stack.exitCode === null && stack.pid) {
      process.kill(-stack.pid, 'SIGINT');
      const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(r, 20_000, false))]);
      if (!stopped) {
        complained += '\n(the stack did not stop on SIGINT in 20 s: killed)';
        process.kill(-stack.pid, 'SIGKILL');
        await exited;
      }
    }
    await test.info().attach('stack output', { body: output(), contentType: 'text/plain' });
    rmSync(data, { recursive: true, force: true });
  }
  expect(complained, output()).not.toContain('did not stop on SIGINT');
});

test('a too-short share password answers its length rule, and the access log heading stands on its own line', async ({
  page,
  browser,
  request,
}) => {
  const { user, call, screen } = await newScreenOwner(request, 'Lobby wall');
  await call('v1/screen/version_add', { _id: screen._id, name: 'V1' });
  await signInAs(page, user);
  await page.getByRole('button', { name: 'More actions for “Lobby wall”' }).click();
  await page.getByRole('menuitem', { name: 'Link sharing' }).click();
  const dialog = page.getByTestId('link-share-dialog');
  await dialog.getByRole('switch', { name: 'Share by link' }).click();
  await expect(dialog.getByTestId('share-state')).toHaveText('On');

  // The owner types "ab": the rule, not "Enter your password", whether saved by button or Enter.
  const field = dialog.getByRole('textbox', { name: 'Set password' });
  await field.fill('ab');
  await field.press('Enter');
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(dialog.getByText('The share password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Enter your password')).toHaveCount(0);
  await expect(dialog.getByTestId('share-state')).toHaveText('On');

  // The heading and the text under it do not share a line.
  const heading = await dialog.getByRole('heading', { name: 'Access log' }).boundingBox();
  const text = await dialog.getByText(/^No visits through the server yet/).boundingBox();
  expect(text!.y).toBeGreaterThanOrEqual(heading!.y + heading!.height - 1);
  await shot(page, 'first-run-link-share-en');

  // A visitor typing "ab" for a password-protected link is told it is wrong, not to enter one.
  await field.fill('lobby-2026');
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(dialog.getByTestId('share-state')).toHaveText('On, with password');
  const link = await dialog.getByTestId('share-link').inputValue();
  const visitor = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await visitor.goto(link);
  const form = visitor.getByTestId('share-password');
  await form.getByLabel('Share password').fill('ab');
  await form.getByLabel('Share password').press('Enter');
  await expect(form.getByTestId('form-error')).toHaveText('Wrong password');
  await expect(visitor.getByText('Enter your password')).toHaveCount(0);
  await visitor.context().close();
});

test('small things: Escape closes the security dialog, the register page’s title, the mobile empty state', async ({
  page,
  request,
}) => {
  // The title follows the page when the user moves from signing in to registering.
  await page.goto('/login');
  await expect(page).toHaveTitle(/^Sign in/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page).toHaveTitle(/^Register/);

  const user = await registerByApi(request);
  const call = await apiSession(request, user);
  const groups = await call<Array<{ _id: string; default: 0 | 1 }>>('v1/group/list');
  await call('v1/screen/add', { group_id: groups.find((g) => g.default === 1)!._id, name: 'Lobby', template: 'blank' });
  await signInAs(page, user);

  // Escape closes the security-level dialog opened from a card's menu, as it does every dialog.
  await page.getByRole('button', { name: 'More actions for “Lobby”' }).click();
  await page.getByRole('menuitem', { name: 'Security level' }).click();
  const dialog = page.getByTestId('security-dialog');
  // The radios are disabled until the stored level has loaded; then the focus is in the dialog.
  await expect(dialog.getByRole('radio', { name: /Internal/ })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /Internal/ })).toBeEnabled();
  // The key goes to what holds the focus in the dialog, as a user's does.
  await dialog.locator(':focus').press('Escape');
  await expect(dialog).toBeHidden();

  // The mobile list offers a mobile page, not a wall's canvas.
  await page.goto('/mobileScreenList');
  const empty = page.getByTestId('screens-empty');
  await expect(empty).toContainText('750-pixel-wide page');
  await expect(empty).not.toContainText('1920');
  await shot(page, 'first-run-mobile-empty-en');
});

test('the register page’s name and company placeholders fit their fields, in English and Chinese', async ({
  browser,
}) => {
  for (const language of ['en', 'zh'] as const) {
    const context = await browser.newContext({
      locale: language === 'zh' ? 'zh-CN' : 'en-US',
      viewport: { width: 1600, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/register');
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en');
    for (const field of ['name', 'company']) {
      const input = page.locator(`input[name="${field}"]`);
      await expect(input).toBeVisible();
      // The placeholder's width in the input's own font against the room inside its padding.
      const room = await input.evaluate((element) => {
        const node = element as HTMLInputElement;
        const style = getComputedStyle(node);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const inner = node.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: node.placeholder, width: context.measureText(node.placeholder).width, inner };
      });
      expect(room.text.length, `${language} ${field}`).toBeGreaterThan(0);
      expect(room.width, `${language} ${field}: “${room.text}”`).toBeLessThanOrEqual(room.inner);
    }
    await shot(page, `first-run-register-${language}`);
    await context.close();
  }
});
