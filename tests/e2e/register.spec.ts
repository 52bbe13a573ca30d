import { expect, test } from './fixtures';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { errorText } from '../../shared/errors/texts.js';
import { readCode, randomMobile, registerByApi, shot, signIn, STRONG_PASSWORD } from './support';

test('a new user registers, lands on the empty screen list, signs out and signs in again', async ({
  page,
  request,
}) => {
  const mobile = randomMobile();
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create your workspace' })).toBeVisible();
  await shot(page, 'register-en-empty');

  await page.locator('input[name="mobile"]').fill(mobile);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toContainText(/Resend in \d+ s/);
  const code = await readCode(request, mobile);

  await page.locator('input[name="vcode"]').fill(code);
  await page.locator('input[name="password"]').fill('Weak1');
  await expect(page.getByTestId('password-strength')).toHaveAttribute('data-level', 'fair');
  await page.locator('input[name="password"]').fill(STRONG_PASSWORD);
  await expect(page.getByTestId('password-strength')).toHaveAttribute('data-level', 'strong');
  await page.locator('input[name="confirm"]').fill(STRONG_PASSWORD);
  await page.locator('input[name="name"]').fill('Erin Walsh');
  await page.locator('input[name="company"]').fill(`Northwind ${mobile.slice(-4)}`);
  await page.locator('input[name="email"]').fill(`erin-${mobile}@northwind.example`);
  await page.locator('input[name="email"]').blur();
  await expect(page.getByTestId('available')).toHaveCount(2);
  await shot(page, 'register-en-filled');

  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/screenList$/);
  await expect(page.getByTestId('screens-empty')).toContainText('No screens yet');
  await expect(page.getByTestId('group-rail')).toBeVisible();
  await expect(page.getByTestId('new-screen')).toBeEnabled();
  await expect(page).toHaveTitle('Screen list · Wallboard');
  await shot(page, 'screen-list-en');

  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-name')).toHaveText('Erin Walsh');
  await shot(page, 'user-menu-en');
  await page.getByTestId('menu-sign-out').click();
  await expect(page).toHaveURL(/\/login$/);
  // The sign-in page is a root of its own: the document loads anew before it shows.
  await expect(page.getByTestId('login-form')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('max_auth'))).toBeNull();

  await signIn(page, mobile, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/screenList$/);
  await expect(page.getByTestId('screens-empty')).toBeVisible();
});

test('registration checks fields on blur: registered mobile and email, invalid values', async ({ page, request }) => {
  const existing = await registerByApi(request);
  await page.goto('/register');
  await page.locator('input[name="mobile"]').fill(existing.mobile);
  await page.locator('input[name="mobile"]').blur();
  await expect(page.getByText(errorText(ErrorCode.MOBILE_REGISTERED, 'en'))).toBeVisible();
  await page.locator('input[name="email"]').fill(existing.email);
  await page.locator('input[name="email"]').blur();
  await expect(page.getByText(errorText(ErrorCode.EMAIL_REGISTERED, 'en'))).toBeVisible();
  await page.locator('input[name="mobile"]').fill('12');
  await page.locator('input[name="mobile"]').blur();
  await expect(page.getByText(errorText(ErrorCode.MOBILE_INVALID, 'en'))).toBeVisible();
  await page.getByTestId('register-submit').click();
  await expect(page.getByText(errorText(ErrorCode.VCODE_REQUIRED, 'en'))).toBeVisible();
  await expect(page.getByText(errorText(ErrorCode.NAME_INVALID, 'en'))).toBeVisible();
  await shot(page, 'register-en-errors');
});
