import { expect, test, type Page } from './fixtures';
import { newUserWithScreens, openEditor, saved, signInAs, widgets, type Screen } from './editor-driver';
import { shot } from './support';
import { ErrorCode } from '../../shared/errors/catalogue.js';

/**
 * Versions: publish from the editor three times, rename and remark a version,
 * release an older one as the latest, replace the development content with it (typing the
 * screen's name), and open a version's preview.
 */
test.use({ viewport: { width: 1440, height: 900 } });

async function publishFromEditor(page: Page, expectedName: string, remark = '', screenshot?: string) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByTestId('publish-dialog');
  await expect(dialog.getByRole('textbox', { name: /Version name/ })).toHaveValue(expectedName);
  await expect(dialog.getByRole('checkbox', { name: 'Publish as the latest version' })).toBeChecked();
  if (remark) await dialog.getByRole('textbox', { name: 'Remark' }).fill(remark);
  if (screenshot) await shot(page, screenshot);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog).toBeHidden();
  // In the toast (the page's live region repeats the text for screen readers).
  await expect(
    page.getByTestId('toast').getByText(`Version “${expectedName}” published`, { exact: true }),
  ).toBeVisible();
  // The toast links to the version page.
  await expect(page.getByRole('link', { name: 'View versions' }).last()).toHaveAttribute(
    'href',
    /^\/screenVersionMan\//,
  );
}

const row = (page: Page, name: string) => page.locator(`[data-version-name="${name}"]`);

async function versionAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for version “${name}”` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('publish three versions, rename and remark one, release it as the latest, replace the content with it, preview it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { user, call, screens } = await newUserWithScreens(browser, request, ['Launch wall']);
  const screen = screens[0] as Screen;
  await signInAs(page, user);

  // The version page before anything is published: the empty state.
  await page.goto(`/screenVersionMan/${screen._id}`);
  await expect(page.getByTestId('versions-empty')).toContainText('No versions yet');

  await openEditor(page, screen);
  for (const [index, type] of ['text.title', 'clock', 'kpi.number'].entries()) {
    await page.locator(`[data-palette-type="${type}"]`).click();
    await expect(widgets(page)).toHaveCount(index + 1);
    // Publishing flushes pending autosaves itself: no wait for "Saved" here.
    await publishFromEditor(
      page,
      `V${index + 1}`,
      index === 0 ? 'First cut for the launch' : '',
      index === 0 ? 'versions-publish-dialog-en' : undefined,
    );
  }
  // The last toast's link moves to the version page within the app: no reload (the page's own state survives).
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByTestId('toast-link').last().click();
  await expect(page).toHaveURL(new RegExp(`/screenVersionMan/${screen._id}$`));
  await expect(page.locator('[data-version-id]')).toHaveCount(3);
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  await page.goBack();
  await saved(page);

  // From the editor to the version page.
  await page.getByRole('button', { name: 'More version actions' }).click();
  await page.getByRole('menuitem', { name: 'Manage versions' }).click();
  await expect(page).toHaveURL(new RegExp(`/screenVersionMan/${screen._id}$`));
  await expect(page.locator('[data-version-id]')).toHaveCount(3);
  await expect(page.locator('[data-version-name]')).toHaveText([/V3/, /V2/, /V1/]);
  await expect(row(page, 'V3')).toHaveAttribute('data-latest', 'true');
  await expect(row(page, 'V1')).toContainText('First cut for the launch');

  // Rename and remark V1.
  await versionAction(page, 'V1', 'Rename');
  const rename = page.getByTestId('version-rename-dialog');
  await rename.getByRole('textbox').fill('');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toContainText('The name is required');
  await rename.getByRole('textbox').fill('Launch day');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await versionAction(page, 'Launch day', 'Edit remark');
  const remark = page.getByTestId('version-remark-dialog');
  await remark.getByRole('textbox').fill('Shown at the keynote');
  await remark.getByRole('button', { name: 'Save' }).click();
  await expect(row(page, 'Launch day')).toContainText('Shown at the keynote');

  // Release it as the latest: exactly one "Latest".
  await versionAction(page, 'Launch day', 'Release as latest');
  await expect(row(page, 'Launch day')).toHaveAttribute('data-latest', 'true');
  await expect(row(page, 'V3')).toHaveAttribute('data-latest', 'false');
  await expect(page.getByTestId('latest-badge')).toHaveCount(1);

  // Side by side: the selected (latest) version has 1 widget, the development content 3.
  await row(page, 'Launch day').click();
  await expect(page.getByTestId('preview-version').locator('[data-widget-id]')).toHaveCount(1);
  await expect(page.getByTestId('preview-development').locator('[data-widget-id]')).toHaveCount(3);
  await shot(page, 'versions-page-en');

  // Replace the development content with it: the screen's name must be typed.
  await versionAction(page, 'Launch day', 'Replace development content…');
  const replace = page.getByTestId('replace-dialog');
  const confirm = replace.getByRole('button', { name: 'Replace content' });
  await replace.getByRole('textbox').fill('Launch');
  await expect(confirm).toBeDisabled();
  await shot(page, 'versions-replace-dialog-en');
  await replace.getByRole('textbox').fill('Launch wall');
  await confirm.click();
  await expect(replace).toBeHidden();
  await expect(
    page.getByTestId('toast').getByText('The development content is now version “Launch day”', { exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('preview-development').locator('[data-widget-id]')).toHaveCount(1);
  const detail = await call<{ document: { layout: unknown[] } }>('v1/screen/get', { _id: screen._id });
  expect(detail.document.layout).toHaveLength(1);

  // The preview of a version, full window.
  const versionId = await row(page, 'V2').getAttribute('data-version-id');
  await page.goto(`/dashboard-preview/${screen._id}/${versionId}`);
  await expect(page.locator('[data-screen] [data-widget-id]')).toHaveCount(2);
  await page.goto(`/dashboard-preview/${screen._id}/missing-version`);
  await expect(page.getByTestId('preview-error')).toContainText('Version not found');
});

test('the version page is reachable from the screen list, in Chinese too', async ({ page, browser, request }) => {
  const { user, call, screens } = await newUserWithScreens(browser, request, ['大屏一号']);
  const screen = screens[0] as Screen;
  await call('v1/screen/version_add', { _id: screen._id, name: '首发版', remark: '发布会使用' });
  await signInAs(page, user);
  await page.getByRole('button', { name: 'More actions for “大屏一号”' }).first().click();
  await page.getByRole('menuitem', { name: 'Version management' }).click();
  await expect(page).toHaveURL(new RegExp(`/screenVersionMan/${screen._id}$`));
  await expect(row(page, '首发版')).toHaveAttribute('data-latest', 'true');
  await page.evaluate(() => localStorage.setItem('max_lang', 'zh'));
  await page.reload();
  await expect(page.getByRole('heading', { name: '版本管理' })).toBeVisible();
  await expect(row(page, '首发版')).toContainText('最新');
  await shot(page, 'versions-page-zh');
});

test('publish with “Share by link”: the toast opens the share link; a link already on keeps its settings', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { user, call, screens } = await newUserWithScreens(browser, request, ['Launch lobby']);
  const screen = screens[0] as Screen;
  await call('v1/screen/append_widget', {
    _id: screen._id,
    widgets: [
      {
        widget: { id: 't1', type: 'text.title', attr: { globeStyle: { name: 't1' }, text: 'Lobby headline' } },
        layout: { widgetId: 't1', x: 100, y: 80, w: 600, h: 120, z: 1, rotation: 0 },
      },
    ],
  });
  const adds: string[] = [];
  page.on('request', (sent) => {
    if (sent.postData()?.includes('link_share_add')) adds.push(sent.postData() ?? '');
  });
  await signInAs(page, user);
  await openEditor(page, screen);
  await expect(widgets(page)).toHaveCount(1);

  // Publish and share, follow the toast: the share page, in a tab of its own, shows the version.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByTestId('publish-dialog');
  await shot(page, 'versions-publish-share-by-link-en');
  await dialog.getByRole('button', { name: 'Publish and share' }).click();
  await expect(dialog).toBeHidden();
  const toast = page.getByTestId('toast').filter({ hasText: 'Version “V1” published' });
  const [shared] = await Promise.all([
    page.context().waitForEvent('page'),
    toast.getByRole('link', { name: 'Open share link' }).click(),
  ]);
  const info = await call<{ state: string; token: string }>('v1/screen/link_share_info', { _id: screen._id });
  expect(info.state).toBe('on');
  await expect(shared).toHaveURL(new RegExp(`/screen-share/share/${info.token}$`));
  await expect(shared.locator('[data-viewer] [data-widget-id="t1"]')).toContainText('Lobby headline');
  await shot(shared, 'versions-publish-share-opened');
  await shared.close();
  expect(adds).toHaveLength(1);

  // The link is on with a password now: publishing and sharing again keeps both, without a second add.
  await call('v1/screen/link_share_add', { _id: screen._id, password: 'lobby-2026' });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await dialog.getByRole('button', { name: 'Publish and share' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByTestId('toast')
      .filter({ hasText: 'Version “V2” published' })
      .getByRole('link', { name: 'Open share link' }),
  ).toHaveAttribute('href', new RegExp(`/screen-share/share/${info.token}$`));
  expect(adds).toHaveLength(1);
  const kept = await call<{ state: string; token: string }>('v1/screen/link_share_info', { _id: screen._id });
  expect(kept).toMatchObject({ state: 'password', token: info.token });
});

test('a refused “Share by link” keeps the published version; the dialog tries the link again or finishes', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { user, call, screens } = await newUserWithScreens(browser, request, ['Secret lobby']);
  const screen = screens[0] as Screen;
  // A secret screen is never link-shared: the share call is refused after the version is published.
  await call('v1/screen/save_security_level', { _id: screen._id, level: 'secret' });
  await signInAs(page, user);
  await openEditor(page, screen);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByTestId('publish-dialog');
  await dialog.getByRole('button', { name: 'Publish and share' }).click();
  await expect(dialog.getByTestId('form-error')).toHaveAttribute('data-code', String(ErrorCode.SCREEN_SHARE_SECRET));
  await expect(dialog.getByTestId('publish-published')).toHaveText(
    'Version “V1” is published; its share link is not on yet.',
  );
  await expect(dialog.getByRole('textbox', { name: /Version name/ })).toBeDisabled();
  await expect(dialog.getByRole('textbox', { name: /Version name/ })).toHaveValue('V1');
  await shot(page, 'versions-publish-share-refused-en');
  // Trying again publishes nothing more.
  await dialog.getByRole('button', { name: 'Turn on link' }).click();
  await expect(dialog.getByTestId('form-error')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByTestId('toast')
      .filter({ hasText: 'Version “V1” published' })
      .getByRole('link', { name: 'View versions' }),
  ).toBeVisible();
  expect(await call<unknown[]>('v1/screen/version_list', { _id: screen._id })).toHaveLength(1);
});
