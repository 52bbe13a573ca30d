import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect, request as http, test, type APIRequestContext, type Page } from './fixtures';
import type { LoginResult } from '../../shared/acts/user.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { errorText } from '../../shared/errors/texts.js';
import { dynamo } from '../../functions/lib/clients.js';
import { keys } from '../../functions/lib/data/keys.js';
import { env } from '../../functions/lib/env.js';
import { freePort } from '../../scripts/local/ports.js';
import { startLocalStack, type LocalStack } from '../../scripts/local/stack.js';
import { registerByApi, resultsFolder, shotsIn, signIn, TEAM_MEMBER, type NewUser } from './support';

/**
 * The licence page. A fresh tenant is on a trial; once its end date has passed every
 * screen act sends its users to /licence_update, where the administrator uploads a licence file
 * issued for the tenant's fingerprint and the screens work again. Ending a tenant means writing
 * its item, so this spec runs a stack of its own in this process (the suite's stack is another
 * process, its DynamoDB out of reach), as the integration suite does.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DAY = 86_400_000;
const folder = resultsFolder('licence');
const shot = shotsIn(folder);

let stack: LocalStack;
let api: APIRequestContext;
/** The stack points this worker's AWS SDK at its emulators; the other specs get the worker back as it was. */
const envBefore = { ...process.env };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  process.env.WALLBOARD_QUIET ??= '1';
  stack = await startLocalStack({
    port: await freePort(),
    emulator: 'local',
    webDist: join(ROOT, 'web', 'dist'),
    handlers: 'source',
    fixtures: true,
  });
  api = await http.newContext({ baseURL: stack.url });
});

test.afterAll(async () => {
  await api?.dispose();
  await stack?.stop();
  for (const name of Object.keys(process.env)) if (!(name in envBefore)) delete process.env[name];
  Object.assign(process.env, envBefore);
});

async function tenantOf(user: NewUser): Promise<string> {
  const login = await api.post('/rpc/user', {
    data: { act: 'v1/user/max_login', args: { account: user.mobile, password: user.password } },
  });
  const body = (await login.json()) as { code: number; msg: LoginResult };
  expect(body.code, JSON.stringify(body)).toBe(200);
  const corp = body.msg.corp[0];
  if (!corp) throw new Error('a new user has no tenant');
  return corp._id;
}

/** Ends the tenant's trial or licence: its item's `expiresAt` (epoch ms) a day ago. */
async function endTenant(tenantId: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: env.mainTable(),
      Key: keys.tenant(tenantId),
      UpdateExpression: 'SET expiresAt = :past',
      ExpressionAttributeValues: { ':past': Date.now() - DAY },
    }),
  );
}

/** A licence file signed with the local stack's dev key (`POST /__dev/license`). */
async function devLicence(tenantId: string, fingerprint: string, expiresAt: number): Promise<string> {
  const response = await api.post('/__dev/license', {
    data: { tenant_id: tenantId, fingerprint, max_users: 25, expires_at: expiresAt, licensee: 'E2E Licensee Ltd' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { license: string }).license;
}

async function submitLicence(page: Page, text: string): Promise<void> {
  await page.getByTestId('licence-text').fill(text);
  await page.getByTestId('licence-submit').click();
}

async function switchLanguage(page: Page, name: 'English' | '中文'): Promise<void> {
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitemradio', { name }).click();
}

test('an ended trial leads to the licence page; an uploaded licence brings the screens back', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await registerByApi(api);
  const tenantId = await tenantOf(user);

  // Straight to the licence page: no screen act yet, so the server's gate has not remembered
  // the trial's end date (it keeps it 30 s) when the test moves it below.
  await page.goto(`${stack.url}/login?redirect=${encodeURIComponent('/licence_update')}`);
  await signIn(page, user.mobile, user.password);
  await expect(page).toHaveURL(/\/licence_update$/);
  const status = page.getByTestId('licence-status');
  await expect(status).toHaveAttribute('data-edition', 'trial');
  await expect(status).toHaveAttribute('data-expired', 'false');
  await expect(status).toContainText('Trial');
  await expect(status).toContainText('1 of 5 users');
  await expect(page.getByTestId('licence-form')).toBeVisible();
  const fingerprint = (await page.getByTestId('licence-fingerprint').textContent())?.trim() ?? '';
  expect(fingerprint.length).toBeGreaterThan(0);
  await shot(page, 'licence-trial-en');

  await endTenant(tenantId);
  await page.goto(`${stack.url}/screenList`);
  await expect(page).toHaveURL(/\/licence_update$/, { timeout: 15_000 });
  await expect(page.getByText(errorText(ErrorCode.LICENSE_EXPIRED, 'en')).first()).toBeVisible();
  await expect(page.getByTestId('licence-expired-notice')).toBeVisible();
  await expect(status).toHaveAttribute('data-expired', 'true');
  await expect(page.getByTestId('licence-expired')).toBeVisible();
  await shot(page, 'licence-expired-en');

  await submitLicence(page, 'WBL1.not-a-licence.at-all');
  await expect(page.getByText(errorText(ErrorCode.LICENSE_INVALID, 'en')).first()).toBeVisible();
  await submitLicence(page, await devLicence(tenantId, fingerprint, Date.now() - DAY));
  await expect(page.getByText(errorText(ErrorCode.LICENSE_EXPIRED, 'en')).first()).toBeVisible();
  await shot(page, 'licence-error-en');

  await switchLanguage(page, '中文');
  await expect(page.getByRole('heading', { name: '许可证', exact: true })).toBeVisible();
  await expect(status).toContainText('试用版');
  await shot(page, 'licence-expired-zh');
  await switchLanguage(page, 'English');

  await submitLicence(page, await devLicence(tenantId, fingerprint, Date.now() + 365 * DAY));
  // The status itself is the proof (the success toast may wait behind the earlier error toasts).
  await expect(status).toHaveAttribute('data-edition', 'standard');
  await expect(status).toHaveAttribute('data-expired', 'false');
  await expect(page.getByTestId('licence-licensee')).toHaveText('E2E Licensee Ltd');
  await expect(status).toContainText('1 of 25 users');
  await expect(page.getByTestId('licence-expired-notice')).toHaveCount(0);
  await shot(page, 'licence-standard-en');
  await switchLanguage(page, '中文');
  await expect(status).toContainText('标准版');
  await shot(page, 'licence-standard-zh');
  await switchLanguage(page, 'English');

  await page.goto(`${stack.url}/screenList`);
  await expect(page).toHaveURL(/\/screenList$/);
  await expect(page.getByTestId('rail-default-group')).toBeVisible();
  await expect(page.getByTestId('screens-empty')).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-licence').click();
  await expect(page).toHaveURL(/\/licence_update$/);
  await expect(status).toHaveAttribute('data-edition', 'standard');
});

test('a member sees the status and is asked to go to the administrator', async ({ page }) => {
  await page.goto(`${stack.url}/login`);
  await signIn(page, TEAM_MEMBER.account, TEAM_MEMBER.password);
  await expect(page).toHaveURL(/\/screenList$/);
  await page.goto(`${stack.url}/licence_update`);
  await expect(page.getByTestId('licence-status')).toBeVisible();
  await expect(page.getByText('Only your administrator can upload a license file')).toBeVisible();
  await expect(page.getByTestId('licence-form')).toHaveCount(0);
  await shot(page, 'licence-member-en');
});

test('signed out, the page only leads back to sign-in', async ({ page }) => {
  await page.goto(`${stack.url}/licence_update`);
  await expect(page.getByTestId('licence-update')).toBeVisible();
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login/);
});
