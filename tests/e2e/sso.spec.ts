import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { errorText } from '../../shared/errors/texts.js';
import { DEV_IDP_PATH, DEV_OUTBOX_PATH } from '../../shared/protocol/routes.js';
import { startTxtDns } from '../integration/helpers/txt-dns';
import { dnsPort } from './stacks';
import { apiSession, registerByApi, resultsFolder, shotsIn, signIn } from './support';

const shot = shotsIn(resultsFolder('sso'));

/** At the demo identity provider's development page: any login, any password. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await expect(page.locator('input[name="login"]')).toBeVisible();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
}

async function ssoThroughProvider(page: Page, workspace: string, login: string): Promise<void> {
  await page.goto('/sso');
  await page.getByTestId('sso-workspace').fill(workspace);
  await page.getByTestId('sso-submit').click();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/screenList/, { timeout: 20_000 });
}

/** The stack's demo OpenID provider: its issuer and this deployment's client. */
async function demoProvider(
  request: APIRequestContext,
): Promise<{ issuer: string; client_id: string; client_secret: string }> {
  return (await (await request.get(DEV_IDP_PATH)).json()) as {
    issuer: string;
    client_id: string;
    client_secret: string;
  };
}

test('a workspace that enforces single sign-on: password refused, members sign in through the provider', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const idp = await demoProvider(request);
  const stamp = String(Date.now()).slice(-6);
  const code = `wall-${stamp}`;
  const domain = `sso${stamp}.example`;
  const owner = await registerByApi(request, { name: 'Olga Owner', company: `SSO Wall ${stamp}` });

  // The administrator names the provider on /user → Single sign-on, and requires it.
  await page.goto('/login');
  await signIn(page, owner.mobile, owner.password);
  await expect(page).toHaveURL(/\/screenList/);
  await page.goto('/user?tab=sso');
  await expect(page.getByTestId('sso-settings')).toBeVisible();
  await page.getByTestId('sso-issuer').fill(idp.issuer);
  await page.getByTestId('sso-client-id').fill(idp.client_id);
  await page.getByTestId('sso-client-secret').fill(idp.client_secret);
  await page.getByTestId('sso-code').fill(code);
  await page.getByTestId('sso-domains').fill(domain);
  await page.getByTestId('sso-save').click();
  await expect(page.getByText('Single sign-on settings saved').first()).toBeVisible();

  // The domain routes sign-ins only once proven: the page shows the TXT record to publish.
  const proof = page.getByTestId(`sso-domain-${domain}`);
  await expect(proof.getByTestId('sso-domain-state')).toHaveText('Waiting for the DNS record');
  await expect(proof.getByTestId('sso-domain-record-name')).toHaveText(`_wallboard-challenge.${domain}`);
  const recordValue = await proof.getByTestId('sso-domain-record-value').innerText();
  expect(recordValue).toMatch(/^wallboard-domain-verification=[0-9a-f]{64}$/);
  // The domain's DNS: this worker's stack looks TXT records up on a server started here.
  const dns = await startTxtDns(dnsPort(test.info().parallelIndex));
  try {
    // Not published yet: the catalogue's answer, beside the record.
    await proof.getByTestId('sso-domain-verify').click();
    await expect(proof.getByTestId('sso-domain-error')).toHaveText(errorText(ErrorCode.SSO_DOMAIN_NOT_VERIFIED, 'en'));
    await proof.scrollIntoViewIfNeeded();
    await shot(page, 'domain-waiting-en');
    // Published, it verifies.
    dns.publish(`_wallboard-challenge.${domain}`, recordValue);
    await proof.getByTestId('sso-domain-verify').click();
    await expect(proof.getByTestId('sso-domain-state')).toHaveText('Verified');
  } finally {
    await dns.stop();
  }
  await expect(proof.getByTestId('sso-domain-verify')).toHaveCount(0);
  await expect(proof.getByTestId('sso-domain-error')).toHaveCount(0);
  await shot(page, 'domain-verified-en');

  await page.getByTestId('sso-enforce').click();
  await expect(page.getByText('Password sign-in to this workspace will be refused')).toBeVisible();
  await shot(page, 'settings-en');
  await page.getByTestId('sso-save').click();
  await expect(page.getByText('Single sign-on settings saved').first()).toBeVisible();
  await expect(page.getByTestId('sso-client-secret')).toHaveValue('');
  await expect(page.getByText('A secret is stored; leave empty to keep it.')).toBeVisible();

  // Password sign-in into that workspace is refused with the catalogue's message.
  const fresh = await browser.newContext();
  const visitor = await fresh.newPage();
  await visitor.goto('/login');
  await signIn(visitor, owner.mobile, owner.password);
  await expect(visitor.getByText(errorText(ErrorCode.SSO_REQUIRED, 'en'))).toBeVisible();
  await shot(visitor, 'password-refused-en');

  // Through the provider the administrator is in, as the administrator.
  await visitor.getByTestId('sso-link').click();
  await expect(visitor.getByTestId('sso-form')).toBeVisible();
  await shot(visitor, 'sso-form-en');
  await visitor.getByTestId('sso-workspace').fill(code);
  await visitor.getByTestId('sso-submit').click();
  await signInAtProvider(visitor, owner.email);
  await expect(visitor).toHaveURL(/\/screenList/, { timeout: 20_000 });
  await shot(visitor, 'signed-in-en');

  // A new person of the company's (verified) domain is provisioned on first sign-in, found by the e-mail.
  const newcomer = await browser.newContext();
  const person = await newcomer.newPage();
  await ssoThroughProvider(person, `nina.novak@${domain}`, `nina.novak@${domain}`);
  await expect(person.getByTestId('user-menu')).toContainText('Nina Novak');
  await newcomer.close();

  // The administrator (signed in through the provider) sees the newcomer and the sign-ins on record.
  await visitor.goto('/user?tab=members');
  await expect(visitor.getByText('Nina Novak')).toBeVisible();
  await visitor.goto('/user?tab=audit');
  await expect(visitor.getByTestId('admin-panel-audit')).toContainText('Nina Novak');
  // …and the password that single sign-on refused.
  const refused = visitor
    .getByTestId('audit-table')
    .locator('[data-action="sign_in_failed"]')
    .filter({ hasText: 'Single sign-on required' });
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText('Olga Owner');
  await shot(visitor, 'audit-en');
  await fresh.close();

  // The session the administrator opened with a password before is ended, with the reason.
  await page.goto('/screenList');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(errorText(ErrorCode.SSO_REQUIRED, 'en')).first()).toBeVisible();
});

test('a member of two workspaces links single sign-on from Personalization, then signs in through it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const idp = await demoProvider(request);
  const stamp = String(Date.now()).slice(-6);
  const code = `link-${stamp}`;
  const company = `SSO Link ${stamp}`;
  const owner = await registerByApi(request, { name: 'Lena Owner', company });
  const ownerCall = await apiSession(request, owner);
  await ownerCall('v2/admin/sso/save', { enabled: true, ...idp, code });
  // The person has a workspace of their own and joins the owner's by an invitation.
  const person = await registerByApi(request, { name: 'Max Multi' });
  await ownerCall('v2/admin/max_user/invite', { email: person.email, role: 'member' });
  const mails = await request.get(`${DEV_OUTBOX_PATH}?to=${encodeURIComponent(person.email)}`);
  const link = ((await mails.json()) as { messages: Array<{ link?: string }> }).messages.at(-1)?.link;
  const invitation = new URL(String(link));

  // With the password: accepting the invitation lands in the owner's workspace.
  await page.goto(invitation.pathname + invitation.search);
  await signIn(page, person.mobile, person.password);
  await expect(page.getByTestId('toast').getByText(`You joined ${company}`)).toBeVisible();

  // The provider alone does not open an account other workspaces share; the answer shows the way.
  const alone = await browser.newContext();
  const tryAlone = await alone.newPage();
  await tryAlone.goto('/sso');
  await tryAlone.getByTestId('sso-workspace').fill(code);
  await tryAlone.getByTestId('sso-submit').click();
  await signInAtProvider(tryAlone, person.email);
  await expect(tryAlone.getByTestId('sso-failed')).toContainText(errorText(ErrorCode.SSO_LINK_REQUIRED, 'en'));
  await shot(tryAlone, 'link-required-en');
  await alone.close();

  // The password session links it from Personalization.
  await page.goto('/user/personalize');
  const section = page.getByTestId('personalize-sso-link');
  await expect(section).toContainText(company);
  await expect(section.getByTestId('sso-link-state')).toHaveText('Not linked');
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'link-section-en');
  await section.getByTestId('sso-link-start').click();
  const subject = `max.multi-${stamp}@corp.example`;
  await signInAtProvider(page, subject);
  await expect(page).toHaveURL(/\/user\/personalize$/, { timeout: 20_000 });
  await expect(section.getByTestId('sso-link-outcome')).toContainText('Single sign-on is linked');
  await expect(section.getByTestId('sso-link-state')).toHaveText('Linked');
  await expect(section.getByTestId('sso-link-start')).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'linked-en');
  // The password session goes on as it was.
  await expect(page.getByTestId('personalize-password')).toBeVisible();

  // From now on the provider signs the person in, into that workspace.
  const later = await browser.newContext();
  const viaSso = await later.newPage();
  await ssoThroughProvider(viaSso, code, subject);
  await expect(viaSso.getByTestId('user-menu')).toContainText('Max Multi');
  await later.close();
});
