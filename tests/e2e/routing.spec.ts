import { expect, test } from './fixtures';
import { DEMO_ADMIN, registerByApi, shot, signIn } from './support';

test('a guarded route while signed out goes to login with redirect', async ({ page }) => {
  await page.goto('/screenList');
  await expect(page).toHaveURL(/\/login\?redirect=%2FscreenList$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('an unknown path goes to login when signed out, to the screen list when signed in', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, DEMO_ADMIN.account, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/screenList$/);
  // Once the groups are known, the default group's list (docs/ARCHITECTURE.md#web-app-routes).
  await expect(page.getByTestId('rail-default-group')).toBeVisible();
  const defaultGroup = await page.evaluate(() => localStorage.getItem('max_default_group_id'));
  expect(defaultGroup).toBeTruthy();
  await page.goto('/still/not/a/page');
  await expect(page).toHaveURL(new RegExp(`/screenList/${defaultGroup}$`));
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`/screenList/${defaultGroup}$`));
});

test('signing in returns to the redirect; other routes show their placeholder in the shell', async ({ page }) => {
  await page.goto('/dataBase');
  await expect(page).toHaveURL(/\/login\?redirect=%2FdataBase$/);
  await signIn(page, DEMO_ADMIN.account, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/dataBase$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Database connections');
  await expect(page).toHaveTitle('Databases · Wallboard');
  await page.goto('/dataFile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Files');
  await page.goto('/user');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account & administration');
  await page.goto('/user/personalize');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personalization');
  // The one placeholder left is the developers' /test route.
  await page.goto('/test');
  await expect(page.getByTestId('route-placeholder')).toBeVisible();
  await expect(page.getByTestId('placeholder-path')).toHaveText('/test');
  await shot(page, 'placeholder-en');
  await page.getByRole('button', { name: 'Data' }).click();
  await page.getByRole('menuitem', { name: 'APIs' }).click();
  await expect(page).toHaveURL(/\/dataApi$/);
});

test('public pages open without signing in', async ({ page }) => {
  await page.goto('/sso');
  await expect(page.getByTestId('sso-form')).toBeVisible();
  await shot(page, 'sso-en');
  await page.getByTestId('sso-password-link').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.goto('/error/web');
  await expect(page.getByTestId('error-page-web')).toBeVisible();
  await shot(page, 'error-web-en');
  // A public route that needs no login: a link that is no share says so.
  await page.goto('/screen-share/share/abc');
  await expect(page.getByTestId('share-status')).toContainText('This screen is not shared');
});

test('signing in as someone else in another tab sends this tab to login', async ({ context, request }) => {
  const other = await registerByApi(request);
  const first = await context.newPage();
  await first.goto('/login');
  await signIn(first, DEMO_ADMIN.account, DEMO_ADMIN.password);
  await expect(first).toHaveURL(/\/screenList$/);

  const second = await context.newPage();
  await second.goto('/login');
  await signIn(second, other.mobile, other.password);
  await expect(second).toHaveURL(/\/screenList$/);

  await expect(first).toHaveURL(/\/login\?redirect=%2FscreenList$/);
  await expect(first.getByTestId('form-error')).toContainText('You signed in with another account in a different tab');
});
