import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ProxyAnswer } from '../../shared/acts/api.js';
import type { ApiDetail } from '../../shared/acts/data-api.js';
import type { DepartmentView } from '../../shared/acts/departments.js';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ShareInfo } from '../../shared/acts/link-share.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import type { VersionSummary } from '../../shared/acts/versions.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { DEV_SAMPLE_PATH } from '../../shared/protocol/routes.js';
import { baseUrl, registerUser, rpc, type Answer, type Registered } from './helpers/client.js';
import { joinTenantOf } from './helpers/tenancy.js';

/**
 * A data API a department holds is seen only by its creator, the tenant's administrator and that
 * department's members — and a link share does not widen that: publishing a version refuses a
 * widget bound to an API the publisher may not see (API_NOT_FOUND, as for an unknown id), and a
 * share's data call runs a version's API only while its department still admits the version's
 * publisher. The API is a proxy over the local sample API (no database needed).
 */
const SCOPE = randomBytes(16).toString('base64url');
const sample = (path: string) => `${baseUrl()}${DEV_SAMPLE_PATH}/scope/${SCOPE}${path}`;
const unique = () => randomBytes(6).toString('hex');

function inTenantOf<T = unknown>(owner: Registered, user: Registered, act: string, args: Record<string, unknown> = {}) {
  const family = String(act.split('/')[1]);
  return rpc<T>(family, act, { auth: user.login.auth, corp_id: owner.login.corp[0]?._id, ...args });
}

const shareData = (token: string, screenId: string) =>
  rpc<ProxyAnswer>('screen', 'v1/screen/link_share_data', { token, screen_id: screenId, widget_id: 'c1' });

/** A chart bound to the data API `apiId`. */
const boundChart = (apiId: string) => ({
  widget: {
    id: 'c1',
    type: 'charts.line',
    attr: { globeStyle: { name: 'c1' } },
    data: {
      source: 'api',
      api: { api_id: apiId, params: {}, interval: 5 },
      mapping: { path: 'result.list', category: 'month', series: ['online'] },
    },
  },
  layout: { widgetId: 'c1', x: 10, y: 100, w: 400, h: 300, z: 2, rotation: 0 },
});

interface Tenant {
  admin: Registered;
  insider: Registered;
  outsider: Registered;
  departmentId: string;
  /** A proxy API the department holds, made by the administrator. */
  api: ApiDetail;
  /** One in no department. */
  open: ApiDetail;
}

async function addApi(admin: Registered): Promise<ApiDetail> {
  const name = `dept_${unique()}`;
  const added = await inTenantOf<ApiDetail>(admin, admin, 'v1/api/add', {
    definition: { name, path: name, type: 'proxy', http: { url: sample(`/sales?api=${name}`) }, ttl: 0 },
  });
  expect(added.code, JSON.stringify(added.body)).toBe(200);
  return added.msg;
}

async function tenant(): Promise<Tenant> {
  const admin = await registerUser({ name: 'Ada Admin' });
  const insider = await joinTenantOf(admin, await registerUser({ name: 'Ian Insider' }));
  const outsider = await joinTenantOf(admin, await registerUser({ name: 'Oz Outsider' }));
  const department = await inTenantOf<DepartmentView>(admin, admin, 'v2/admin/department/add', {
    name: `Finance ${unique()}`,
  });
  expect(department.code).toBe(200);
  const departmentId = department.msg._id;
  const placed = await inTenantOf(admin, admin, 'v2/admin/max_user/set_department', {
    _id: insider.login.user._id,
    department_id: departmentId,
  });
  expect(placed.code).toBe(200);
  const api = await addApi(admin);
  expect(
    (await inTenantOf(admin, admin, 'v2/admin/department/set_api', { _id: api._id, department_id: departmentId })).code,
  ).toBe(200);
  return { admin, insider, outsider, departmentId, api, open: await addApi(admin) };
}

/** A screen of `user` with the chart bound to `apiId`. */
async function boundScreen(owner: Registered, user: Registered, apiId: string): Promise<ScreenSummary> {
  const group = (await inTenantOf<ScreenGroup[]>(owner, user, 'v1/group/list')).msg[0]?._id;
  const screen = await inTenantOf<ScreenSummary>(owner, user, 'v1/screen/add', {
    group_id: group,
    name: `Wall ${unique()}`,
    template: 'blank',
  });
  expect(screen.code, JSON.stringify(screen.body)).toBe(200);
  const appended = await inTenantOf(owner, user, 'v1/screen/append_widget', {
    _id: screen.msg._id,
    widgets: [boundChart(apiId)],
  });
  expect(appended.code, JSON.stringify(appended.body)).toBe(200);
  return screen.msg;
}

const publish = (owner: Registered, user: Registered, screenId: string): Promise<Answer<VersionSummary>> =>
  inTenantOf<VersionSummary>(owner, user, 'v1/screen/version_add', { _id: screenId, name: 'V1', latest: true });

async function linkOf(owner: Registered, user: Registered, screenId: string): Promise<string> {
  const share = await inTenantOf<ShareInfo>(owner, user, 'v1/screen/link_share_add', { _id: screenId });
  expect(share.code, JSON.stringify(share.body)).toBe(200);
  return share.msg.token;
}

describe('a department’s data API and link shares', () => {
  it('refuses to publish a binding to an API the publisher may not see', async () => {
    const t = await tenant();
    expect((await inTenantOf(t.admin, t.outsider, 'v1/api/get', { _id: t.api._id })).code).toBe(
      ErrorCode.API_NOT_FOUND,
    );
    // The attack: bind the id anyway, publish, share by link, read the rows without a session.
    const screen = await boundScreen(t.admin, t.outsider, t.api._id);
    const published = await publish(t.admin, t.outsider, screen._id);
    expect(published.code, JSON.stringify(published.body)).toBe(ErrorCode.API_NOT_FOUND);
    expect(
      (await inTenantOf<VersionSummary[]>(t.admin, t.outsider, 'v1/screen/version_list', { _id: screen._id })).msg,
    ).toEqual([]);
    // An id that is no API of the tenant is refused the same way.
    const unknown = await boundScreen(t.admin, t.outsider, `nope${unique()}`);
    expect((await publish(t.admin, t.outsider, unknown._id)).code).toBe(ErrorCode.API_NOT_FOUND);

    // Those the department admits publish it; an API in no department anyone may.
    for (const who of [t.insider, t.admin]) {
      const theirs = await boundScreen(t.admin, who, t.api._id);
      expect((await publish(t.admin, who, theirs._id)).code).toBe(200);
    }
    const open = await boundScreen(t.admin, t.outsider, t.open._id);
    expect((await publish(t.admin, t.outsider, open._id)).code).toBe(200);
    const token = await linkOf(t.admin, t.outsider, open._id);
    expect((await shareData(token, open._id)).code).toBe(200);
  });

  it('serves a shared version’s API only while its department admits the publisher', async () => {
    const t = await tenant();
    const screen = await boundScreen(t.admin, t.insider, t.api._id);
    expect((await publish(t.admin, t.insider, screen._id)).code).toBe(200);
    const token = await linkOf(t.admin, t.insider, screen._id);
    const served = await shareData(token, screen._id);
    expect(served.code, JSON.stringify(served.body)).toBe(200);
    expect((served.msg.data as { result: { list: unknown[] } }).result.list).toHaveLength(12);

    // The publisher leaves the department: the share no longer reads the API.
    const move = (departmentId: string) =>
      inTenantOf(t.admin, t.admin, 'v2/admin/max_user/set_department', {
        _id: t.insider.login.user._id,
        department_id: departmentId,
      });
    expect((await move('')).code).toBe(200);
    const refused = await shareData(token, screen._id);
    expect(refused.code).toBe(ErrorCode.API_NOT_FOUND);
    expect(JSON.stringify(refused.body)).not.toContain('result');
    // Back in it, it does again.
    expect((await move(t.departmentId)).code).toBe(200);
    expect((await shareData(token, screen._id)).code).toBe(200);

    // The API moves to the department while an outsider's published version binds it.
    const other = await addApi(t.admin);
    const outsiders = await boundScreen(t.admin, t.outsider, other._id);
    expect((await publish(t.admin, t.outsider, outsiders._id)).code).toBe(200);
    const outsiderToken = await linkOf(t.admin, t.outsider, outsiders._id);
    expect((await shareData(outsiderToken, outsiders._id)).code).toBe(200);
    expect(
      (
        await inTenantOf(t.admin, t.admin, 'v2/admin/department/set_api', {
          _id: other._id,
          department_id: t.departmentId,
        })
      ).code,
    ).toBe(200);
    expect((await shareData(outsiderToken, outsiders._id)).code).toBe(ErrorCode.API_NOT_FOUND);
  });
});
