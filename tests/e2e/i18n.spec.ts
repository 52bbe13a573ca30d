import { expect, test } from './fixtures';
import { DEMO_ADMIN, shot, signIn } from './support';

test.describe('English browser', () => {
  test.use({ locale: 'en-US' });
  test('shows English on /login and switches to Chinese', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in · Wallboard');
    await shot(page, 'login-en');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('max_theme'))).toBe('light');
    await shot(page, 'login-en-light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitemradio', { name: '中文' }).click();
    await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(await page.evaluate(() => localStorage.getItem('max_lang'))).toBe('zh');
    await page.reload();
    await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  });
});

test.describe('Chinese browser', () => {
  test.use({ locale: 'zh-CN' });
  test('shows Chinese on /login and /register and switches to English', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
    await expect(page).toHaveTitle('登录 · Wallboard');
    await shot(page, 'login-zh');
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: '创建您的工作区' })).toBeVisible();
    await page.locator('input[name="password"]').fill('Abc12345');
    await shot(page, 'register-zh');
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Create your workspace' })).toBeVisible();
  });
});

test.describe('Chinese shell', () => {
  test.use({ locale: 'zh-CN' });
  test('the signed-in shell and the change-password dialog are in Chinese', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, DEMO_ADMIN.account, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/screenList$/);
    // The demo administrator's list may hold screens other specs made (account sharing uses this account).
    await expect(page.getByRole('heading', { name: '全部大屏', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '大屏分组' })).toContainText('与我共享');
    await expect(page.getByRole('navigation', { name: '主导航' })).toContainText('大屏');
    await expect(page).toHaveTitle('大屏列表 · Wallboard');
    await page.waitForTimeout(2500); // let the welcome toast go
    await shot(page, 'screen-list-zh');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-change-password').click();
    await expect(page.getByRole('dialog')).toContainText('修改密码');
    await page.locator('input[name="new_password"]').fill('Abc');
    await shot(page, 'change-password-zh');
    await page.getByRole('button', { name: '取消' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
