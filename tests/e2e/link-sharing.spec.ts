import { expect, test, type Browser, type Page } from './fixtures';
import { newUserWithScreens, signInAs, type Screen } from './editor-driver';
import { shot } from './support';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { errorText } from '../../shared/errors/texts.js';

/**
 * Link sharing, as a new user would try it: publish, share without a password and
 * open the link in a fresh browser (no login); add a password (wrong → "Wrong password",
 * right → the screen); cancel the share and see the cancelled message; play a shared group.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const title = (id: string, text: string, x: number) => ({
  widget: { id, type: 'text.title', attr: { globeStyle: { name: id }, text } },
  layout: { widgetId: id, x, y: 80, w: 600, h: 120, z: 1, rotation: 0 },
});

/** A fresh browser context: no session, no stored access, like a stranger given the link. */
async function stranger(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 720 } });
  return context.newPage();
}

async function openShareDialog(page: Page, screenName: string) {
  await page
    .getByRole('button', { name: `More actions for “${screenName}”` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Link sharing' }).click();
  const dialog = page.getByTestId('link-share-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('share a screen by link, with and without a password, then cancel it', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const { user, call, screens } = await newUserWithScreens(browser, request, ['Lobby wall']);
  const screen = screens[0] as Screen;
  await call('v1/screen/append_widget', { _id: screen._id, widgets: [title('t1', 'Published headline', 100)] });
  await call('v1/screen/version_add', { _id: screen._id, name: 'V1' });
  // The development content moves on after publishing: the share must not show it.
  await call('v1/screen/change_widget_specify', {
    _id: screen._id,
    widget_id: 't1',
    path: 'attr.text',
    value: 'Unpublished draft',
    revision: 1,
  });

  await signInAs(page, user);
  await page.goto('/screenList');
  let dialog = await openShareDialog(page, 'Lobby wall');
  await expect(dialog.getByTestId('share-state')).toHaveText('Off');
  await dialog.getByRole('switch', { name: 'Share by link' }).click();
  await expect(dialog.getByTestId('share-state')).toHaveText('On');
  const link = await dialog.getByTestId('share-link').inputValue();
  expect(link).toMatch(/\/screen-share\/share\/[A-Za-z0-9_-]{43}$/);
  await shot(page, 'link-share-dialog-on-en');

  // A stranger opens it: the published version, no editor chrome, no login.
  const visitor = await stranger(browser);
  await visitor.goto(link);
  await expect(visitor.locator('[data-viewer] [data-widget-id="t1"]')).toContainText('Published headline');
  await expect(visitor.getByText('Unpublished draft')).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await shot(visitor, 'link-share-open-view');
  await visitor.context().close();

  // A password under six characters: the dialog shows the rule (the act's own schema) and saves nothing.
  await dialog.getByRole('textbox', { name: 'Set password' }).fill('abc');
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(dialog.getByText(errorText(ErrorCode.SHARE_PASSWORD_TOO_SHORT, 'en'))).toBeVisible();
  await expect(dialog.getByText(errorText(ErrorCode.PASSWORD_REQUIRED, 'en'))).toHaveCount(0);
  await expect(dialog.getByTestId('share-state')).toHaveText('On');
  await shot(page, 'link-share-password-too-short-en');

  // With a password.
  await dialog.getByRole('textbox', { name: 'Set password' }).fill('lobby-2026');
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(dialog.getByTestId('share-state')).toHaveText('On, with password');
  const guarded = await stranger(browser);
  await guarded.goto(link);
  await expect(guarded).toHaveURL(/\/screen\/?$/);
  const form = guarded.getByTestId('share-password');
  await form.getByLabel('Share password').fill('not-it');
  await form.getByRole('button', { name: 'Open' }).click();
  await expect(form.getByTestId('form-error')).toHaveText('Wrong password');
  await shot(guarded, 'link-share-password-wrong');
  await form.getByLabel('Share password').fill('lobby-2026');
  await form.getByRole('button', { name: 'Open' }).click();
  await expect(guarded.locator('[data-viewer] [data-widget-id="t1"]')).toContainText('Published headline');
  await guarded.context().close();

  // The access log shows the wrong and the right try.
  await dialog.getByRole('button', { name: 'Close' }).click();
  dialog = await openShareDialog(page, 'Lobby wall');
  await expect(dialog.getByTestId('share-log').locator('[data-result="wrong-password"]')).toHaveCount(1);
  await expect(dialog.getByTestId('share-log').locator('[data-result="ok"]')).toHaveCount(1);
  await shot(page, 'link-share-dialog-log-en');

  // Cancel: the link now says so.
  await dialog.getByRole('switch', { name: 'Share by link' }).click();
  await expect(dialog.getByTestId('share-state')).toHaveText('Cancelled');
  const late = await stranger(browser);
  await late.goto(link);
  await expect(late.getByTestId('share-status')).toContainText('Screen sharing has been cancelled');
  await shot(late, 'link-share-cancelled');
  await late.context().close();
});

test('an expiry in the past is refused on its field; the picker starts at today', async ({
  page,
  browser,
  request,
}) => {
  const { user, call, screens } = await newUserWithScreens(browser, request, ['Expiring wall']);
  const screen = screens[0] as Screen;
  await call('v1/screen/append_widget', { _id: screen._id, widgets: [title('t1', 'Headline', 100)] });
  await call('v1/screen/version_add', { _id: screen._id, name: 'V1' });
  await signInAs(page, user);
  await page.goto('/screenList');
  const dialog = await openShareDialog(page, 'Expiring wall');
  await dialog.getByRole('switch', { name: 'Share by link' }).click();
  await expect(dialog.getByTestId('share-state')).toHaveText('On');

  const input = dialog.getByTestId('share-expiry-input');
  const today = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
  expect(await input.getAttribute('min')).toMatch(new RegExp(`^${today}T\\d{2}:\\d{2}$`));
  const adds: string[] = [];
  page.on('request', (sent) => {
    if (sent.postData()?.includes('link_share_add')) adds.push(sent.postData() ?? '');
  });
  await input.fill('2020-01-01T10:00');
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(dialog.getByTestId('share-expiry-field')).toContainText('The expiry must be later than now');
  expect(adds).toEqual([]);
  await shot(page, 'link-share-expiry-past-en');

  // A later time is taken, and the message goes.
  await input.fill(`${Number(today.slice(0, 4)) + 1}${today.slice(4)}T10:00`);
  await expect(dialog.getByTestId('share-expiry-field')).not.toContainText('The expiry must be later than now');
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByTestId('toast').getByText('Sharing settings saved')).toBeVisible();
});

test('a shared group plays its published screens', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const { user, call } = await newUserWithScreens(browser, request, []);
  const group = await call<{ _id: string }>('v1/group/add', { name: 'Foyer' });
  for (const [index, name] of ['North screen', 'South screen'].entries()) {
    const screen = await call<Screen>('v1/screen/add', { group_id: group._id, name, template: 'blank' });
    await call('v1/screen/append_widget', {
      _id: screen._id,
      widgets: [title('t1', `${name} headline`, 100 + index * 200)],
    });
    await call('v1/screen/version_add', { _id: screen._id, name: 'V1' });
  }
  await signInAs(page, user);
  await page.goto('/screenList');
  await page.getByRole('button', { name: 'Actions for group “Foyer”' }).click();
  await page.getByRole('menuitem', { name: 'Link sharing' }).click();
  const dialog = page.getByTestId('link-share-dialog');
  await dialog.getByRole('switch', { name: 'Share by link' }).click();
  const link = await dialog.getByTestId('share-link').inputValue();
  expect(link).toMatch(/\/group-share\/share\/[A-Za-z0-9_-]{43}$/);

  const visitor = await stranger(browser);
  await visitor.goto(link);
  const player = visitor.getByTestId('group-player');
  // In the screen list's order (the pad's): the newer screen first, the group being unsorted.
  await expect(player.getByTestId('player-position')).toHaveText('1 of 2');
  await expect(visitor.locator('[data-viewer]')).toContainText('South screen headline');
  await shot(visitor, 'link-share-group-player');
  await visitor.getByRole('button', { name: 'Next screen' }).click();
  await expect(player.getByTestId('player-position')).toHaveText('2 of 2');
  await expect(visitor.locator('[data-viewer]')).toContainText('North screen headline');
  // The preview route plays the same link.
  await visitor.goto(link.replace('/group-share/', '/group-share-preview/'));
  await expect(visitor.getByTestId('player-position')).toHaveText('1 of 2');
  await visitor.context().close();
});

test('batch link sharing: a link for each published screen, the others skipped with their reason, copy all', async ({
  page,
  browser,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const { user, call, screens } = await newUserWithScreens(browser, request, ['East wall', 'West wall', 'Draft wall']);
  for (const screen of screens.slice(0, 2)) {
    await call('v1/screen/append_widget', { _id: screen._id, widgets: [title('t1', `${screen.name} headline`, 100)] });
    await call('v1/screen/version_add', { _id: screen._id, name: 'V1' });
  }
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, user);
  await page.goto('/screenList');
  const first = page.getByRole('article', { name: 'East wall', exact: true });
  await first.hover();
  await first.getByRole('checkbox').check();
  const bar = page.getByRole('toolbar', { name: 'Selection' });
  await bar.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(bar).toContainText('3 selected');
  await bar.getByRole('button', { name: 'Share by link' }).click();

  const dialog = page.getByTestId('batch-link-share-dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Share 3 screens by link');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog.getByTestId('batch-summary')).toHaveText('2 links ready');
  const rows = dialog.getByTestId('batch-result');
  await expect(rows).toHaveCount(3);
  const draft = rows.filter({ hasText: 'Draft wall' });
  await expect(draft).toHaveAttribute('data-shared', 'false');
  await expect(draft).toContainText('Skipped: This screen has no published version yet');
  const east = await dialog.getByRole('textbox', { name: 'Link: East wall' }).inputValue();
  const west = await dialog.getByRole('textbox', { name: 'Link: West wall' }).inputValue();
  expect(east).toMatch(/\/screen-share\/share\/[A-Za-z0-9_-]{43}$/);
  expect(west).toMatch(/\/screen-share\/share\/[A-Za-z0-9_-]{43}$/);
  expect(west).not.toBe(east);
  await shot(page, 'link-share-batch-en');

  await dialog.getByRole('button', { name: 'Copy all links' }).click();
  await expect(page.getByText('All links copied').first()).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n').sort()).toEqual([`East wall\t${east}`, `West wall\t${west}`]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // Each link opens its own published screen for a stranger; sharing again keeps the same link.
  const visitor = await stranger(browser);
  await visitor.goto(west);
  await expect(visitor.locator('[data-viewer] [data-widget-id="t1"]')).toContainText('West wall headline');
  await visitor.context().close();
  const again = await call<{ token: string }>('v1/screen/link_share_add', { _id: screens[0]!._id });
  expect(east.endsWith(again.token)).toBe(true);
});
