import { expect, test, type Page } from './fixtures';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { errorText } from '../../shared/errors/texts.js';
import { accountSession, DEMO_ADMIN, resultsFolder, shotsIn, TEAM_MEMBER, signInByApi } from './support';

/**
 * Departments: the administrator creates a department in the Departments tab, gives it
 * a data API and the team member (Members tab); the member then sees that API, which she did not
 * before. A department in use cannot be deleted; emptied, it can. Cleans up after itself.
 */
const folder = resultsFolder('departments');
const shot = shotsIn(folder);

const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text, { exact: true }).first();

test('a department holds a member and an API, and the member sees that API', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const admin = await accountSession(request, DEMO_ADMIN.account, DEMO_ADMIN.password);
  const member = await accountSession(request, TEAM_MEMBER.account, TEAM_MEMBER.password);
  const suffix = String(Date.now()).slice(-6);
  const apiName = `salesApi${suffix}`;
  const api = await admin<{ _id: string }>('v1/api/add', {
    definition: { name: apiName, path: apiName, type: 'proxy', http: { url: 'https://example.com/sales' } },
  });
  const department = `Sales ${suffix}`;
  const memberSees = async () =>
    (await member<Array<{ _id: string }>>('v1/api/list', { group_id: '', keyword: '' })).map((a) => a._id);

  const page = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } })).newPage();
  try {
    await signInByApi(page, DEMO_ADMIN.account, DEMO_ADMIN.password);
    await page.goto('/screenList');
    await expect(page).toHaveURL(/\/screenList/);
    await page.goto('/user?tab=departments');
    const panel = page.getByTestId('admin-panel-departments');
    await expect(panel.getByText('A department holds members and data APIs.', { exact: false })).toBeVisible();

    // Create the department.
    await panel.getByTestId('department-new').click();
    const dialog = page.getByTestId('department-dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(department);
    await dialog.getByRole('button', { name: 'Create department' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, `Department “${department}” created`)).toBeVisible();
    const row = panel.getByTestId('department-row').filter({ hasText: department });
    await expect(row.getByTestId('department-members')).toHaveText('0');

    // Give it the API.
    await row.getByRole('button', { name: `APIs of “${department}”` }).click();
    const apis = page.getByTestId('department-apis-dialog');
    // Each tick is saved at once; the box shows what the server holds.
    await apis.getByRole('checkbox', { name: apiName }).click();
    await expect(toast(page, `${apiName} is now held by ${department}`)).toBeVisible();
    await expect(apis.getByRole('checkbox', { name: apiName })).toBeChecked();
    await shot(page, 'department-apis-en');
    await apis.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByTestId('department-apis-count')).toHaveText('1');
    expect(await memberSees()).not.toContain(api._id);

    // Place the team member in it from the Members tab.
    await page.getByRole('tab', { name: 'Members' }).click();
    const miaDepartment = page.getByRole('combobox', { name: `Department of ${TEAM_MEMBER.name}` });
    await expect(miaDepartment).toHaveText('No department');
    await miaDepartment.click();
    await page.getByRole('option', { name: department, exact: true }).click();
    await expect(toast(page, `${TEAM_MEMBER.name} is now in ${department}`)).toBeVisible();
    await shot(page, 'members-department-en');
    expect(await memberSees()).toContain(api._id);

    // In use: deleting is refused with the catalogue text.
    await page.getByRole('tab', { name: 'Departments' }).click();
    await expect(row.getByTestId('department-members')).toHaveText('1');
    await expect(row.getByTestId('department-apis-count')).toHaveText('1');
    await shot(page, 'departments-en');
    await row.getByRole('button', { name: `Delete “${department}”` }).click();
    const confirm = page.getByTestId('department-remove-dialog');
    await confirm.getByRole('button', { name: 'Delete department' }).click();
    await expect(toast(page, errorText(ErrorCode.DEPARTMENT_IN_USE, 'en'))).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    // Emptied, it goes.
    await page.getByRole('tab', { name: 'Members' }).click();
    await miaDepartment.click();
    await page.getByRole('option', { name: 'No department', exact: true }).click();
    await expect(toast(page, `${TEAM_MEMBER.name} is in no department now`)).toBeVisible();
    await page.getByRole('tab', { name: 'Departments' }).click();
    await row.getByRole('button', { name: `APIs of “${department}”` }).click();
    await apis.getByRole('checkbox', { name: apiName }).click();
    await expect(toast(page, `${apiName} is no longer held by ${department}`)).toBeVisible();
    await apis.getByRole('button', { name: 'Close' }).click();
    await row.getByRole('button', { name: `Delete “${department}”` }).click();
    await confirm.getByRole('button', { name: 'Delete department' }).click();
    await expect(toast(page, `Department “${department}” deleted`)).toBeVisible();
    await expect(row).toHaveCount(0);
  } finally {
    await page.context().close();
    await admin('v1/api/remove', { _id: api._id }).catch(() => undefined);
  }
});
