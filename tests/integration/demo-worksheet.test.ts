import { describe, expect, it } from 'vitest';
import type { ApiRunResult, ApiSummary } from '../../shared/acts/data-api.js';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { LoginResult } from '../../shared/acts/user.js';
import type { WorksheetSummary } from '../../shared/acts/worksheet.js';
import type { ScreenDetail } from '../../shared/acts/results.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import { SAMPLE_APIS } from '../../shared/screen/templates/live.js';
import { dataBindingSchema } from '../../shared/widgets/data.js';
import { seedDemoWorksheet } from '../../scripts/local/demo-worksheet.js';
import { SAMPLE_WORKSHEET } from '../../scripts/local/demo-worksheet-rows.js';
import { DEMO_ADMIN } from '../../scripts/local/seed.js';
import { callAs, registerUser, rpc, type Registered } from './helpers/client.js';

/**
 * `npm start`'s sample worksheet (scripts/local/demo-worksheet.ts): the demo tenant gets a
 * ~50,000-row worksheet and the sample APIs over it, and the templates that draw from them bind
 * those APIs there and nowhere else. Seeded here into the test stack's demo tenant.
 */
async function demoAdmin(): Promise<Registered> {
  const login = await rpc<LoginResult>('user', 'v1/user/max_login', {
    account: DEMO_ADMIN.account,
    password: DEMO_ADMIN.password,
  });
  return { mobile: DEMO_ADMIN.mobile, email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, login: login.msg };
}

async function screenFrom(user: Registered, template: string): Promise<ScreenDetail> {
  const [group] = (await callAs<ScreenGroup[]>(user, 'v1/group/list')).msg;
  const added = await callAs<ScreenSummary>(user, 'v1/screen/add', { group_id: group?._id, name: template, template });
  expect(added.code, JSON.stringify(added.body)).toBe(200);
  return (await callAs<ScreenDetail>(user, 'v1/screen/get', { _id: added.msg._id })).msg;
}

const sourcesOf = (screen: ScreenDetail) =>
  Object.values(screen.document.widgets)
    .filter((widget) => Object.keys(widget.data).length > 0)
    .map((widget) => dataBindingSchema.parse(widget.data));

describe('the demo tenant’s sample worksheet', () => {
  it('is loaded once with its APIs, which answer real aggregates', async () => {
    await seedDemoWorksheet();
    await seedDemoWorksheet(); // a second start finds them
    const admin = await demoAdmin();
    const sheets = (await callAs<WorksheetSummary[]>(admin, 'v1/worksheet/list')).msg.filter(
      (sheet) => sheet.name === SAMPLE_WORKSHEET.name,
    );
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toMatchObject({ status: 'normal', source_kind: 'csv' });
    expect(sheets[0]!.record_count).toBeGreaterThan(45_000);

    const apis = (await callAs<ApiSummary[]>(admin, 'v1/api/list')).msg.filter((api) =>
      (Object.values(SAMPLE_APIS) as string[]).includes(api.path),
    );
    expect(apis).toHaveLength(4);
    const byPath = new Map(apis.map((api) => [api.path, api]));
    const regions = await callAs<ApiRunResult>(admin, 'v1/api/run', { _id: byPath.get(SAMPLE_APIS.byRegion)?._id });
    expect(regions.code, JSON.stringify(regions.body)).toBe(200);
    const rows = regions.msg.data as { region: string; revenue: number; orders: number }[];
    expect(rows.map((row) => row.region).sort()).toEqual([
      'Central',
      'East',
      'North',
      'Northwest',
      'South',
      'Southwest',
    ]);
    expect(rows.reduce((sum, row) => sum + row.orders, 0)).toBe(sheets[0]!.record_count);
    const months = await callAs<ApiRunResult>(admin, 'v1/api/run', { _id: byPath.get(SAMPLE_APIS.monthly)?._id });
    expect((months.msg.data as unknown[]).length).toBe(12);
  });

  it('feeds the templates that name its APIs in the demo tenant, and only there', async () => {
    await seedDemoWorksheet();
    const admin = await demoAdmin();
    const apiIds = new Set((await callAs<ApiSummary[]>(admin, 'v1/api/list')).msg.map((api) => api._id));
    const live = sourcesOf(await screenFrom(admin, 'retail-channels'));
    const bound = live.flatMap((binding) => (binding.source === 'api' ? [binding.api.api_id] : []));
    expect(bound).toHaveLength(4);
    for (const id of bound) expect(apiIds.has(id)).toBe(true);

    const stranger = await registerUser();
    const fallback = sourcesOf(await screenFrom(stranger, 'retail-channels'));
    expect(fallback.map((binding) => binding.source)).toEqual(['static', 'static', 'static', 'static']);
  });
});
