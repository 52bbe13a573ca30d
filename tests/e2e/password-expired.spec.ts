import { expect, test } from './fixtures';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { errorText } from '../../shared/errors/texts.js';
import { shot, signIn, STALE_USER } from './support';

test('a stale password warns, goes to /modifyPassword, and the new password signs in', async ({ page }) => {
  const fresh = 'Fresh#Passw0rd2026';
  await page.goto('/login');
  await signIn(page, STALE_USER.account, STALE_USER.password);
  await expect(page.getByText(errorText(ErrorCode.PASSWORD_EXPIRED, 'en')).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page).toHaveURL(/\/modifyPassword$/, { timeout: 8_000 });
  await expect(page.locator('input[name="account"]')).toHaveValue(STALE_USER.account);

  await page.locator('input[name="old_password"]').fill(STALE_USER.password);
  await page.locator('input[name="new_password"]').fill(fresh);
  await page.locator('input[name="confirm_password"]').fill('Fresh#Mismatch1');
  await page.getByTestId('modify-password-submit').click();
  await expect(page.getByText(errorText(ErrorCode.PASSWORD_CONFIRM_MISMATCH, 'en'))).toBeVisible();
  await page.locator('input[name="confirm_password"]').fill(fresh);
  await shot(page, 'modify-password-en');
  await page.locator('input[name="confirm_password"]').press('Enter');

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('form-error')).toContainText('Password changed');
  await signIn(page, STALE_USER.account, fresh);
  await expect(page).toHaveURL(/\/screenList$/);
});
