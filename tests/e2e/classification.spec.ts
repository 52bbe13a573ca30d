import { expect, test, type Browser, type Page } from './fixtures';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { errorText } from '../../shared/errors/texts.js';
import { expectAccessible } from './accessibility-checks';
import { accountSession, DEMO_ADMIN, resultsFolder, shotsIn, TEAM_MEMBER, signInByApi } from './support';

/**
 * Classification management: the administrator shares a secret screen with the team
 * member, then lowers her clearance to "Internal" in the Members tab. The member no longer finds
 * the screen under "Shared with me", and opening its preview by address explains that it is
 * above her clearance. Cleans up: her clearance goes back to secret and the screen is deleted.
 */
const folder = resultsFolder('classification');
const shot = shotsIn(folder);

async function signedIn(browser: Browser, account: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } })).newPage();
  await signInByApi(page, account, password);
  await page.goto('/screenList');
  await expect(page).toHaveURL(/\/screenList/);
  return page;
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('a member below a screen’s level loses it from her list and is told why on opening it', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await accountSession(request, DEMO_ADMIN.account, DEMO_ADMIN.password);
  const members = await admin<{ list: Array<{ _id: string; name: string; clearance: string }> }>(
    'v2/admin/max_user/list',
    { keyword: TEAM_MEMBER.name },
  );
  const mia = members.list.find((user) => user.name === TEAM_MEMBER.name)!;
  expect(mia.clearance).toBe('secret');

  const suffix = String(Date.now()).slice(-6);
  const groups = await admin<Array<{ _id: string; default: 0 | 1 }>>('v1/group/list');
  const screen = await admin<{ _id: string; name: string }>('v1/screen/add', {
    group_id: groups.find((g) => g.default === 1)!._id,
    name: `Secret wall ${suffix}`,
    template: 'blank',
  });
  await admin('v1/screen/save_security_level', { _id: screen._id, level: 'secret' });
  await admin('v1/screen/add_edit_user', { _id: screen._id, user_id: mia._id, permission: 'read' });

  const page = await signedIn(browser, DEMO_ADMIN.account, DEMO_ADMIN.password);
  const member = await signedIn(browser, TEAM_MEMBER.account, TEAM_MEMBER.password);
  try {
    // While she is secret (everybody's default), the shared secret screen is listed for her.
    await member.goto('/screenList/shared');
    await expect(card(member, screen.name)).toBeVisible();

    // The administrator lowers her clearance in the Members tab; his own row is locked.
    await page.goto('/user');
    const table = page.getByTestId('members-table');
    const own = table.getByTestId('member-row').filter({ has: page.getByText('You', { exact: true }) });
    await expect(own.getByTestId('member-clearance-locked').getByRole('combobox')).toBeDisabled();
    await expect(own.getByTestId('member-clearance-locked').getByRole('combobox')).toHaveText('Secret');
    const miaClearance = table.getByRole('combobox', { name: `Clearance of ${TEAM_MEMBER.name}` });
    await expect(miaClearance).toHaveText('Secret');
    await miaClearance.click();
    await page.getByRole('option', { name: 'Internal', exact: true }).click();
    await expect(
      page.getByTestId('toast').getByText(`${TEAM_MEMBER.name} may now reach Internal screens`, { exact: true }),
    ).toBeVisible();
    await expect(miaClearance).toHaveText('Internal');
    await expect(table.getByTestId('member-row').filter({ hasText: TEAM_MEMBER.name })).toHaveAttribute(
      'data-clearance',
      'internal',
    );
    await shot(page, 'members-clearance-en');
    await expectAccessible(page, '/user members with clearances');

    // Her next visit: the screen is gone from "Shared with me"…
    await member.goto('/screenList/shared');
    await expect(member.getByRole('main')).toBeVisible();
    await expect(card(member, screen.name)).toHaveCount(0);
    // …and its preview, opened by address, says it is above her clearance.
    await member.goto(`/dashboard-preview/${screen._id}`);
    const refused = member.getByTestId('preview-error');
    await expect(refused).toContainText('This screen is above your clearance');
    await expect(refused).toContainText('higher than your clearance');
    await shot(member, 'preview-clearance-en');
    // The editor's address says the same.
    await member.goto(`/screenEditor/${screen._id}`);
    await expect(member.getByTestId('editor-error')).toContainText('This screen is above your clearance');
    expect(errorText(ErrorCode.SCREEN_CLEARANCE_TOO_LOW, 'en')).toMatch(/clearance/);
  } finally {
    await admin('v2/admin/max_user/set_clearance', { _id: mia._id, level: 'secret' });
    await admin('v1/screen/remove', { ids: [screen._id] });
    await page.context().close();
    await member.context().close();
  }
});
