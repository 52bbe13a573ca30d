import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signInAs } from './editor-driver';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { apiSession, registerByApi, shot, signIn } from './support';

/**
 * The screen list, groups and the template gallery against the real handlers.
 * Each test has its own fresh account; fixtures the test is not about are made through the API.
 */
interface Group {
  _id: string;
  name: string;
  default: 0 | 1;
}
interface Screen {
  _id: string;
  name: string;
}

const rail = (page: Page) => page.getByTestId('group-rail');
const railGroup = (page: Page, name: string) => rail(page).getByRole('link', { name, exact: true });
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const toast = (page: Page, text: string | RegExp) => page.locator('.fui-ToastTitle').filter({ hasText: text });

/** A fresh account with groups and screens: `{ group name: [screen names] }` ('' = default group). */
async function accountWith(
  request: APIRequestContext,
  layout: Record<string, Array<[name: string, template?: string]>>,
) {
  const user = await registerByApi(request);
  const call = await apiSession(request, user);
  const groups: Record<string, Group> = {};
  const listed = await call<Group[]>('v1/group/list');
  groups[''] = listed.find((group) => group.default === 1)!;
  for (const [groupName, screens] of Object.entries(layout)) {
    if (groupName && !groups[groupName]) groups[groupName] = await call<Group>('v1/group/add', { name: groupName });
    for (const [name, template = 'blank'] of screens)
      await call<Screen>('v1/screen/add', { group_id: groups[groupName]!._id, name, template });
  }
  return { user, call, groups };
}

/** The names of the user's groups, in rail order. */
function groupOrder(page: Page): Promise<string[]> {
  return rail(page)
    .getByRole('list', { name: 'My groups' })
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getAttribute('title') ?? ''));
}

async function groupCount(page: Page, name: string): Promise<string> {
  return (await railGroup(page, name).getByTestId('group-count').textContent()) ?? '';
}

async function openGroupMenu(page: Page, name: string): Promise<void> {
  await railGroup(page, name).hover();
  await rail(page)
    .getByRole('button', { name: `Actions for group “${name}”` })
    .click();
}

async function openCardMenu(page: Page, name: string): Promise<void> {
  await card(page, name).hover();
  await card(page, name)
    .getByRole('button', { name: `More actions for “${name}”` })
    .click();
}

async function createGroup(page: Page, name: string): Promise<void> {
  await rail(page).getByRole('button', { name: 'New group' }).last().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Group name').fill(name);
  await dialog.getByRole('button', { name: 'New group' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(railGroup(page, name)).toHaveAttribute('aria-current', 'page');
}

test('groups: create, reject a duplicate, rename, reorder by drag; the default group is fixed', async ({
  page,
  request,
}) => {
  const user = await registerByApi(request);
  await signInAs(page, user);
  await expect(page.getByTestId('screens-empty')).toContainText('No screens yet');
  await expect(page.getByTestId('rail-default-group')).toBeVisible();
  await expect(toast(page, /Signed in/)).toHaveCount(0, { timeout: 5000 });
  await shot(page, 'screen-list-empty-en');

  await createGroup(page, 'Alpha');
  await createGroup(page, 'Beta');
  await rail(page).getByRole('button', { name: 'New group' }).last().click();
  await page.getByRole('dialog').getByLabel('Group name').fill('alpha');
  await page.getByRole('dialog').getByRole('button', { name: 'New group' }).click();
  await expect(page.getByRole('dialog')).toContainText('A group with this name already exists');
  await shot(page, 'group-dialog-duplicate-en');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await openGroupMenu(page, 'Beta');
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await page.getByRole('dialog').getByLabel('Group name').fill('Bravo');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(railGroup(page, 'Bravo')).toBeVisible();
  const defaultName = 'Default group';
  expect(await groupOrder(page)).toEqual([defaultName, 'Alpha', 'Bravo']);

  // The default group: no rename or delete in its menu, not draggable, not a drop target.
  await openGroupMenu(page, defaultName);
  await expect(page.getByRole('menuitem', { name: 'Export group' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Delete group' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('rail-default-group')).toHaveAttribute('draggable', 'false');
  const groupRow = (name: string) => rail(page).getByTestId('rail-group').filter({ hasText: name });
  await groupRow('Bravo').dragTo(page.getByTestId('rail-default-group'), { targetPosition: { x: 40, y: 4 } });
  expect(await groupOrder(page)).toEqual([defaultName, 'Alpha', 'Bravo']);

  await groupRow('Bravo').dragTo(groupRow('Alpha'), { targetPosition: { x: 40, y: 4 } });
  await expect.poll(() => groupOrder(page)).toEqual([defaultName, 'Bravo', 'Alpha']);
  await page.reload();
  await expect.poll(() => groupOrder(page)).toEqual([defaultName, 'Bravo', 'Alpha']);
  await openGroupMenu(page, 'Bravo');
  await page.getByRole('menuitem', { name: 'Move down' }).click();
  await expect.poll(() => groupOrder(page)).toEqual([defaultName, 'Alpha', 'Bravo']);
});

test('screens: create from a blank and a built-in template, rename, remark, copy, security level', async ({
  page,
  request,
}) => {
  const { user } = await accountWith(request, { Alpha: [] });
  await signInAs(page, user);
  await railGroup(page, 'Alpha').click();
  await expect(page.getByRole('heading', { name: 'Alpha' })).toBeVisible();
  await page.getByTestId('new-screen').click();
  await expect(page.getByRole('heading', { name: 'New screen' })).toBeVisible();
  await expect(page.getByText('Choose a template. The new screen goes into “Alpha”.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Blank screen/ })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: /Operations centre/ }).click();
  await expect(page.getByLabel('Screen name')).toHaveValue('Operations centre');
  await expect(toast(page, /Signed in/)).toHaveCount(0, { timeout: 5000 });
  await shot(page, 'create-screen-gallery-en');
  await page.getByLabel('Screen name').fill(' ');
  await page.getByRole('button', { name: 'Create screen' }).click();
  await expect(page.getByText('The name is required and at most 50 characters')).toBeVisible();
  await page.getByLabel('Screen name').fill('Operations centre');
  await page.getByRole('button', { name: 'Create screen' }).click();
  await expect(page).toHaveURL(/\/screenEditor\/[\w-]+$/);

  await page.goBack();
  await page.getByRole('button', { name: 'Back to screens' }).click();
  await expect(page.getByRole('heading', { name: 'Alpha' })).toBeVisible();
  await page.getByTestId('new-screen').click();
  await page.getByLabel('Screen name').fill('Lobby wall');
  await page.getByRole('button', { name: 'Create screen' }).click();
  await expect(page).toHaveURL(/\/screenEditor\/[\w-]+$/);
  await page.goBack();
  await page.getByRole('button', { name: 'Back to screens' }).click();
  await expect(page.getByTestId('screen-count')).toHaveText('2 screens');
  await expect(card(page, 'Operations centre')).toBeVisible();

  await openCardMenu(page, 'Lobby wall');
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await page.getByRole('dialog').getByLabel('Screen name').fill('Lobby wall A');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 'Lobby wall A')).toBeVisible();

  await openCardMenu(page, 'Lobby wall A');
  await page.getByRole('menuitem', { name: 'Remark' }).click();
  await page.getByRole('dialog').getByLabel('Remark').fill('Main entrance, plays from 8 am');
  await shot(page, 'remark-dialog-en');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 'Lobby wall A').getByTestId('screen-remark')).toHaveText('Main entrance, plays from 8 am');

  await openCardMenu(page, 'Operations centre');
  await page.getByRole('menuitem', { name: 'Copy' }).click();
  await expect(card(page, 'Operations centre copy')).toBeVisible();
  await expect(page.getByTestId('screen-count')).toHaveText('3 screens');

  await openCardMenu(page, 'Operations centre copy');
  await expect(page.getByRole('menuitem', { name: 'Share with people' })).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('menuitem', { name: 'Link sharing' })).not.toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: 'Security level' }).click();
  await page.getByRole('dialog').getByRole('radio', { name: 'Secret' }).check();
  await shot(page, 'security-dialog-en');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 'Operations centre copy').getByText('Secret')).toBeVisible();
  // A secret screen is never shared by link (docs/ARCHITECTURE.md#access-rules).
  await openCardMenu(page, 'Operations centre copy');
  await expect(page.getByRole('menuitem', { name: 'Link sharing' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(card(page, 'Operations centre copy').getByText('Secret')).toBeVisible();
  await page.mouse.move(0, 0);
  await shot(page, 'screen-grid-en');
});

test('moving: drag a card onto a group, multi-select with Shift and keys, batch move; list view and search', async ({
  page,
  request,
}) => {
  const { user } = await accountWith(request, {
    Alpha: [['Operations centre', 'operations-centre'], ['Sales wall', 'sales'], ['Lobby wall']],
    Bravo: [],
  });
  await signInAs(page, user);
  await railGroup(page, 'Alpha').click();
  await expect(page.getByTestId('screen-count')).toHaveText('3 screens');
  await card(page, 'Lobby wall').dragTo(railGroup(page, 'Bravo'));
  await expect(page.getByTestId('screen-count')).toHaveText('2 screens');
  await expect.poll(() => groupCount(page, 'Bravo')).toBe('1');

  const first = card(page, 'Operations centre');
  const second = card(page, 'Sales wall');
  await first.hover();
  await first.getByRole('checkbox').check();
  await second.getByRole('checkbox').click({ modifiers: ['Shift'] });
  const bar = page.getByRole('toolbar', { name: 'Selection' });
  await expect(bar).toContainText('2 selected');
  await page.keyboard.press('Escape');
  await expect(bar).toHaveCount(0);
  await page.getByTestId('screen-grid').focus();
  await page.keyboard.press('Control+a');
  await expect(bar).toContainText('2 selected');
  await page.keyboard.press('Delete');
  await expect(page.getByRole('alertdialog')).toContainText('Delete 2 screens?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(bar).toContainText('2 selected');
  await page.mouse.move(0, 0);
  await shot(page, 'batch-bar-en');
  await bar.getByRole('button', { name: 'Move to' }).click();
  await expect(page.getByRole('menuitem', { name: /Alpha/ })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: 'Bravo' }).click();
  await expect(toast(page, 'Moved 2 screens to “Bravo”')).toBeVisible();
  await expect(page.getByTestId('screens-empty')).toBeVisible();
  await expect.poll(() => groupCount(page, 'Alpha')).toBe('0');
  await expect.poll(() => groupCount(page, 'Bravo')).toBe('3');

  await railGroup(page, 'Bravo').click();
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('row', { name: 'Lobby wall' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row', { name: 'Lobby wall' })).toBeVisible();
  await page.mouse.move(0, 0);
  await shot(page, 'screen-list-view-en');
  await page.getByRole('button', { name: 'Grid view' }).click();
  await expect(card(page, 'Lobby wall')).toBeVisible();

  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search screens' })).toBeFocused();
  await page.keyboard.type('wall');
  await expect(page.getByTestId('screen-count')).toHaveText('2 screens');
  await page.getByRole('searchbox', { name: 'Search screens' }).fill('nothing like this');
  await expect(page.getByTestId('screens-no-results')).toBeVisible();
  await shot(page, 'screen-list-no-results-en');
});

test('custom order: drag a card onto another to reorder the group', async ({ page, request }) => {
  const { user } = await accountWith(request, { Wall: [['Screen A'], ['Screen B'], ['Screen C']] });
  await signInAs(page, user);
  await railGroup(page, 'Wall').click();
  const names = () =>
    page.getByTestId('screen-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
  await expect.poll(names).toEqual(['Screen C', 'Screen B', 'Screen A']);
  await card(page, 'Screen A').dragTo(card(page, 'Screen C'), { targetPosition: { x: 10, y: 60 } });
  await expect.poll(names).toEqual(['Screen A', 'Screen C', 'Screen B']);
  await page.reload();
  await expect.poll(names).toEqual(['Screen A', 'Screen C', 'Screen B']);
});

test('a long list is paged from the server as it scrolls', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { user, call, groups } = await accountWith(request, { Big: [] });
  const names = Array.from({ length: 130 }, (_, i) => `Wall ${String(i + 1).padStart(3, '0')}`);
  for (let i = 0; i < names.length; i += 10) {
    await Promise.all(
      names
        .slice(i, i + 10)
        .map((name) => call('v1/screen/add', { group_id: groups.Big!._id, name, template: 'blank' })),
    );
  }
  await signInAs(page, user);
  await railGroup(page, 'Big').click();
  await expect(page.getByTestId('screen-count')).toHaveText('130 screens');
  await expect(page.getByText('Showing 100 of 130')).toBeVisible();
  await expect(page.getByTestId('screen-card')).toHaveCount(100);
  await page.getByText('Showing 100 of 130').scrollIntoViewIfNeeded();
  await expect(page.getByText('Showing 130 of 130')).toBeVisible();
  await expect(page.getByTestId('screen-card')).toHaveCount(130);
  await page.getByTestId('screen-grid').focus();
  await page.keyboard.press('Control+a');
  await expect(page.getByRole('toolbar', { name: 'Selection' })).toContainText('130 selected');
});

test('exporting a group downloads a .zip named by the server', async ({ page, request }) => {
  const { user } = await accountWith(request, { Bravo: [['Operations centre', 'operations-centre'], ['Lobby wall']] });
  await signInAs(page, user);
  await openGroupMenu(page, 'Bravo');
  const downloading = page.waitForEvent('download', { timeout: 20_000 });
  await page.getByRole('menuitem', { name: 'Export group' }).click();
  // Fail fast, with the reason, when the helper refuses the file (no content-disposition: docs/errors.md#how-the-client-reacts).
  const refused = toast(page, /permission|failed/i);
  const outcome = await Promise.race([
    downloading,
    refused.waitFor({ timeout: 20_000 }).then(() => refused.textContent()),
  ]);
  expect(typeof outcome, `download refused: ${String(outcome)}`).not.toBe('string');
  const download = outcome as Exclude<typeof outcome, string | null>;
  expect(download.suggestedFilename()).toMatch(/^Bravo.*\.zip$/);
  await expect(toast(page, /Downloaded Bravo.*\.zip/)).toBeVisible();
});

test('importing an exported group into another account', async ({ page, request }) => {
  const source = await accountWith(request, {
    Bravo: [['Operations centre', 'operations-centre'], ['Sales wall', 'sales'], ['Lobby wall']],
  });
  const ticket = await source.call<{ url: string; filename: string }>('v1/group/resource_export', {
    _id: source.groups.Bravo!._id,
  });
  const zip = join(tmpdir(), `wallboard-e2e-${Date.now()}.zip`);
  writeFileSync(zip, await (await request.get(ticket.url)).body());

  const other = await registerByApi(request);
  await signInAs(page, other);
  await expect(page.getByTestId('screens-empty')).toBeVisible();
  await page
    .getByTestId('import-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(toast(page, /This file type is not allowed/)).toBeVisible();
  await page.getByTestId('import-input').setInputFiles(zip);
  // Imported from All screens: the package's group is created, and the toast says so.
  await expect(toast(page, 'Created the group “Bravo” and imported 3 screens into it')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('screen-count')).toHaveText('3 screens');
  await expect(railGroup(page, 'Bravo')).toBeVisible();
  await expect.poll(() => groupCount(page, 'Bravo')).toBe('3');
  await expect(card(page, 'Lobby wall')).toBeVisible();
  await expect(card(page, 'Sales wall')).toBeVisible();
  await shot(page, 'screen-list-imported-en');
});

test('deleting a group moves its screens to the default group; deleting a screen; unknown group', async ({
  page,
  request,
}) => {
  const { user } = await accountWith(request, {
    Bravo: [['Operations centre', 'operations-centre'], ['Sales wall', 'sales'], ['Lobby wall']],
  });
  const defaultName = 'Default group';
  await signInAs(page, user);
  await openGroupMenu(page, 'Bravo');
  await page.getByRole('menuitem', { name: 'Delete group' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This group holds 3 screens');
  await expect(dialog.getByRole('radio', { name: 'Move them to the default group' })).toBeChecked();
  await shot(page, 'group-delete-dialog-en');
  await dialog.getByRole('button', { name: 'Delete group' }).click();
  await expect(railGroup(page, 'Bravo')).toHaveCount(0);
  await expect.poll(() => groupCount(page, defaultName)).toBe('3');

  await railGroup(page, defaultName).click();
  await openCardMenu(page, 'Lobby wall');
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Lobby wall');
  await shot(page, 'screen-delete-dialog-en');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, 'Lobby wall')).toHaveCount(0);
  await expect(page.getByTestId('screen-count')).toHaveText('2 screens');
  await expect.poll(() => groupCount(page, defaultName)).toBe('2');

  await page.goto('/screenList/no-such-group');
  await expect(page.getByTestId('group-not-found')).toContainText('This group does not exist');
  await shot(page, 'screen-list-unknown-group-en');
  await page.getByRole('button', { name: 'Back to all screens' }).click();
  await expect(page).toHaveURL(/\/screenList$/);
  await page.goto('/createScreen/no-such-group');
  await expect(page.getByTestId('group-not-found')).toBeVisible();
});

test.describe('Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test('the screen list and the gallery in Chinese', async ({ page, request }) => {
    const { user } = await accountWith(request, {
      运营: [['运营指挥中心', 'operations-centre'], ['销售业绩看板', 'sales'], ['大厅主屏']],
      物流: [['物流网络', 'logistics-map']],
    });
    await page.goto('/login');
    await signIn(page, user.mobile, user.password);
    await expect(page).toHaveURL(/\/screenList$/);
    await expect(page.getByRole('heading', { name: '全部大屏' })).toBeVisible();
    await expect(page.getByTestId('screen-count')).toHaveText('4 个大屏');
    await expect(page.locator('.fui-ToastTitle')).toHaveCount(0, { timeout: 5000 });
    await shot(page, 'screen-grid-zh');
    await page.getByTestId('new-screen').click();
    await expect(page.getByRole('heading', { name: '新建大屏' })).toBeVisible();
    await shot(page, 'create-screen-gallery-zh');
  });
});

test('the mobile list preselects the mobile blank and counts mobile screens', async ({ page, request }) => {
  const user = await registerByApi(request);
  await signInAs(page, user);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Mobile screens' }).click();
  await expect(page).toHaveURL(/\/mobileScreenList$/);
  await expect(page.getByTestId('screens-empty')).toBeVisible();
  await page.getByTestId('new-screen').click();
  await expect(page.getByRole('radio', { name: /Blank mobile/ })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Create screen' }).click();
  await expect(page).toHaveURL(/\/screenEditor\/[\w-]+$/);
  await page.goto('/mobileScreenList');
  await expect(page.getByTestId('screen-count')).toHaveText('1 mobile screen');
  await expect(card(page, 'Blank mobile')).toBeVisible();
  await expect(page.getByTestId('rail-default-group').getByTestId('group-count')).toHaveText('1');
  await page.mouse.move(0, 0);
  await shot(page, 'mobile-screen-list-en');
});
