import { expect, test, type Browser, type Page } from './fixtures';
import { registerByApi, resultsFolder, shotsIn, signIn } from './support';

/**
 * /user/personalize: a user renames themself (the header shows it at once), sees the
 * session of a second browser in the session list and signs it out (that browser is sent to the
 * login page on its next action), then changes their password and signs in with the new one.
 */
const folder = resultsFolder('personalize');
const shot = shotsIn(folder);
const NEW_PASSWORD = 'Fresh#Pass2027y';

async function signedIn(browser: Browser, account: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 1000 } })).newPage();
  await page.goto('/login');
  await signIn(page, account, password);
  await expect(page).toHaveURL(/\/screenList/);
  return page;
}

const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text, { exact: true }).first();

test('profile name, sessions of another browser, and the password on /user/personalize', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const user = await registerByApi(request);
  const page = await signedIn(browser, user.mobile, user.password);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-personalize').click();
  await expect(page).toHaveURL(/\/user\/personalize$/);
  await expect(page.getByTestId('personalize-page')).toBeVisible();
  // Registering through the API left a session too: sign out all but this one.
  await expect(page.getByTestId('session-row')).toHaveCount(2);
  await expect(page.getByTestId('session-current')).toBeVisible();
  await shot(page, '01-personalize');
  await page.getByTestId('sessions-revoke-all').click();
  await expect(toast(page, 'All other sessions were signed out')).toBeVisible();
  await expect(page.getByTestId('session-row')).toHaveCount(1);
  await expect(page.getByTestId('sessions-revoke-all')).toBeDisabled();

  // The name, seen in the header at once.
  await page.getByTestId('name-input').fill('Renamed Person');
  await page.getByTestId('name-save').click();
  await expect(toast(page, 'Name saved')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('Renamed Person');

  // The default theme of new blank screens is saved on the user.
  await page.getByTestId('theme-choice').click();
  await page.getByRole('option', { name: 'Neon' }).click();
  await expect(toast(page, 'Preferences saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('theme-choice')).toContainText('Neon');

  // A second browser signs in: its session is listed, and signed out from here.
  const other = await signedIn(browser, user.mobile, user.password);
  await page.reload();
  await expect(page.getByTestId('session-row')).toHaveCount(2);
  await expect(page.locator('[data-testid="session-row"][data-current="false"]')).toContainText(/on /);
  await page.getByTestId('personalize-sessions').scrollIntoViewIfNeeded();
  await shot(page, '02-two-sessions');
  await page.getByTestId('session-revoke').click();
  await expect(toast(page, 'That session was signed out')).toBeVisible();
  await expect(page.getByTestId('session-row')).toHaveCount(1);
  // Its next request is refused: the page it opens sends it to sign in.
  await other.goto('/user/personalize');
  await expect(other).toHaveURL(/\/login/);
  await shot(other, '03-other-signed-out');

  // The password: a wrong confirmation is refused with the catalogue's text; then it changes.
  const form = page.getByTestId('password-form');
  await form.locator('input[name="old_password"]').fill(user.password);
  await form.locator('input[name="new_password"]').fill(NEW_PASSWORD);
  await form.locator('input[name="confirm_password"]').fill(`${NEW_PASSWORD}x`);
  await page.getByTestId('password-save').click();
  await expect(form).toContainText(/match/i);
  await shot(page, '04-password-mismatch');
  await form.locator('input[name="confirm_password"]').fill(NEW_PASSWORD);
  await page.getByTestId('password-save').click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, user.mobile, NEW_PASSWORD);
  // The page's own requests, refused once every session was revoked, may have asked the sign-in
  // to return to this page; either way the new password signs in.
  await expect(page).toHaveURL(/\/(screenList|user\/personalize)/);
  await expect(page.getByTestId('user-menu')).toContainText('Renamed Person');
  await shot(page, '05-signed-in-with-new-password');
});
