import { expect, test, type Browser, type Page } from './fixtures';
import { expectAccessible } from './accessibility-checks';
import { signInAs } from './editor-driver';
import { apiSession, registerByApi, shot } from './support';

/**
 * A group's mobile display rules: set in the group menu's dialog (which mobile screens
 * a phone plays, in which order), then the group's share link opened on a phone plays those
 * screens in that order, while a wide viewport still plays what a wall plays.
 */
test.use({ viewport: { width: 1366, height: 768 } });

const title = (id: string, text: string) => ({
  widget: { id, type: 'text.title', attr: { globeStyle: { name: id }, text } },
  layout: { widgetId: id, x: 40, y: 80, w: 600, h: 120, z: 1, rotation: 0 },
});

async function visitor(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport, isMobile: viewport.width < 768 });
  return context.newPage();
}

test('mobile display rules set in the dialog are what a phone plays of the group share', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await registerByApi(request);
  const call = await apiSession(request, user);
  const group = await call<{ _id: string }>('v1/group/add', { name: 'Phones' });
  for (const [name, template] of [
    ['North wall', 'blank'],
    ['Phone A', 'mobile-blank'],
    ['Phone B', 'mobile-blank'],
  ] as const) {
    const screen = await call<{ _id: string }>('v1/screen/add', { group_id: group._id, name, template });
    await call('v1/screen/append_widget', { _id: screen._id, widgets: [title('t1', `${name} headline`)] });
    await call('v1/screen/version_add', { _id: screen._id, name: 'V1' });
  }
  const { token } = await call<{ token: string }>('v1/group/link_share_add', { _id: group._id });
  const link = `/group-share/share/${token}`;

  await signInAs(page, user);
  await page.goto(`/screenList/${group._id}`);
  await page.getByRole('button', { name: 'Actions for group “Phones”' }).click({ force: true });
  await page.getByRole('menuitem', { name: 'Mobile display rules' }).click();
  const dialog = page.getByTestId('mobile-rules-dialog');
  await expect(dialog.getByRole('radio', { name: 'The group\u2019s mobile screens' })).toBeChecked();
  const rows = dialog.getByTestId('mobile-rules-row');
  await expect(rows).toHaveText(['Phone B', 'Phone A']);
  // Nothing chosen yet: nothing to save.
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  // The wall screens are offered in the other mode.
  await dialog.getByRole('radio', { name: /wall screens, reflowed/ }).click();
  await expect(rows).toHaveText(['North wall']);
  await dialog.getByRole('radio', { name: 'The group\u2019s mobile screens' }).click();

  await dialog.getByRole('checkbox', { name: 'Phone B' }).check();
  await dialog.getByRole('checkbox', { name: 'Phone A' }).check();
  // Order by keyboard: Phone A first.
  await dialog.getByRole('button', { name: 'Move Phone A up' }).focus();
  await page.keyboard.press('Enter');
  await expect(rows).toHaveText(['1Phone A', '2Phone B']);
  // Phone A is first now: the focus stays on its row, on the arrow that still moves it.
  await expect(dialog.getByRole('button', { name: 'Move Phone A down' })).toBeFocused();
  await expectAccessible(page, 'mobile display rules dialog');
  await shot(page, 'mobile-rules-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toast').getByText('Mobile display rules of “Phones” saved')).toBeVisible();

  // A phone plays Phone A then Phone B, and nothing else.
  const phone = await visitor(browser, { width: 390, height: 844 });
  await phone.goto(link);
  const player = phone.getByTestId('group-player');
  await expect(player).toHaveAttribute('data-phone', 'mobile');
  await expect(player.getByTestId('player-position')).toHaveText('1 of 2');
  await expect(phone.locator('[data-viewer]')).toContainText('Phone A headline');
  await shot(phone, 'mobile-rules-phone');
  await phone.keyboard.press('ArrowRight');
  await expect(player.getByTestId('player-position')).toHaveText('2 of 2');
  await expect(phone.locator('[data-viewer]')).toContainText('Phone B headline');
  await phone.context().close();

  // A wide viewport plays the whole group, in the screen list's order (newest first, unsorted).
  const wall = await visitor(browser, { width: 1280, height: 720 });
  await wall.goto(link);
  const wallPlayer = wall.getByTestId('group-player');
  await expect(wallPlayer.getByTestId('player-position')).toHaveText('1 of 3');
  await expect(wallPlayer).not.toHaveAttribute('data-phone', /.+/);
  await expect(wall.locator('[data-viewer]')).toContainText('Phone B headline');
  await wall.context().close();

  // The signed-in group preview on a phone plays the same list.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/group-preview/${group._id}`);
  await expect(page.getByTestId('group-carousel')).toHaveAttribute('data-phone', 'mobile');
  await expect(page.getByTestId('carousel-position')).toHaveText('1 / 2');
  await expect(page.locator('[data-carousel-slide][data-active="true"]')).toContainText('Phone A headline');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/screenList/${group._id}`);

  // Reopened, the dialog shows the saved rules; clearing them lets the phone play the wall's list.
  await page.getByRole('button', { name: 'Actions for group “Phones”' }).click({ force: true });
  await page.getByRole('menuitem', { name: 'Mobile display rules' }).click();
  await expect(rows).toHaveText(['1Phone A', '2Phone B']);
  await dialog.getByRole('button', { name: 'Clear rules' }).click();
  await expect(dialog).toBeHidden();
  const cleared = await visitor(browser, { width: 390, height: 844 });
  await cleared.goto(link);
  await expect(cleared.getByTestId('player-position')).toHaveText('1 of 3');
  await cleared.context().close();
});

test('in mode reflow a phone plays the named wall screens reflowed', async ({ browser, request }) => {
  const user = await registerByApi(request);
  const call = await apiSession(request, user);
  const group = await call<{ _id: string }>('v1/group/add', { name: 'Reflowed' });
  const ids: string[] = [];
  for (const name of ['East wall', 'West wall']) {
    const screen = await call<{ _id: string }>('v1/screen/add', { group_id: group._id, name, template: 'blank' });
    await call('v1/screen/append_widget', { _id: screen._id, widgets: [title('t1', `${name} headline`)] });
    await call('v1/screen/version_add', { _id: screen._id, name: 'V1' });
    ids.push(screen._id);
  }
  await call('v1/group/mobile_group', { _id: group._id, mode: 'reflow', screens: [...ids].reverse() });
  const { token } = await call<{ token: string }>('v1/group/link_share_add', { _id: group._id });
  const phone = await visitor(browser, { width: 390, height: 844 });
  await phone.goto(`/group-share/share/${token}`);
  const player = phone.getByTestId('group-player');
  await expect(player).toHaveAttribute('data-phone', 'reflow');
  await expect(player.getByTestId('player-position')).toHaveText('1 of 2');
  await expect(phone.locator('[data-viewer]')).toContainText('West wall headline');
  // Reflowed: the title spans the phone's width rather than a sliver of a 1920-wide wall.
  const box = await phone.getByText('West wall headline').boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(150);
  await shot(phone, 'mobile-rules-reflow');
  await phone.context().close();
});
