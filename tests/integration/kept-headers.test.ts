import { describe, expect, it } from 'vitest';
import type { ProxyAnswer } from '../../shared/acts/api.js';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import type { Favourite, FavouriteSummary } from '../../shared/acts/favourite.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { DEV_SAMPLE_PATH } from '../../shared/protocol/routes.js';
import type { LayoutEntry, ScreenDocument, Widget } from '../../shared/screen/document.js';
import { MASKED_HEADER_VALUE } from '../../shared/widgets/secret-headers.js';
import { getWidget } from '../../functions/lib/data/widgets.js';
import { baseUrl, callAs as call, type Registered, registerUser } from './helpers/client.js';
import { joinTenantOf } from './helpers/tenancy.js';
import { apiChartWidget } from './helpers/widgets.js';

/**
 * Editors see the request headers of HTTP sources masked. What they do with a masked widget
 * must still work with the real secret, which stays on the server: undoing a delete (the widget
 * appended again under its id) and favourites (saved from a screen, inserted into another one).
 */
const unique = () => Math.random().toString(36).slice(2);
const sample = (path: string) => `${baseUrl()}${DEV_SAMPLE_PATH}${path}`;

interface Echo {
  headers: Record<string, string>;
}
interface Detail {
  document: ScreenDocument;
}

async function newScreen(user: Registered, name: string): Promise<string> {
  const [group] = (await call<ScreenGroup[]>(user, 'v1/group/list')).msg;
  const screen = await call<ScreenSummary>(user, 'v1/screen/add', { group_id: group?._id, name });
  expect(screen.code).toBe(200);
  return screen.msg._id;
}

/** An owner's screen with widget w1 on the sample echo, Authorization `secret`, and the item as its editor sees it. */
async function setup() {
  const secret = `Bearer kept-${unique()}`;
  const url = sample(`/echo?k=${unique()}`);
  const owner = await registerUser({ name: 'Kim Keeper' });
  const screenId = await newScreen(owner, 'Kept wall');
  expect(
    (await call(owner, 'v1/screen/append_widget', { _id: screenId, widgets: [apiChartWidget('w1', secret, url)] }))
      .code,
  ).toBe(200);
  const got = await call<Detail>(owner, 'v1/screen/get', { _id: screenId });
  const widget = got.msg.document.widgets.w1 as Widget;
  const layout = got.msg.document.layout.find((entry) => entry.widgetId === 'w1') as LayoutEntry;
  expect(widget.data).toMatchObject({ http: { headers: { Authorization: MASKED_HEADER_VALUE } } });
  return { secret, url, owner, screenId, masked: { widget, layout }, tenantId: String(owner.login.corp[0]?._id) };
}

/** What the sample echo receives when an editor's canvas draws the widget (its header masked, the widget named). */
const drawn = async (user: Registered, screenId: string, widgetId: string, url: string) => {
  const headers = { Authorization: MASKED_HEADER_VALUE };
  return (
    (
      await call<ProxyAnswer>(user, 'v1/api/proxy', {
        url,
        headers,
        ttl: 0,
        widget: { screen_id: screenId, widget_id: widgetId },
      })
    ).msg.data as Echo
  ).headers.authorization;
};

describe('masked secrets the editor hands back', () => {
  it('undo of a delete appends the widget back with its stored header, on its own screen, id and URL only', async () => {
    const { secret, url, owner, screenId, masked, tenantId } = await setup();
    expect((await call(owner, 'v1/screen/delete_widget', { _id: screenId, widget_ids: ['w1'] })).code).toBe(200);
    // Undo: the editor appends what it holds, the header masked.
    const undone = await call(owner, 'v1/screen/append_widget', { _id: screenId, widgets: [masked] });
    expect(undone.code).toBe(200);
    expect(JSON.stringify(undone.body)).not.toContain(secret);
    expect((await getWidget(tenantId, screenId, 'w1'))?.widget.data).toMatchObject({
      http: { headers: { Authorization: secret } },
    });
    expect(await drawn(owner, screenId, 'w1', url)).toBe(secret);

    // Deleted again: the mask does not come back on another URL, under another id or on another screen.
    expect((await call(owner, 'v1/screen/delete_widget', { _id: screenId, widget_ids: ['w1'] })).code).toBe(200);
    const elsewhere = {
      ...masked,
      widget: {
        ...masked.widget,
        data: {
          ...masked.widget.data,
          http: { url: sample('/echo?elsewhere=1'), method: 'GET', headers: { Authorization: MASKED_HEADER_VALUE } },
        },
      },
    };
    expect((await call(owner, 'v1/screen/append_widget', { _id: screenId, widgets: [elsewhere] })).code).toBe(
      ErrorCode.BODY_MALFORMED,
    );
    const renamed = { widget: { ...masked.widget, id: 'w9' }, layout: { ...masked.layout, widgetId: 'w9' } };
    expect((await call(owner, 'v1/screen/append_widget', { _id: screenId, widgets: [renamed] })).code).toBe(
      ErrorCode.BODY_MALFORMED,
    );
    const other = await newScreen(owner, 'Other wall');
    expect((await call(owner, 'v1/screen/append_widget', { _id: other, widgets: [masked] })).code).toBe(
      ErrorCode.BODY_MALFORMED,
    );
    // Nothing was written by the refusals; the real undo still works.
    expect(await getWidget(tenantId, screenId, 'w1')).toBeUndefined();
    expect((await call(owner, 'v1/screen/append_widget', { _id: screenId, widgets: [masked] })).code).toBe(200);
    expect((await getWidget(tenantId, screenId, 'w1'))?.widget.data).toMatchObject({
      http: { headers: { Authorization: secret } },
    });
  });

  it('a favourite saved from a masked widget keeps the secret, comes back masked and inserts into other screens of the tenant', async () => {
    const { secret, url, owner, screenId, masked } = await setup();
    // Saved as the editor's Collect does: the selection as the editor holds it, and the screen it comes from.
    const added = await call<FavouriteSummary>(owner, 'v1/template/add_widget_temp', {
      name: `Sales ${unique()}`,
      state: 'public',
      widgets: [masked],
      screen_id: screenId,
    });
    expect(added.code).toBe(200);
    // Without its screen, or from a screen with no such widget, a masked value cannot be resolved.
    expect(
      (await call(owner, 'v1/template/add_widget_temp', { name: `Lost ${unique()}`, widgets: [masked] })).code,
    ).toBe(ErrorCode.BODY_MALFORMED);
    const emptyScreen = await newScreen(owner, 'Empty wall');
    expect(
      (
        await call(owner, 'v1/template/add_widget_temp', {
          name: `Lost ${unique()}`,
          widgets: [masked],
          screen_id: emptyScreen,
        })
      ).code,
    ).toBe(ErrorCode.BODY_MALFORMED);

    // Every answer to the browser is masked.
    const whole = await call<Favourite>(owner, 'v1/template/get_widget_temp', { _id: added.msg._id });
    expect(whole.msg.widgets[0]?.widget.data).toMatchObject({
      http: { headers: { Authorization: MASKED_HEADER_VALUE } },
    });
    for (const [name, args] of [
      ['get_widget_temp', { _id: added.msg._id }],
      ['get_pub_widget_temp_list', {}],
      ['list', {}],
      ['get_style_by_widget_type', { type: 'charts.line' }],
    ] as const) {
      const answer = await call(owner, `v1/template/${name}`, args);
      expect(answer.code, name).toBe(200);
      expect(JSON.stringify(answer.body), name).not.toContain(secret);
    }

    // A colleague inserts the public favourite into their own screen, as the editor does: fetched for that screen, then appended.
    const colleague = await joinTenantOf(owner, await registerUser({ name: 'Cal Colleague' }));
    const mate: Registered = { ...colleague, login: { ...colleague.login, corp: owner.login.corp } };
    const theirs = await newScreen(mate, 'Their wall');
    const fetched = await call<Favourite>(mate, 'v1/template/get_widget_temp', {
      _id: added.msg._id,
      screen_id: theirs,
    });
    expect(fetched.code).toBe(200);
    expect(JSON.stringify(fetched.body)).not.toContain(secret);
    const [item] = fetched.msg.widgets;
    if (!item) throw new Error('no widget');
    expect(item.widget.id).not.toBe('w1');
    expect(item.layout.widgetId).toBe(item.widget.id);
    expect((await call(mate, 'v1/screen/append_widget', { _id: theirs, widgets: [item] })).code).toBe(200);
    expect((await getWidget(String(owner.login.corp[0]?._id), theirs, item.widget.id))?.widget.data).toMatchObject({
      http: { headers: { Authorization: secret } },
    });
    expect(await drawn(mate, theirs, item.widget.id, url)).toBe(secret);

    // Fetching it for a screen one cannot edit is refused, and a masked copy without that step is too.
    expect(
      (await call(mate, 'v1/template/get_widget_temp', { _id: added.msg._id, screen_id: screenId })).code,
    ).not.toBe(200);
    const plain = { widget: { ...item.widget, id: 'w7' }, layout: { ...item.layout, widgetId: 'w7' } };
    expect((await call(mate, 'v1/screen/append_widget', { _id: theirs, widgets: [plain] })).code).toBe(
      ErrorCode.BODY_MALFORMED,
    );
  });
});
