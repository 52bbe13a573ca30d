import { expect, test, type Browser, type Page } from './fixtures';
import { accountSession, DEMO_ADMIN, shot, TEAM_MEMBER, signInByApi } from './support';

/**
 * Account sharing: the demo administrator shares screens with a member of the same
 * tenant from the screen list; the member finds them under "Shared with me" in a fresh browser
 * context, a view-only share previews but does not open the editor, and with edit permission
 * both open the editor and each sees the other in the editing-user indicator (real presence).
 */
interface Screen {
  _id: string;
  name: string;
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function signedIn(browser: Browser, account: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, account, password);
  await page.goto('/screenList');
  await expect(page).toHaveURL(/\/screenList/);
  return page;
}

test('share with another account: search, read vs edit, their list, both editors see each other', async ({
  browser,
  request,
}) => {
  // Two people in two browsers through the share, their lists and the editor: a long walk.
  test.setTimeout(120_000);
  const admin = await accountSession(request, DEMO_ADMIN.account, DEMO_ADMIN.password);
  const suffix = String(Date.now()).slice(-6);
  const groups = await admin<Array<{ _id: string; default: 0 | 1 }>>('v1/group/list');
  const group = groups.find((g) => g.default === 1)!;
  const lobby = await admin<Screen>('v1/screen/add', {
    group_id: group._id,
    name: `Lobby wall ${suffix}`,
    template: 'sales',
  });
  const board = await admin<Screen>('v1/screen/add', {
    group_id: group._id,
    name: `Board wall ${suffix}`,
    template: 'sales',
  });

  // The owner shares the lobby wall from its card menu.
  const owner = await signedIn(browser, DEMO_ADMIN.account, DEMO_ADMIN.password);
  await expect(card(owner, lobby.name)).toBeVisible();
  await card(owner, lobby.name)
    .getByRole('button', { name: `More actions for “${lobby.name}”` })
    .click();
  await owner.getByRole('menuitem', { name: 'Share with people' }).click();
  const dialog = owner.getByTestId('account-share-dialog');
  await expect(dialog.getByRole('heading', { name: `Share “${lobby.name}”` })).toBeVisible();
  await expect(dialog.getByTestId('share-list-empty')).toBeVisible();
  // The owner never finds themself; the member is found by part of their email, in any case.
  await dialog.getByRole('textbox', { name: 'Search people' }).fill('Administrator');
  await expect(dialog.getByTestId('share-search-empty')).toContainText('No one in your workspace matches');
  await dialog.getByRole('textbox', { name: 'Search people' }).fill('MEMBER@wallboard');
  const candidate = dialog.getByTestId('share-candidate').filter({ hasText: TEAM_MEMBER.name });
  await expect(candidate).toHaveCount(1);
  await dialog.getByRole('combobox', { name: 'Permission for people you add' }).selectOption('edit');
  await candidate.getByRole('button', { name: `Share with ${TEAM_MEMBER.name}` }).click();
  const entry = dialog.getByTestId('share-entry').filter({ hasText: TEAM_MEMBER.name });
  await expect(entry).toBeVisible();
  await expect(entry.getByRole('combobox', { name: `Permission of ${TEAM_MEMBER.name}` })).toHaveValue('edit');
  await expect(candidate.getByRole('button', { name: `Already shared with ${TEAM_MEMBER.name}` })).toBeDisabled();
  await expect(dialog.getByRole('heading', { name: 'People with access (1)' })).toBeVisible();
  await shot(owner, 'account-share-dialog-en');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The board wall is shared to view only; the change from edit to read goes through the dialog's list.
  await admin('v1/screen/add_edit_user', {
    _id: board._id,
    user_id: await memberId(admin, TEAM_MEMBER.name),
    permission: 'edit',
  });
  await card(owner, board.name)
    .getByRole('button', { name: `More actions for “${board.name}”` })
    .click();
  await owner.getByRole('menuitem', { name: 'Share with people' }).click();
  await dialog
    .getByTestId('share-entry')
    .filter({ hasText: TEAM_MEMBER.name })
    .getByRole('combobox')
    .selectOption('read');
  await expect(
    owner.locator('.fui-ToastTitle').filter({ hasText: `Shared with ${TEAM_MEMBER.name} (Can view)` }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The member, in a fresh browser context, finds both under "Shared with me".
  const member = await signedIn(browser, TEAM_MEMBER.account, TEAM_MEMBER.password);
  await member.getByTestId('rail-shared').getByRole('link').click();
  await expect(member).toHaveURL(/\/screenList\/shared$/);
  await expect(card(member, lobby.name)).toBeVisible();
  await expect(card(member, board.name)).toBeVisible();
  await expect(card(member, board.name).getByTestId('badge-viewOnly')).toHaveText('View only');
  await expect(card(member, lobby.name).getByTestId('badge-viewOnly')).toHaveCount(0);
  await expect(card(member, lobby.name)).toContainText('Shared by Administrator');
  await card(member, board.name).hover();
  await expect(card(member, board.name).getByRole('button', { name: `Edit “${board.name}”` })).toHaveCount(0);
  await expect(card(member, board.name).getByRole('link', { name: `Preview “${board.name}”` })).toBeVisible();
  await shot(member, 'account-share-recipient-list-en');

  // View only: the editor explains and offers the preview, which renders.
  await member.goto(`/screenEditor/${board._id}`);
  await expect(member.getByTestId('editor-read-only')).toContainText('View only');
  await member.getByRole('button', { name: 'Open preview' }).click();
  await expect(member).toHaveURL(new RegExp(`/dashboard-preview/${board._id}$`));
  await expect(member.locator('[data-widget-id]').first()).toBeVisible();

  // Edit: both open the editor of the lobby wall and each sees the other.
  await owner.goto(`/screenEditor/${lobby._id}`);
  await expect(owner.locator('[data-canvas]')).toBeVisible();
  await member.goto(`/screenEditor/${lobby._id}`);
  await expect(member.locator('[data-canvas]')).toBeVisible();
  await expect(owner.getByTestId('presence')).toContainText(`${TEAM_MEMBER.name} is also editing`, { timeout: 15_000 });
  await expect(member.getByTestId('presence')).toContainText('Administrator is also editing', { timeout: 15_000 });
  await shot(owner, 'account-share-presence-owner-en');
  await shot(member, 'account-share-presence-member-en');

  await owner.context().close();
  await member.context().close();
});

async function memberId(admin: Awaited<ReturnType<typeof accountSession>>, name: string): Promise<string> {
  const found = await admin<{ list: Array<{ _id: string; name: string }> }>('v1/user/share_search', { keyword: name });
  return found.list.find((user) => user.name === name)!._id;
}
