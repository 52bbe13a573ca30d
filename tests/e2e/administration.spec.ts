import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from './fixtures';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { errorText } from '../../shared/errors/texts.js';
import { expectAccessible } from './accessibility-checks';
import { accountSession, DEMO_ADMIN, resultsFolder, shotsIn, TEAM_MEMBER, signInByApi } from './support';

/**
 * Administration: the administrator creates a custom role "Viewer" without link
 * sharing and gives it to the team member; the member's next act is refused with the catalogue
 * text (and /user tells them kindly they administer nothing); the administrator finds the refusal
 * and the role change in the audit log and exports it as CSV. Cleans up after itself: the member
 * gets the built-in member role back and the custom role is deleted (it cannot be while held).
 */
const folder = resultsFolder('administration');
const shot = shotsIn(folder);

async function signedIn(browser: Browser, account: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } })).newPage();
  await signInByApi(page, account, password);
  await page.goto('/screenList');
  await expect(page).toHaveURL(/\/screenList/);
  return page;
}

const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text, { exact: true }).first();

test('a custom role without link sharing, refused in the app and recorded in the audit log', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000); // the Members tab now also loads states, the approval setting and invitations
  const admin = await accountSession(request, DEMO_ADMIN.account, DEMO_ADMIN.password);
  const member = await accountSession(request, TEAM_MEMBER.account, TEAM_MEMBER.password);
  const members = await admin<{ list: Array<{ _id: string; name: string; role: string }> }>('v2/admin/max_user/list', {
    keyword: TEAM_MEMBER.name,
  });
  const mia = members.list.find((user) => user.name === TEAM_MEMBER.name)!;
  expect(mia.role).toBe('member');

  // The member owns a published screen while she may still publish.
  const suffix = String(Date.now()).slice(-6);
  const groups = await member<Array<{ _id: string; default: 0 | 1 }>>('v1/group/list');
  const screen = await member<{ _id: string; name: string }>('v1/screen/add', {
    group_id: groups.find((g) => g.default === 1)!._id,
    name: `Team wall ${suffix}`,
    template: 'blank',
  });
  await member('v1/screen/append_widget', {
    _id: screen._id,
    widgets: [
      {
        widget: { id: 't1', type: 'text.title', attr: { globeStyle: { name: 't1' }, text: 'Hello' } },
        layout: { widgetId: 't1', x: 100, y: 80, w: 600, h: 120, z: 1, rotation: 0 },
      },
    ],
  });
  await member('v1/screen/version_add', { _id: screen._id, name: 'V1' });

  const page = await signedIn(browser, DEMO_ADMIN.account, DEMO_ADMIN.password);
  try {
    await page.goto('/user');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account & administration');
    const tabs = page.getByRole('tablist', { name: 'Administration' });
    await expect(tabs.getByRole('tab')).toHaveCount(6);
    for (const name of ['Members', 'Roles', 'Departments', 'Teams', 'Audit log', 'Single sign-on'])
      await expect(tabs.getByRole('tab', { name })).toBeVisible();
    await expect(page).toHaveURL(/\/user$/);

    // Members: the administrator's own row cannot change, with the server's reason.
    const table = page.getByTestId('members-table');
    const own = table.getByTestId('member-row').filter({ has: page.getByText('You', { exact: true }) });
    const ownRole = own.getByTestId('member-role-locked').getByRole('combobox');
    await expect(ownRole).toBeDisabled();
    await own.getByTestId('member-role-locked').hover();
    await expect(page.getByRole('tooltip')).toHaveText(errorText(ErrorCode.ADMIN_IMMUTABLE, 'en'));
    await expect(ownRole).toHaveText('System administrator');
    const miaRole = table.getByRole('combobox', { name: `Role of ${TEAM_MEMBER.name}` });
    await expect(miaRole).toHaveText('Member');
    await shot(page, 'members-en');
    await expectAccessible(page, '/user members');

    // Roles: built-ins read only; a new custom role "Viewer" that may create screens but not share them.
    await tabs.getByRole('tab', { name: 'Roles' }).click();
    await expect(page).toHaveURL(/\/user\?tab=roles$/);
    const roles = page.getByTestId('roles-table');
    await expect(roles.getByTestId('role-row')).toHaveCount(4);
    await expect(roles.getByTestId('role-row').first()).toContainText('System administrator');
    await expect(roles.getByTestId('role-locked')).toHaveCount(4);
    await page.getByRole('button', { name: 'New role' }).click();
    const dialog = page.getByTestId('role-dialog');
    await expect(dialog.getByRole('checkbox')).toHaveCount(6);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Viewer');
    await dialog.getByRole('checkbox', { name: 'Create screens' }).check();
    await expect(dialog.getByRole('checkbox', { name: 'Share by link' })).not.toBeChecked();
    await shot(page, 'role-dialog-en');
    await expectAccessible(page, '/user role dialog');
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Role “Viewer” created')).toBeVisible();
    const viewer = roles.getByTestId('role-row').filter({ hasText: 'Viewer' });
    await expect(viewer.getByTestId('role-permissions')).toHaveText('Create screens');

    // The same name again is refused on the name field with the catalogue text.
    await page.getByRole('button', { name: 'New role' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Viewer');
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await expect(dialog.getByText(errorText(ErrorCode.ROLE_NAME_DUPLICATE, 'en'))).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Members: give the team member the new role.
    await tabs.getByRole('tab', { name: 'Members' }).click();
    await miaRole.click();
    await page.getByRole('option', { name: 'Viewer', exact: true }).click();
    await expect(toast(page, `${TEAM_MEMBER.name} is now Viewer`)).toBeVisible();
    await expect(miaRole).toHaveText('Viewer');

    // The member cannot turn sharing by link on: the switch says why, in the catalogue's words.
    const mine = await signedIn(browser, TEAM_MEMBER.account, TEAM_MEMBER.password);
    await mine
      .getByRole('button', { name: `More actions for “${screen.name}”` })
      .first()
      .click();
    await mine.getByRole('menuitem', { name: 'Link sharing' }).click();
    const share = mine.getByTestId('link-share-dialog');
    await expect(share.getByRole('switch', { name: 'Share by link' })).toBeDisabled();
    await expect(share.getByTestId('share-not-allowed')).toHaveText(
      errorText(ErrorCode.FUNCTION_PERMISSION_DENIED, 'en'),
    );
    await expect(share.getByTestId('share-state')).toHaveText('Off');
    // The server refuses it all the same when asked directly (and records the refusal).
    const login = await request.post('/rpc/user', {
      data: { act: 'v1/user/max_login', args: { account: TEAM_MEMBER.account, password: TEAM_MEMBER.password } },
    });
    const { auth } = ((await login.json()) as { msg: { auth: string } }).msg;
    const refused = await request.post('/rpc/screen', {
      data: { act: 'v1/screen/link_share_add', args: { auth, _id: screen._id } },
    });
    expect(((await refused.json()) as { code: number }).code).toBe(ErrorCode.FUNCTION_PERMISSION_DENIED);
    await shot(mine, 'member-share-refused-en');
    await share.getByRole('button', { name: 'Close' }).click();
    // Her /user: no administration rights, said kindly.
    await mine.goto('/user');
    await expect(mine.getByTestId('admin-no-rights')).toContainText('No administration rights');
    await expect(mine.getByRole('tablist')).toHaveCount(0);
    await shot(mine, 'member-no-rights-en');
    await expectAccessible(mine, '/user without rights');
    await mine.context().close();

    // The audit log has the refusal and the role change; the action filter narrows it; export CSV.
    await tabs.getByRole('tab', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/user\?tab=audit$/);
    const log = page.getByTestId('audit-table');
    // In words: the act tried and the permission it needs, never their ids.
    const refusal = log.locator('[data-action="permission_denied"]').filter({ hasText: 'Share a screen by link' });
    await expect(refusal).toHaveCount(1);
    await expect(refusal).toContainText(TEAM_MEMBER.name);
    await expect(refusal).toContainText('Share by link');
    await expect(log).not.toContainText('v1/screen/link_share_add');
    const roleChange = log.locator('[data-action="role_change"]').filter({ hasText: TEAM_MEMBER.name });
    await expect(roleChange).toHaveCount(1);
    await expect(roleChange).toContainText('Member → Viewer');
    await expect(page.getByTestId('audit-retention')).toBeVisible();
    await shot(page, 'audit-en');
    await expectAccessible(page, '/user audit log');
    await page.getByTestId('audit-action').click();
    await page.getByRole('option', { name: 'Permission denied', exact: true }).click();
    await expect(log.getByTestId('audit-row').first()).toHaveAttribute('data-action', 'permission_denied');
    await expect(log.locator('[data-action]:not([data-action="permission_denied"])')).toHaveCount(0);
    const downloading = page.waitForEvent('download', { timeout: 20_000 });
    await page.getByTestId('audit-export').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain(TEAM_MEMBER.name);
    await shot(page, 'audit-filtered-en');

    // In Chinese: built-in role names, permission labels and the audit actions are translated.
    await page.evaluate(() => localStorage.setItem('max_lang', 'zh'));
    await page.goto('/user?tab=roles');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('账户与管理');
    await expect(page.getByTestId('roles-table')).toContainText('安全管理员');
    await expect(page.getByTestId('roles-table')).toContainText('审计管理员');
    await shot(page, 'roles-zh');
    await page.goto('/user?tab=audit');
    await expect(page.getByTestId('audit-table').locator('[data-action="role_change"]').first()).toContainText(
      '更换角色',
    );
    await expect(page.getByTestId('audit-table').locator('[data-action="permission_denied"]').first()).toContainText(
      '通过链接分享大屏',
    );
    await shot(page, 'audit-zh');
    await page.evaluate(() => localStorage.setItem('max_lang', 'en'));

    // Clean up through the page: a held role cannot be deleted; give the member back her role first.
    await page.goto('/user?tab=roles');
    await shot(page, 'roles-en');
    await roles.getByRole('button', { name: 'Delete “Viewer”' }).click();
    const confirm = page.getByTestId('role-remove-dialog');
    await confirm.getByRole('button', { name: 'Delete role' }).click();
    await expect(toast(page, errorText(ErrorCode.ROLE_IN_USE, 'en'))).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await tabs.getByRole('tab', { name: 'Members' }).click();
    await miaRole.click();
    await page.getByRole('option', { name: 'Member', exact: true }).click();
    await expect(miaRole).toHaveText('Member');
    await tabs.getByRole('tab', { name: 'Roles' }).click();
    await roles.getByRole('button', { name: 'Delete “Viewer”' }).click();
    await confirm.getByRole('button', { name: 'Delete role' }).click();
    await expect(toast(page, 'Role “Viewer” deleted')).toBeVisible();
    await expect(roles.getByTestId('role-row')).toHaveCount(4);
  } finally {
    // Whatever failed above, the other suites find the member as they expect her.
    await request.post('/rpc/admin', {
      data: {
        act: 'v2/admin/max_user/change_role',
        args: { auth: await adminAuth(request), _id: mia._id, role: 'member' },
      },
    });
    await page.context().close();
  }
});

async function adminAuth(request: Parameters<typeof accountSession>[0]): Promise<string> {
  const login = await request.post('/rpc/user', {
    data: { act: 'v1/user/max_login', args: { account: DEMO_ADMIN.account, password: DEMO_ADMIN.password } },
  });
  return ((await login.json()) as { msg: { auth: string } }).msg.auth;
}

/**
 * User administration: the administrator disables the team member from her row's
 * menu; her next action in the app is refused with the catalogue text; enabled again, she works.
 * A pending invitation is revoked from the Members tab. Cleans up: the member ends enabled.
 */
test('disabling a member refuses her next action; a pending invitation is revoked', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const admin = await accountSession(request, DEMO_ADMIN.account, DEMO_ADMIN.password);
  const members = await admin<{ list: Array<{ _id: string; name: string }> }>('v2/admin/max_user/list', {
    keyword: TEAM_MEMBER.name,
  });
  const mia = members.list.find((user) => user.name === TEAM_MEMBER.name)!;
  const invited = `e2e-${Date.now()}@example.com`;
  await admin('v2/admin/max_user/invite', { email: invited, role: 'member' });
  const asMia = await accountSession(request, TEAM_MEMBER.account, TEAM_MEMBER.password);
  const channel = await asMia<{ _id: string; name: string }>('v1/api/push_channel_add', {
    name: `Outside ${Date.now()}`,
  });

  const page = await signedIn(browser, DEMO_ADMIN.account, DEMO_ADMIN.password);
  const mine = await signedIn(browser, TEAM_MEMBER.account, TEAM_MEMBER.password);
  try {
    await page.goto('/user');
    const table = page.getByTestId('members-table');
    const own = table.getByTestId('member-row').filter({ has: page.getByText('You', { exact: true }) });
    await expect(own.getByTestId('member-actions-locked')).toBeVisible();
    const row = table.getByTestId('member-row').filter({ hasText: TEAM_MEMBER.name });
    await expect(row.getByTestId('member-state')).toHaveText('Active');

    // The removal's confirmation shows what she created for outside callers, with the renewal; cancelled.
    await row.getByTestId('member-actions').click();
    await page.getByTestId('member-remove').click();
    const removal = page.getByTestId('member-confirm');
    await expect(removal.getByTestId('outside-pushChannels')).toContainText(channel.name);
    await expect(removal.getByRole('checkbox', { name: /Renew their tokens/ })).toBeChecked();
    await shot(page, 'member-remove-outside-use-en');
    await removal.getByRole('button', { name: 'Cancel' }).click();
    await expect(removal).toHaveCount(0);

    await row.getByTestId('member-actions').click();
    await page.getByTestId('member-disable').click();
    const confirm = page.getByTestId('member-confirm');
    await expect(confirm).toContainText(`Disable ${TEAM_MEMBER.name}?`);
    await shot(page, 'member-disable-confirm-en');
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect(toast(page, `${TEAM_MEMBER.name} is disabled`)).toBeVisible();
    await expect(row.getByTestId('member-state')).toHaveText('Disabled');
    await shot(page, 'members-states-en');
    await expectAccessible(page, '/user members with states');

    // Her next action: the screen list reloads and is refused with the catalogue's words.
    await mine.reload();
    await expect(mine.getByText(errorText(ErrorCode.ACCOUNT_DISABLED, 'en')).first()).toBeVisible();
    await shot(mine, 'member-disabled-en');

    // Pending invitations: revoke the one sent above.
    const invites = page.getByTestId('pending-invites');
    const invite = invites.getByTestId('invite-row').filter({ hasText: invited });
    await expect(invite).toHaveCount(1);
    await shot(page, 'pending-invites-en');
    await invite.getByTestId('invite-revoke').click();
    await page.getByTestId('invite-revoke-confirm').getByRole('button', { name: 'Revoke' }).click();
    await expect(toast(page, `The invitation to ${invited} was revoked`)).toBeVisible();
    await expect(invite).toHaveCount(0);

    // Enabled again, she works.
    await row.getByTestId('member-actions').click();
    await page.getByTestId('member-enable').click();
    await page.getByTestId('member-confirm').getByRole('button', { name: 'Enable' }).click();
    await expect(row.getByTestId('member-state')).toHaveText('Active');
  } finally {
    await request.post('/rpc/admin', {
      data: { act: 'v2/admin/max_user/enable', args: { auth: await adminAuth(request), user_id: mia._id } },
    });
    await asMia('v1/api/push_channel_remove', { _id: channel._id });
    await page.context().close();
    await mine.context().close();
  }
});
