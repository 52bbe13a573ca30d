import { expect, test } from './fixtures';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { errorText } from '../../shared/errors/texts.js';
import { registerByApi, shot, signIn } from './support';

test('five wrong passwords lock the account; the right password is then refused too', async ({ page, request }) => {
  const user = await registerByApi(request);
  await page.goto('/login');
  const wrong = errorText(ErrorCode.CREDENTIALS_WRONG, 'en');
  const locked = errorText(ErrorCode.ACCOUNT_LOCKED, 'en');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await signIn(page, user.mobile, `Wrong#Pass${attempt}x`);
    await expect(page.getByTestId('form-error')).toHaveText(
      attempt < 5 ? wrong : new RegExp(`${escape(wrong)}|${escape(locked)}`),
    );
    await expect(page.getByTestId('login-submit')).not.toHaveAttribute('aria-busy', 'true');
  }
  // Whatever the fifth answer said, the account is now locked.
  await signIn(page, user.mobile, user.password);
  await expect(page.getByTestId('form-error')).toHaveText(locked);
  await expect(page).toHaveURL(/\/login/);
  await shot(page, 'login-en-locked');
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
