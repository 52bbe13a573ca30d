import { expect, test } from './fixtures';
import { signInAs } from './editor-driver';
import { apiSession, registerByApi, shot } from './support';

/**
 * Long-running displays: a viewer left on the latest release moves on to the next one by
 * itself (it polls every 30–60 s; the page's clock is fast-forwarded here), and a carousel
 * picks up a screen's new release; a version opened for itself stays put.
 */
test.use({ viewport: { width: 1280, height: 720 } });

const box = (id: string, x: number) => ({
  widget: {
    id,
    type: 'decor.border',
    attr: { globeStyle: { name: id } },
    style: {},
    data: {},
    events: [],
    locked: false,
    hidden: false,
    inner: false,
  },
  layout: { widgetId: id, x, y: 100, w: 400, h: 300, z: 1, rotation: 0 },
});

async function owner(request: Parameters<typeof registerByApi>[0]) {
  const user = await registerByApi(request);
  const call = await apiSession(request, user);
  const groups = await call<Array<{ _id: string; default: 0 | 1 }>>('v1/group/list');
  return { user, call, defaultGroup: groups.find((g) => g.default === 1)!._id };
}

test('the preview of the latest release follows a new release; an older version opened for itself stays', async ({
  page,
  request,
}) => {
  const { user, call, defaultGroup } = await owner(request);
  const screen = await call<{ _id: string }>('v1/screen/add', {
    group_id: defaultGroup,
    name: 'Lobby',
    template: 'blank',
  });
  await call('v1/screen/append_widget', { _id: screen._id, widgets: [box('first', 100)] });
  const v1 = await call<{ _id: string }>('v1/screen/version_add', { _id: screen._id, name: 'one', latest: true });
  await signInAs(page, user);
  await page.clock.install();
  await page.goto(`/dashboard-preview/${screen._id}/${v1._id}`);
  await expect(page.locator('[data-widget-id]')).toHaveCount(1);

  // Nothing released yet: a minute later it still shows v1.
  await page.clock.fastForward(61_000);
  await expect(page).toHaveURL(new RegExp(`/${v1._id}$`));

  await call('v1/screen/append_widget', { _id: screen._id, widgets: [box('second', 600)] });
  const v2 = await call<{ _id: string }>('v1/screen/version_add', { _id: screen._id, name: 'two', latest: true });
  await page.clock.fastForward(61_000);
  await expect(page).toHaveURL(new RegExp(`/dashboard-preview/${screen._id}/${v2._id}$`));
  await expect(page.locator('[data-widget-id="second"]')).toBeVisible();
  await shot(page, 'long-running-followed-release');

  // v1 is no longer the latest: opened for itself, it does not move when v3 is released.
  await page.goto(`/dashboard-preview/${screen._id}/${v1._id}`);
  await expect(page.locator('[data-widget-id]')).toHaveCount(1);
  await call('v1/screen/version_add', { _id: screen._id, name: 'three', latest: true });
  await page.clock.fastForward(125_000);
  await expect(page).toHaveURL(new RegExp(`/${v1._id}$`));
  await expect(page.locator('[data-widget-id]')).toHaveCount(1);
});

test('a carousel left playing picks up a screen’s new release', async ({ page, request }) => {
  const { user, call } = await owner(request);
  const group = await call<{ _id: string }>('v1/group/add', { name: 'Wall' });
  const a = await call<{ _id: string }>('v1/screen/add', { group_id: group._id, name: 'A', template: 'blank' });
  const b = await call<{ _id: string }>('v1/screen/add', { group_id: group._id, name: 'B', template: 'blank' });
  await call('v1/screen/append_widget', { _id: b._id, widgets: [box('b-one', 100)] });
  await call('v1/screen/version_add', { _id: b._id, name: 'b1', latest: true });
  await call('v1/screen/append_widget', { _id: a._id, widgets: [box('a-one', 100)] });
  await signInAs(page, user);
  await page.clock.install();
  await page.goto(`/group-preview/${group._id}`);
  const slideB = page.locator(`[data-carousel-slide="${b._id}"]`);
  await expect(slideB.locator('[data-widget-id]')).toHaveCount(1);

  await call('v1/screen/append_widget', { _id: b._id, widgets: [box('b-two', 600)] });
  await call('v1/screen/version_add', { _id: b._id, name: 'b2', latest: true });
  await page.clock.fastForward(61_000);
  await expect(slideB.locator('[data-widget-id="b-two"]')).toBeAttached();
  await expect(slideB.locator('[data-widget-id]')).toHaveCount(2);
});
