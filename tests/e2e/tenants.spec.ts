import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { errorText } from '../../shared/errors/texts.js';
import { DEV_OUTBOX_PATH } from '../../shared/protocol/routes.js';
import {
  apiSession,
  randomMobile,
  readCode,
  registerByApi,
  resultsFolder,
  shotsIn,
  signIn,
  signInByApi,
  STRONG_PASSWORD,
} from './support';

const shot = shotsIn(resultsFolder('tenants'));

/** The path and query of the last invitation link mailed to `email` (dev outbox of the local stack). */
async function invitationPath(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${DEV_OUTBOX_PATH}?to=${encodeURIComponent(email)}`);
        const body = (await response.json()) as { messages: Array<{ kind: string; link?: string }> };
        link = body.messages.filter((message) => message.kind === 'mail').at(-1)?.link;
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** An owner's workspace named `company`, and a guest with an account of their own invited to it through the API. */
async function invitedGuest(request: APIRequestContext, company: string) {
  const owner = await registerByApi(request, { name: 'Ada Owner', company });
  const guest = await registerByApi(request, { name: 'Bea Guest' });
  const ownerCall = await apiSession(request, owner);
  await ownerCall('v2/admin/max_user/invite', { email: guest.email, role: 'member' });
  return { guest, path: await invitationPath(request, guest.email) };
}

const screenCard = (page: Page, name: string) => page.getByTestId('screen-card').filter({ hasText: name });

async function openTenantMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-switch-tenant').click();
  await expect(page.getByTestId('tenant-list')).toBeVisible();
}

test('an invited user joins from the link, then switches between the two workspaces', async ({
  page,
  browser,
  request,
}) => {
  // Three people and four browser contexts: past the default minute on a loaded machine.
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-5);
  const ownerCompany = `Acme Wall ${stamp}`;
  const guestCompany = `Bea Studio ${stamp}`;
  const owner = await registerByApi(request, { name: 'Ada Owner', company: ownerCompany });
  const guest = await registerByApi(request, { name: 'Bea Guest', company: guestCompany });
  // The guest's own workspace holds one screen of theirs.
  const guestCall = await apiSession(request, guest);
  const groups = await guestCall<Array<{ _id: string; default: 0 | 1 }>>('v1/group/list');
  await guestCall('v1/screen/add', {
    group_id: groups.find((g) => g.default === 1)!._id,
    name: 'Bea lobby wall',
    template: 'blank',
  });

  // The owner invites the guest from the members tab of /user.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signInByApi(ownerPage, owner.mobile, owner.password);
  await ownerPage.goto('/user?tab=members');
  await ownerPage.getByTestId('open-invite').click();
  const dialog = ownerPage.getByTestId('invite-dialog');
  await dialog.getByTestId('invite-send').click();
  await expect(dialog.getByText(errorText(ErrorCode.EMAIL_INVALID, 'en'))).toBeVisible();
  await dialog.getByTestId('invite-email').fill(guest.email);
  await dialog.getByTestId('invite-role').click();
  await expect(ownerPage.getByRole('option')).toHaveText(['Member', 'Security administrator', 'Audit administrator']);
  await ownerPage.getByRole('option', { name: 'Member' }).click();
  await shot(ownerPage, 'invite-dialog-en');
  await dialog.getByTestId('invite-send').click();
  await expect(ownerPage.getByTestId('toast').getByText(`Invitation sent to ${guest.email}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await ownerContext.close();

  // The guest opens the link signed out: the banner names the inviter and the workspace.
  const path = await invitationPath(request, guest.email);
  expect(path).toMatch(/^\/login\?invite=[A-Za-z0-9_-]{43}$/);
  await page.goto(path);
  const banner = page.getByTestId('invite-banner');
  await expect(banner).toContainText(`Ada Owner invited you to join ${ownerCompany}`);
  await expect(banner).toContainText(guest.email);
  await expect(banner.getByTestId('invite-register-link')).toBeVisible();
  await shot(page, 'invite-banner-en');

  // Signing in accepts it and lands in the owner's workspace.
  await signIn(page, guest.mobile, guest.password);
  await expect(page).toHaveURL(/\/screenList/);
  await expect(page.getByTestId('toast').getByText(`You joined ${ownerCompany}`)).toBeVisible();
  await expect(page.getByTestId('screens-empty')).toBeVisible();
  await expect(screenCard(page, 'Bea lobby wall')).toHaveCount(0);

  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('current-tenant')).toHaveText(ownerCompany);
  await page.getByTestId('menu-switch-tenant').click();
  const options = page.getByTestId('tenant-option');
  await expect(options).toHaveCount(2);
  await expect(options.filter({ hasText: ownerCompany })).toHaveAttribute('aria-checked', 'true');
  await expect(options.filter({ hasText: guestCompany })).toContainText('Administrator');
  await shot(page, 'tenant-menu-en');

  // Back to their own workspace (keyboard: the checked one is focused first), where their screen is.
  await options.filter({ hasText: guestCompany }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/screenList/);
  await expect(page.getByTestId('toast').getByText(`Switched to ${guestCompany}`)).toBeVisible();
  await expect(screenCard(page, 'Bea lobby wall')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('max_is_admin'))).toBe('1');

  // …and again into the owner's, this time in Chinese.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: '中文' }).click();
  await openTenantMenu(page);
  await expect(page.getByTestId('current-tenant')).toHaveText(guestCompany);
  await expect(options.filter({ hasText: guestCompany })).toContainText('管理员');
  await shot(page, 'tenant-menu-zh');
  await options.filter({ hasText: ownerCompany }).click();
  await expect(page.getByTestId('toast').getByText(`已切换到 ${ownerCompany}`)).toBeVisible();
  await expect(page.getByTestId('screens-empty')).toBeVisible();
  await expect(screenCard(page, 'Bea lobby wall')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('max_is_admin'))).toBe('0');

  // The link works once: opened again signed out, it shows the catalogue's text.
  const again = await browser.newContext({ locale: 'zh-CN' });
  const againPage = await again.newPage();
  await againPage.goto(path);
  await expect(againPage.getByTestId('form-error')).toHaveText(errorText(ErrorCode.INVITE_CODE_USED, 'zh'));
  await shot(againPage, 'invite-used-zh');
  await again.close();

  // The owner's audit log shows the invitation sent and the guest joining by it.
  const ownerAgain = await browser.newContext();
  const auditPage = await ownerAgain.newPage();
  await signInByApi(auditPage, owner.mobile, owner.password);
  await auditPage.goto('/user?tab=audit');
  const log = auditPage.getByTestId('audit-table');
  const invited = log.locator('[data-action="member_change"]').filter({ hasText: 'Send an invitation' });
  await expect(invited).toHaveCount(1);
  await expect(invited).toContainText('Ada Owner');
  await expect(invited).toContainText(guest.email);
  const joined = log.locator('[data-action="member_change"]').filter({ hasText: 'Join by an invitation' });
  await expect(joined).toHaveCount(1);
  await expect(joined).toContainText('Bea Guest');
  await shot(auditPage, 'audit-invite-join-en');
  await ownerAgain.close();
});

test('a signed-in user opening an invitation is asked to join, and may decline', async ({ page, request }) => {
  const stamp = String(Date.now()).slice(-5);
  // The dialog is covered above; here the invitation is sent through the API.
  const { guest, path } = await invitedGuest(request, `Acme Ops ${stamp}`);

  await page.goto('/login');
  await signIn(page, guest.mobile, guest.password);
  await expect(page).toHaveURL(/\/screenList/);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: `Join Acme Ops ${stamp}?` })).toBeVisible();
  await shot(page, 'invite-accept-en');
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page).toHaveURL(/\/screenList/);

  // A session that ended meanwhile: accepting signs out and shows the sign-in page with the invitation.
  const saved = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  // (Set on a page of the origin without the app, so no call of the app meets the ended session first.)
  await page.goto('/serverConfig.json');
  await page.evaluate(() => localStorage.setItem('max_auth', 'a-session-that-ended'));
  await page.goto(path);
  await page.getByTestId('invite-accept-button').click();
  await expect(page.getByTestId('invite-banner')).toBeVisible();
  await expect(page.getByTestId('login-form')).toBeVisible();
  // The session as it was (the same user again), to accept for real.
  await page.goto('/serverConfig.json');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(JSON.parse(entries) as Record<string, string>))
      localStorage.setItem(key, value);
  }, saved);

  await page.goto(path);
  await page.getByTestId('invite-accept-button').click();
  await expect(page.getByTestId('toast').getByText(`You joined Acme Ops ${stamp}`)).toBeVisible();
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('current-tenant')).toHaveText(`Acme Ops ${stamp}`);
});

test('an invitation joins when the sign-in is sent before its check has answered', async ({ page, request }) => {
  const stamp = String(Date.now()).slice(-5);
  const { guest, path } = await invitedGuest(request, `Slow Link ${stamp}`);

  // A slow network: the invitation's check answers only after the password was sent.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const actOf = (body: unknown) => (body as { act?: string } | null)?.act;
  await page.route('**/rpc/user', async (route) => {
    if (actOf(route.request().postDataJSON()) === 'v1/user/invite_info') await held;
    await route.continue();
  });
  const signedIn = page.waitForResponse(
    (response) =>
      response.url().includes('/rpc/user') && actOf(response.request().postDataJSON()) === 'v1/user/max_login',
  );
  await page.goto(path);
  await signIn(page, guest.mobile, guest.password);
  await signedIn;
  release();
  await expect(page.getByTestId('toast').getByText(`You joined Slow Link ${stamp}`)).toBeVisible();
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('current-tenant')).toHaveText(`Slow Link ${stamp}`);
});

test('a person without an account registers with the invitation and lands in the workspace', async ({
  page,
  request,
}) => {
  const stamp = String(Date.now()).slice(-5);
  const company = `Acme Labs ${stamp}`;
  const owner = await registerByApi(request, { name: 'Ada Owner', company });
  const ownerCall = await apiSession(request, owner);
  const email = `newcomer-${stamp}@example.com`;
  await ownerCall('v2/admin/max_user/invite', { email, role: 'member' });
  const path = await invitationPath(request, email);

  await page.goto(path);
  await page.getByTestId('invite-register-link').click();
  await expect(page).toHaveURL(/\/register\?invite=/);
  await expect(page.getByTestId('invite-banner')).toContainText(`Ada Owner invited you to join ${company}`);
  await expect(page.locator('input[name="email"]')).toHaveValue(email);
  await expect(page.locator('input[name="email"]')).toHaveAttribute('readonly', '');
  await expect(page.locator('input[name="company"]')).toHaveValue(company);
  await expect(page.locator('input[name="company"]')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await shot(page, 'invite-register-en');

  const mobile = randomMobile();
  await page.locator('input[name="mobile"]').fill(mobile);
  await page.getByTestId('send-code').click();
  await page.locator('input[name="vcode"]').fill(await readCode(request, mobile));
  await page.locator('input[name="password"]').fill(STRONG_PASSWORD);
  await page.locator('input[name="confirm"]').fill(STRONG_PASSWORD);
  await page.locator('input[name="name"]').fill('Cy Newcomer');
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/screenList/);
  await expect(page.getByTestId('toast').getByText(`You joined ${company}`)).toBeVisible();
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('current-tenant')).toHaveText(company);
});
