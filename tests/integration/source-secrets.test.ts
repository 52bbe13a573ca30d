import { describe, expect, it } from 'vitest';
import type { ProxyAnswer } from '../../shared/acts/api.js';
import type { StoredWidget } from '../../shared/acts/editor.js';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { DEV_SAMPLE_PATH } from '../../shared/protocol/routes.js';
import type { ScreenDocument } from '../../shared/screen/document.js';
import { httpBindingSchema } from '../../shared/widgets/data.js';
import { MASKED_HEADER_VALUE } from '../../shared/widgets/secret-headers.js';
import { getWidget } from '../../functions/lib/data/widgets.js';
import { baseUrl, callAs as call, type Registered, registerUser } from './helpers/client.js';
import { joinTenantOf } from './helpers/tenancy.js';
import { apiChartWidget } from './helpers/widgets.js';

/**
 * Request headers of widgets' HTTP sources (secrets) never reach a session user's browser:
 * readers (account share `read`, system share) get none, editors get them masked, a masked
 * value written back keeps the stored one, and the data proxy fills stored headers in by the
 * widget's reference so readers' widgets still get their data.
 */
const sample = (path: string) => `${baseUrl()}${DEV_SAMPLE_PATH}${path}`;
const unique = () => Math.random().toString(36).slice(2);

interface Echo {
  headers: Record<string, string>;
}

/** An owner's screen with one widget on the sample echo, Authorization `secret`; a reader, an editor and a colleague who sees it by system share. */
async function setup() {
  const secret = `Bearer top-${unique()}`;
  const url = sample(`/echo?k=${unique()}`);
  const owner = await registerUser({ name: 'Olivia Owner' });
  const [group] = (await call<ScreenGroup[]>(owner, 'v1/group/list')).msg;
  const screen = (await call<ScreenSummary>(owner, 'v1/screen/add', { group_id: group?._id, name: 'Secrets wall' }))
    .msg;
  expect(
    (await call(owner, 'v1/screen/append_widget', { _id: screen._id, widgets: [apiChartWidget('w1', secret, url)] }))
      .code,
  ).toBe(200);
  const colleagues: Registered[] = [];
  for (const name of ['Rita Reader', 'Ed Editor', 'Sam System']) {
    const joined = await joinTenantOf(owner, await registerUser({ name }));
    colleagues.push({ ...joined, login: { ...joined.login, corp: owner.login.corp } });
  }
  const [reader, editor, system] = colleagues as [Registered, Registered, Registered];
  expect(
    (
      await call(owner, 'v1/screen/add_edit_user', {
        _id: screen._id,
        user_id: reader.login.user._id,
        permission: 'read',
      })
    ).code,
  ).toBe(200);
  expect(
    (
      await call(owner, 'v1/screen/add_edit_user', {
        _id: screen._id,
        user_id: editor.login.user._id,
        permission: 'edit',
      })
    ).code,
  ).toBe(200);
  expect((await call(owner, 'v1/screen/save_screen_system_share', { _id: screen._id, share: true })).code).toBe(200);
  const tenantId = String(owner.login.corp[0]?._id);
  return { secret, url, owner, reader, editor, system, screenId: screen._id, tenantId };
}

const httpOf = (document: ScreenDocument) => httpBindingSchema.parse(document.widgets.w1?.data).http;

describe('secrets of HTTP sources', () => {
  it('gives readers (read share, system share) no header values from any read act', async () => {
    const { secret, owner, reader, system, screenId } = await setup();
    const published = await call<{ _id: string }>(owner, 'v1/screen/version_add', { _id: screenId, name: 'v1' });
    expect(published.code).toBe(200);
    for (const who of [reader, system]) {
      const got = await call<{ document: ScreenDocument }>(who, 'v1/screen/get', { _id: screenId });
      expect(got.code).toBe(200);
      expect(httpOf(got.msg.document).headers).toEqual({});
      expect(JSON.stringify(got.body)).not.toContain(secret);
      const versions = await call<{ _id: string }[]>(owner, 'v1/screen/version_list', { _id: screenId });
      for (const version of versions.msg) {
        const detail = await call(who, 'v1/screen/version_get', { _id: screenId, version_id: version._id });
        expect(JSON.stringify(detail.body)).not.toContain(secret);
        // A version's widget draws with the header kept beside the version.
        const data = await call<ProxyAnswer>(who, 'v1/api/proxy', {
          url: 'https://example.com/',
          ttl: 0,
          widget: { screen_id: screenId, widget_id: 'w1', version_id: version._id },
        });
        expect((data.msg.data as Echo).headers.authorization).toBe(secret);
      }
    }
  });

  it('gives editors masked values, and a masked value written back keeps the stored secret', async () => {
    const { secret, url, editor, screenId, tenantId } = await setup();
    const got = await call<{ document: ScreenDocument; revisions: Record<string, number> }>(editor, 'v1/screen/get', {
      _id: screenId,
    });
    expect(JSON.stringify(got.body)).not.toContain(secret);
    const masked = got.msg.document.widgets.w1;
    expect(httpOf(got.msg.document).headers).toEqual({ Authorization: MASKED_HEADER_VALUE });

    // The whole widget saved back, as the editor's autosave does: the secret stays.
    const renamed = { ...masked, attr: { globeStyle: { name: 'renamed' } } };
    const saved = await call<{ revision: number }>(editor, 'v1/screen/change_widget', {
      _id: screenId,
      widget: renamed,
      revision: got.msg.revisions.w1,
    });
    expect(saved.code).toBe(200);
    expect((await getWidget(tenantId, screenId, 'w1'))?.widget.data).toMatchObject({
      http: { headers: { Authorization: secret } },
    });

    // One attribute: the mask keeps it; a new value replaces it.
    const one = await call<{ revision: number }>(editor, 'v1/screen/change_widget_specify', {
      _id: screenId,
      widget_id: 'w1',
      path: 'data.http.headers',
      value: { Authorization: MASKED_HEADER_VALUE, 'X-Team': 'ops' },
      revision: saved.msg.revision,
    });
    expect(one.code).toBe(200);
    expect((await getWidget(tenantId, screenId, 'w1'))?.widget.data).toMatchObject({
      http: { headers: { Authorization: secret, 'X-Team': 'ops' } },
    });

    // A conflict answers the stored widget masked.
    const conflict = await call<StoredWidget>(editor, 'v1/screen/change_widget', {
      _id: screenId,
      widget: renamed,
      revision: 1,
    });
    expect(conflict.code).toBe(ErrorCode.REVISION_CONFLICT);
    expect(JSON.stringify(conflict.body)).not.toContain(secret);

    // A mask on another URL, a header the stored widget lacks, or a new widget cannot be resolved.
    const moved = {
      ...masked,
      data: { ...masked?.data, http: { ...httpOf(got.msg.document), url: sample('/echo?elsewhere=1') } },
    };
    expect(
      (await call(editor, 'v1/screen/change_widget', { _id: screenId, widget: moved, revision: one.msg.revision }))
        .code,
    ).toBe(ErrorCode.BODY_MALFORMED);
    const invented = await call(editor, 'v1/screen/change_widget_specify', {
      _id: screenId,
      widget_id: 'w1',
      path: 'data.http.headers.X-Key',
      value: MASKED_HEADER_VALUE,
      revision: one.msg.revision,
    });
    expect(invented.code).toBe(ErrorCode.BODY_MALFORMED);
    const copy = apiChartWidget('w2', MASKED_HEADER_VALUE, url);
    expect((await call(editor, 'v1/screen/append_widget', { _id: screenId, widgets: [copy] })).code).toBe(
      ErrorCode.BODY_MALFORMED,
    );
    expect((await getWidget(tenantId, screenId, 'w1'))?.widget.data).toMatchObject({
      http: { headers: { Authorization: secret } },
    });

    // copy_widget copies the real secret server-side and answers it masked.
    const copied = await call<{ widgets: StoredWidget[] }>(editor, 'v1/screen/copy_widget', {
      _id: screenId,
      widget_ids: ['w1'],
    });
    expect(copied.code).toBe(200);
    expect(JSON.stringify(copied.body)).not.toContain(secret);
    const copyId = copied.msg.widgets[0]?.widget.id ?? '';
    expect((await getWidget(tenantId, screenId, copyId))?.widget.data).toMatchObject({
      http: { headers: { Authorization: secret } },
    });
  });

  it("fetches a reader's and an editor's widget data with the stored header, by the widget's reference", async () => {
    const { secret, url, editor, reader, system, screenId } = await setup();
    for (const who of [reader, system]) {
      const answer = await call<ProxyAnswer>(who, 'v1/api/proxy', {
        url,
        headers: {},
        ttl: 0,
        widget: { screen_id: screenId, widget_id: 'w1' },
      });
      expect(answer.code).toBe(200);
      expect((answer.msg.data as Echo).headers.authorization).toBe(secret);
    }
    // An editor's masked header is filled in on the stored URL, refused anywhere else or without the reference.
    const masked = { Authorization: MASKED_HEADER_VALUE };
    const filled = await call<ProxyAnswer>(editor, 'v1/api/proxy', {
      url,
      headers: masked,
      ttl: 0,
      widget: { screen_id: screenId, widget_id: 'w1' },
    });
    expect(filled.code).toBe(200);
    expect((filled.msg.data as Echo).headers.authorization).toBe(secret);
    expect(
      (
        await call(editor, 'v1/api/proxy', {
          url: sample('/echo?other=1'),
          headers: masked,
          ttl: 0,
          widget: { screen_id: screenId, widget_id: 'w1' },
        })
      ).code,
    ).toBe(ErrorCode.BODY_MALFORMED);
    expect((await call(editor, 'v1/api/proxy', { url, headers: masked, ttl: 0 })).code).toBe(ErrorCode.BODY_MALFORMED);
    // Someone who may not read the screen gets nothing by naming it.
    const stranger = await registerUser();
    const refused = await call(stranger, 'v1/api/proxy', {
      url,
      headers: {},
      ttl: 0,
      widget: { screen_id: screenId, widget_id: 'w1' },
    });
    expect(refused.code).not.toBe(200);
    expect(JSON.stringify(refused.body)).not.toContain(secret);
  });
});
