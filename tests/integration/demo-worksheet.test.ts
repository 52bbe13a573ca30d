import { describe, expect, it } from 'vitest';
import type { ApiRunResult, ApiSummary } from '../../shared/acts/data-api.js';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { LoginResult } from '../../shared/acts/user.js';
import type { WorksheetPreview, WorksheetSummary } from '../../shared/acts/worksheet.js';
import type { WorksheetDataResult } from '../../shared/acts/worksheet-data.js';
import type { ScreenDetail } from '../../shared/acts/results.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import { draftDashboard } from '../../shared/screen/draft.js';
import { worksheetDraftWidgets, worksheetShape } from '../../shared/screen/draft-worksheet.js';
import { SAMPLE_APIS } from '../../shared/screen/templates/live.js';
import { stampAttrVersion } from '../../shared/widgets/attr-migrations.js';
import { dataBindingSchema, worksheetBindingSchema } from '../../shared/widgets/data.js';
import { categorySeries, singleValue } from '../../web/src/widgets/data/mapping.js';
import type { Row } from '../../web/src/widgets/data/rows.js';
import { DEMO_DASHBOARD } from '../../scripts/local/demo-dashboard.js';
import { seedDemoWorksheet } from '../../scripts/local/demo-worksheet.js';
import { SAMPLE_WORKSHEET } from '../../scripts/local/demo-worksheet-rows.js';
import { DEMO_ADMIN } from '../../scripts/local/seed.js';
import { callAs, registerUser, rpc, type Registered } from './helpers/client.js';

/**
 * `npm start`'s sample worksheet (scripts/local/demo-worksheet.ts): the demo tenant gets a
 * ~50,000-row worksheet and the sample APIs over it, and the templates that draw from them bind
 * those APIs there and nowhere else; and the screen "Chart this" drafts of the worksheet
 * (scripts/local/demo-dashboard.ts). Seeded here into the test stack's demo tenant.
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

  it('holds the screen "Chart this" drafts of the worksheet, whose widgets answer its numbers', async () => {
    await seedDemoWorksheet();
    await seedDemoWorksheet(); // a second start keeps the one screen
    const admin = await demoAdmin();
    const sheet = (await callAs<WorksheetSummary[]>(admin, 'v1/worksheet/list')).msg.find(
      (item) => item.name === SAMPLE_WORKSHEET.name,
    );
    expect(sheet).toBeDefined();
    const groups = (await callAs<ScreenGroup[]>(admin, 'v1/group/list')).msg;
    const group = groups.find((g) => g.default === 1);
    const screens = (
      await callAs<{ list: ScreenSummary[] }>(admin, 'v1/screen/list', { group_id: group?._id })
    ).msg.list.filter((screen) => screen.name === DEMO_DASHBOARD.name);
    expect(screens).toHaveLength(1);
    const screen = (await callAs<ScreenDetail>(admin, 'v1/screen/get', { _id: screens[0]?._id })).msg;

    // What "Chart this" drafts of the worksheet's preview on this screen, ids aside, as stored:
    // stamped with each type's attribute version.
    const preview = (await callAs<WorksheetPreview>(admin, 'v1/worksheet/preview', { _id: sheet?._id })).msg;
    const shape = worksheetShape(preview);
    const drafts = draftDashboard(shape, {
      width: screen.document.config.width,
      height: screen.document.config.height,
      sampledRows: preview.rows.length,
    });
    const expected = worksheetDraftWidgets(drafts, sheet?._id ?? '', shape, () => 'w').map((entry) => ({
      ...entry,
      widget: stampAttrVersion(entry.widget),
    }));
    const seeded = [...screen.document.layout]
      .sort((a, b) => a.z - b.z)
      .map((layout) => ({ widget: screen.document.widgets[layout.widgetId]!, layout }));
    const withoutIds = (items: typeof expected) =>
      items.map(({ widget: { id: _id, ...widget }, layout: { widgetId: _widgetId, ...layout } }) => ({
        widget,
        layout,
      }));
    expect(withoutIds(seeded)).toEqual(withoutIds(expected));
    expect(seeded.map(({ widget }) => widget.type)).toEqual([
      'kpi.number',
      'kpi.number',
      'chart.line',
      'chart.bar',
      'chart.bar',
      'table.scroll',
    ]);

    // Each widget's aggregate, asked as the viewer asks it, read through its mapping: numbers.
    for (const { widget } of seeded) {
      const binding = worksheetBindingSchema.parse(widget.data);
      const { worksheet_id, interval: _interval, ...query } = binding.worksheet;
      expect(worksheet_id).toBe(sheet?._id);
      const answer = await callAs<WorksheetDataResult>(admin, 'v1/worksheet/data', {
        _id: worksheet_id,
        query,
        filter: binding.transform.filter,
        values: {},
      });
      expect(answer.code, JSON.stringify(answer.body)).toBe(200);
      const rows = answer.msg.data as Row[];
      expect(rows.length, widget.type).toBeGreaterThan(0);
      if (widget.type === 'kpi.number') {
        expect(singleValue(rows, binding.mapping)).toBeGreaterThan(0);
        continue;
      }
      const { categories, series } = categorySeries(rows, binding.mapping, binding.transform.rename);
      expect(categories.every((category) => category !== '')).toBe(true);
      for (const { values } of series) expect(values.every((value) => typeof value === 'number')).toBe(true);
    }
  });
});
