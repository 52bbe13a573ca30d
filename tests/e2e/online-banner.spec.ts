import { expect, test } from './fixtures';
import { shot } from './support';

test('the service banner shows while /chameleon/start is unreachable and clears on recovery', async ({ page }) => {
  await page.addInitScript(() => {
    window.__WB_ONLINE_CHECK_MS = 400;
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('service-banner')).toHaveCount(0);

  await page.route('**/chameleon/start**', (route) => route.abort('internetdisconnected'));
  await expect(page.getByTestId('service-banner')).toContainText('Service unreachable — retrying');
  await shot(page, 'service-banner-en');

  await page.unroute('**/chameleon/start**');
  await expect(page.getByTestId('service-banner')).toHaveCount(0);
  await expect(page.getByText('Connection restored').first()).toBeVisible();
});
