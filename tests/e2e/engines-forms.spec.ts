import { expect, test, type Locator, type Page } from './fixtures';
import { signInAs } from './editor-driver';
import { registerByApi, shot } from './support';

/**
 * SAP HANA, Hive and Kylin in the /dataBase form: the fields their engines read, labelled for
 * what they mean (Kylin's project, HANA's port and tenant checks, Hive's authentication), and a
 * test of unsaved settings against a server of another protocol answering a clean failure.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const dialog = (page: Page): Locator => page.getByTestId('connection-dialog');
const field = (page: Page, name: string): Locator => dialog(page).locator(`[name="${name}"]`);
const fieldBox = (page: Page, name: string): Locator => dialog(page).locator(`[data-field="${name}"]`);

async function pickType(page: Page, label: string): Promise<void> {
  await dialog(page).getByTestId('type-picker').click();
  await page.getByRole('option', { name: new RegExp(`^${label}`) }).click();
}

test('HANA, Hive and Kylin forms say what their fields do; a foreign server fails cleanly', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, await registerByApi(request));
  await page.goto('/dataBase');
  await page.getByRole('button', { name: 'New connection' }).first().click();

  await pickType(page, 'SAP HANA');
  await expect(field(page, 'port')).toHaveValue('30015');
  await expect(fieldBox(page, 'instance')).toContainText('the port above is what is used');
  await expect(fieldBox(page, 'database')).toContainText('tenant database the port must serve');
  await shot(page, 'engines-form-saphana');

  await pickType(page, 'Kylin');
  await expect(field(page, 'port')).toHaveValue('7070');
  await expect(fieldBox(page, 'database')).toContainText('Project');

  await pickType(page, 'Hive');
  await expect(field(page, 'port')).toHaveValue('10000');
  await expect(fieldBox(page, 'policy')).toContainText('NOSASL');
  // The machine's PostgreSQL speaks another protocol: the test answers a clean failure.
  await field(page, 'name').fill('Warehouse Hive');
  await field(page, 'server').fill('127.0.0.1');
  await field(page, 'port').fill('5432');
  await dialog(page).getByTestId('form-test').click();
  const result = dialog(page).getByTestId('test-result');
  await expect(result).toHaveAttribute('data-state', 'failed', { timeout: 40_000 });
  await expect(result).toContainText('the server closed the connection during the handshake');
  await shot(page, 'engines-form-hive');
});
