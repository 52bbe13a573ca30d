import { describe, expect, it } from 'vitest';
import type { ProxyAnswer } from '../../shared/acts/api.js';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { DEV_SAMPLE_PATH } from '../../shared/protocol/routes.js';
import type { LayoutEntry, ScreenDocument, Widget } from '../../shared/screen/document.js';
import { MASKED_HEADER_VALUE } from '../../shared/widgets/secret-headers.js';
import { getWidget } from '../../functions/lib/data/widgets.js';
import { baseUrl, callAs as call, type Registered, registerUser } from './helpers/client.js';
import { joinTenantOf } from './helpers/tenancy.js';
import { apiChartWidget } from './helpers/widgets.js';

/**
 * Copy/paste and duplicate give widgets new ids in the browser, which holds their request
 * headers masked: the append names the widget it was copied from (`from`), and the server takes
 * the secret from there when the caller may edit that screen, on the same URL and header name.
 */
const unique = () => Math.random().toString(36).slice(2);
const sample = (path: string) => `${baseUrl()}${DEV_SAMPLE_PATH}${path}`;

interface Echo {
  headers: Record<string, string>;
}

async function newScreen(user: Registered, name: string): Promise<string> {
  const [group] = (await call<ScreenGroup[]>(user, 'v1/group/list')).msg;
  const screen = await call<ScreenSummary>(user, 'v1/screen/add', { group_id: group?._id, name });
  expect(screen.code).toBe(200);
  return screen.msg._id;
}

/** A widget as its editor holds it (header masked), under a new id: what paste and duplicate make of it. */
function copyOf(item: { widget: Widget; layout: LayoutEntry }, id: string) {
  return { widget: { ...item.widget, id }, layout: { ...item.layout, widgetId: id, x: item.layout.x + 20 } };
}

/** What the sample echo receives when an editor's canvas draws the widget (its header masked, the widget named). */
async function drawn(user: Registered, screenId: string, widgetId: string, url: string): Promise<string | undefined> {
  const answer = await call<ProxyAnswer>(user, 'v1/api/proxy', {
    url,
    headers: { Authorization: MASKED_HEADER_VALUE },
    ttl: 0,
    widget: { screen_id: screenId, widget_id: widgetId },
  });
  expect(answer.code).toBe(200);
  return (answer.msg.data as Echo).headers.authorization;
}

async function setup() {
  const secret = `Bearer pasted-${unique()}`;
  const url = sample(`/echo?k=${unique()}`);
  const owner = await registerUser({ name: 'Pat Paster' });
  const tenantId = String(owner.login.corp[0]?._id);
  const screenId = await newScreen(owner, 'Source wall');
  expect(
    (await call(owner, 'v1/screen/append_widget', { _id: screenId, widgets: [apiChartWidget('w1', secret, url)] }))
      .code,
  ).toBe(200);
  const got = await call<{ document: ScreenDocument }>(owner, 'v1/screen/get', { _id: screenId });
  const widget = got.msg.document.widgets.w1 as Widget;
  const layout = got.msg.document.layout.find((entry) => entry.widgetId === 'w1') as LayoutEntry;
  expect(JSON.stringify(got.body)).not.toContain(secret);
  expect(widget.data).toMatchObject({ http: { headers: { Authorization: MASKED_HEADER_VALUE } } });
  return { secret, url, owner, tenantId, screenId, masked: { widget, layout } };
}

const storedHeaders = async (tenantId: string, screenId: string, widgetId: string) =>
  (await getWidget(tenantId, screenId, widgetId))?.widget.data;

describe('pasted and duplicated widgets with masked secrets', () => {
  it('a duplicate on the same screen and a paste into another screen the user edits carry the real header', async () => {
    const { secret, url, owner, tenantId, screenId, masked } = await setup();

    // Duplicate (Mod+D): a new id on the same screen, and a copy of that copy sent in the same save.
    const duplicate = { ...copyOf(masked, 'w1-dup'), from: { screen_id: screenId, widget_id: 'w1' } };
    const copyOfCopy = { ...copyOf(masked, 'w1-dup2'), from: { screen_id: screenId, widget_id: 'w1-dup' } };
    const appended = await call(owner, 'v1/screen/append_widget', { _id: screenId, widgets: [duplicate, copyOfCopy] });
    expect(appended.code).toBe(200);
    expect(JSON.stringify(appended.body)).not.toContain(secret);
    for (const id of ['w1-dup', 'w1-dup2']) {
      expect(await storedHeaders(tenantId, screenId, id), id).toMatchObject({
        http: { headers: { Authorization: secret } },
      });
      expect(await drawn(owner, screenId, id, url), id).toBe(secret);
    }

    // Copy in screen A, paste in screen B (the clipboard names A's widget).
    const other = await newScreen(owner, 'Target wall');
    const pasted = { ...copyOf(masked, 'p1'), from: { screen_id: screenId, widget_id: 'w1' } };
    expect((await call(owner, 'v1/screen/append_widget', { _id: other, widgets: [pasted] })).code).toBe(200);
    expect(await storedHeaders(tenantId, other, 'p1')).toMatchObject({ http: { headers: { Authorization: secret } } });
    expect(await drawn(owner, other, 'p1', url)).toBe(secret);
    const read = await call(owner, 'v1/screen/get', { _id: other });
    expect(JSON.stringify(read.body)).not.toContain(secret);

    // The source deleted before the paste is saved: its kept headers still serve.
    expect((await call(owner, 'v1/screen/delete_widget', { _id: screenId, widget_ids: ['w1'] })).code).toBe(200);
    const late = { ...copyOf(masked, 'p2'), from: { screen_id: screenId, widget_id: 'w1' } };
    expect((await call(owner, 'v1/screen/append_widget', { _id: other, widgets: [late] })).code).toBe(200);
    expect(await storedHeaders(tenantId, other, 'p2')).toMatchObject({ http: { headers: { Authorization: secret } } });
  });

  it('refuses (50000004) a copy whose origin the user cannot edit, or whose URL or header differs, and writes nothing', async () => {
    const { secret, owner, tenantId, screenId, masked } = await setup();
    const joined = await joinTenantOf(owner, await registerUser({ name: 'Rex Reader' }));
    const reader: Registered = { ...joined, login: { ...joined.login, corp: owner.login.corp } };
    expect(
      (
        await call(owner, 'v1/screen/add_edit_user', {
          _id: screenId,
          user_id: reader.login.user._id,
          permission: 'read',
        })
      ).code,
    ).toBe(200);
    const theirs = await newScreen(reader, 'Reader wall');
    const from = { screen_id: screenId, widget_id: 'w1' };

    // A reader of the source (or someone who guesses its ids) cannot lift its secret into their own screen.
    const lifted = { ...copyOf(masked, 'l1'), from };
    const refused = await call(reader, 'v1/screen/append_widget', { _id: theirs, widgets: [lifted] });
    expect(refused.code).toBe(ErrorCode.BODY_MALFORMED);
    expect(JSON.stringify(refused.body)).not.toContain(secret);
    expect(await getWidget(tenantId, theirs, 'l1')).toBeUndefined();
    // Given edit rights, the same paste goes through.
    expect(
      (
        await call(owner, 'v1/screen/add_edit_user', {
          _id: screenId,
          user_id: reader.login.user._id,
          permission: 'edit',
        })
      ).code,
    ).toBe(200);
    expect((await call(reader, 'v1/screen/append_widget', { _id: theirs, widgets: [lifted] })).code).toBe(200);
    expect(await storedHeaders(tenantId, theirs, 'l1')).toMatchObject({ http: { headers: { Authorization: secret } } });

    // Another URL, a renamed header, an unknown origin widget, or no origin at all: refused as before.
    const moved = { ...copyOf(masked, 'x1'), from };
    moved.widget = {
      ...moved.widget,
      data: {
        ...moved.widget.data,
        http: { url: sample('/echo?moved=1'), method: 'GET', headers: { Authorization: MASKED_HEADER_VALUE } },
      },
    };
    const renamed = { ...copyOf(masked, 'x2'), from };
    renamed.widget = {
      ...renamed.widget,
      data: {
        ...renamed.widget.data,
        http: { ...(masked.widget.data.http as object), headers: { 'X-Api-Key': MASKED_HEADER_VALUE } },
      },
    };
    const unknown = { ...copyOf(masked, 'x3'), from: { screen_id: screenId, widget_id: 'nope' } };
    const bare = copyOf(masked, 'x4');
    for (const [name, item] of [
      ['moved', moved],
      ['renamed', renamed],
      ['unknown', unknown],
      ['bare', bare],
    ] as const) {
      expect((await call(owner, 'v1/screen/append_widget', { _id: screenId, widgets: [item] })).code, name).toBe(
        ErrorCode.BODY_MALFORMED,
      );
    }
    for (const id of ['x1', 'x2', 'x3', 'x4']) expect(await getWidget(tenantId, screenId, id), id).toBeUndefined();
  });
});
