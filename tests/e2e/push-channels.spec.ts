import { expect, test } from './fixtures';
import { newUserWithScreens, openEditor, pickOption, saved, signInAs, type Screen } from './editor-driver';
import { DEMO_ADMIN, shot, signInByApi } from './support';

/**
 * Pushed data: on `/dataApi` the push channels dialog adds a channel and shows its
 * token once (with a curl example); the list then shows only the token's last 4 characters, and
 * the token posts to `/api/push/<channel>` from outside. In the editor, the data panel binds a
 * KPI to the channel ("Push channel" source) and the KPI draws the binding's initial rows.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

test('adds a push channel, shows its token once, and the token pushes', async ({ page, request }) => {
  const name = `e2e-push-${Date.now().toString(36)}`;
  await signInByApi(page, DEMO_ADMIN.account, DEMO_ADMIN.password);
  await page.goto('/dataApi');
  await page.getByTestId('push-open').click();
  const dialog = page.getByTestId('push-dialog');
  await expect(dialog.getByRole('heading', { name: 'Push channels' })).toBeVisible();
  await dialog.getByTestId('push-name').fill(name);
  await dialog.getByTestId('push-create').click();

  const token = (await dialog.getByTestId('push-token-value').textContent())?.trim() ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const curl = (await dialog.getByTestId('push-curl').textContent()) ?? '';
  expect(curl).toContain(`Authorization: Bearer ${token}`);
  const channel = /\/api\/push\/([A-Za-z0-9_-]+)'/.exec(curl)?.[1] ?? '';
  expect(channel).not.toBe('');
  const row = dialog.getByTestId('push-row').filter({ hasText: name });
  await expect(row.getByTestId('push-hint')).toHaveText(`…${token.slice(-4)}`);
  await shot(page, 'push-channels-token-en');

  const posted = await request.post(`/api/push/${channel}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: [{ name: 'Sales', value: 42 }],
  });
  expect(posted.status()).toBe(200);
  expect(await posted.json()).toEqual({ code: 200, msg: { delivered: 0 } });
  const refused = await request.post(`/api/push/${channel}`, {
    headers: { Authorization: 'Bearer not-the-token' },
    data: {},
  });
  expect(refused.status()).toBe(401);

  // Opened again, the dialog shows the hint and the last push, never the token.
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await page.getByTestId('push-open').click();
  await expect(dialog.getByTestId('push-token')).toHaveCount(0);
  await expect(row.getByTestId('push-hint')).toHaveText(`…${token.slice(-4)}`);
  await expect(row).not.toContainText('Never');
  await expect(dialog).not.toContainText(token);
  await shot(page, 'push-channels-list-en');

  // Removing asks first, then the channel is gone.
  await row.getByRole('button', { name: `Remove ${name}` }).click();
  await page.getByTestId('push-remove-dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(dialog.getByTestId('push-row').filter({ hasText: name })).toHaveCount(0);
});

test('the data panel binds a KPI to a push channel, which draws its initial rows', async ({
  page,
  browser,
  request,
}) => {
  const { user, call, screens } = await newUserWithScreens(browser, request, ['Pushed KPI']);
  const screen = screens[0] as Screen;
  const channel = await call<{ _id: string; name: string }>('v1/api/push_channel_add', { name: 'Sales KPI' });
  await call('v1/screen/append_widget', {
    _id: screen._id,
    widgets: [
      {
        widget: {
          id: 'kpi',
          type: 'kpi.number',
          attr: { globeStyle: { name: 'Pushed' }, label: 'Sales', animation: 'none' },
          style: {},
          locked: false,
          inner: false,
          hidden: false,
          events: [],
        },
        layout: { widgetId: 'kpi', x: 100, y: 100, w: 500, h: 200, z: 1, rotation: 0 },
      },
    ],
  });
  await signInAs(page, user);
  await openEditor(page, screen);
  await page.locator('[data-canvas] [data-widget-id="kpi"]').click();
  const inspector = page.getByTestId('inspector');
  await inspector.getByRole('tab', { name: 'Data' }).click();
  await inspector.getByRole('tab', { name: 'Push channel' }).click();
  await pickOption(page, inspector.getByRole('combobox', { name: 'Push channel' }), 'Sales KPI');
  const initial = inspector.getByRole('textbox', { name: 'Initial rows (until the first push)' });
  await initial.fill('[{"value": 4321}]');
  await initial.blur();
  const kpi = page.locator('[data-canvas] [data-widget-id="kpi"]');
  await expect(kpi.locator('[data-widget-state="ready"]')).toContainText(/4,?321/);
  await shot(page, 'push-channels-data-panel-en');
  await saved(page);
  const stored = await call<{ document: { widgets: Record<string, { data: Record<string, unknown> }> } }>(
    'v1/screen/get',
    { _id: screen._id },
  );
  expect(stored.document.widgets.kpi?.data).toMatchObject({
    source: 'push',
    push: { channel_id: channel._id, path: '' },
    initial: [{ value: 4321 }],
  });
});
