import { beforeAll, describe, expect, it } from 'vitest';
import type { ProxyAnswer } from '../../shared/acts/api.js';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ShareInfo } from '../../shared/acts/link-share.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import type { VersionSummary } from '../../shared/acts/versions.js';
import type { WorksheetDetail } from '../../shared/acts/worksheet.js';
import type { WorksheetDataResult } from '../../shared/acts/worksheet-data.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { callAs, registerUser, rpc, type Registered } from './helpers/client.js';
import { REGION_SALES, worksheetChartWidget } from './helpers/widgets.js';
import { csvWorksheet } from './helpers/worksheets.js';

/**
 * Worksheets through the gateway, as a user does it: a CSV worksheet uploaded and loaded, a bar
 * chart bound to it directly (no data API), the editor's `v1/worksheet/data`, then the screen
 * published and link-shared: `link_share_data` answers the aggregate of the version's binding,
 * in the share owner's tenant — a binding naming another tenant's worksheet answers nothing.
 */
const CSV = [
  'region,sales,units',
  'East,10.5,2',
  'East,4.5,1',
  'West,7,5',
  'North,1,1',
  'North,2,3',
  'North,30,1',
].join('\n');

let owner: Registered;
let stranger: Registered;
let worksheet: WorksheetDetail;

/** worksheetChartWidget listening to the group `filters`, with its own row filter on `units`. */
const filteredChart = (id: string, worksheetId: string) => {
  const chart = worksheetChartWidget(id, worksheetId);
  return {
    ...chart,
    widget: {
      ...chart.widget,
      data: {
        ...chart.widget.data,
        listen: 'filters',
        transform: { filter: [{ field: 'units', op: 'gte', value: 2 }] },
      },
    },
  };
};

/** A screen of `user` with the widgets, published and shared by an open link. */
async function sharedScreen(user: Registered, widgets: unknown[]): Promise<{ screenId: string; token: string }> {
  const group = (await callAs<ScreenGroup[]>(user, 'v1/group/list')).msg[0]?._id;
  const screen = (
    await callAs<ScreenSummary>(user, 'v1/screen/add', { group_id: group, name: 'Regions', template: 'blank' })
  ).msg;
  const appended = await callAs(user, 'v1/screen/append_widget', { _id: screen._id, widgets });
  expect(appended.code, JSON.stringify(appended.body)).toBe(200);
  expect((await callAs<VersionSummary>(user, 'v1/screen/version_add', { _id: screen._id, name: 'V1' })).code).toBe(200);
  const share = await callAs<ShareInfo>(user, 'v1/screen/link_share_add', { _id: screen._id });
  expect(share.code).toBe(200);
  return { screenId: screen._id, token: share.msg.token };
}

const shareData = (args: Record<string, unknown>) => rpc<ProxyAnswer>('screen', 'v1/screen/link_share_data', args);

beforeAll(async () => {
  [owner, stranger] = await Promise.all([registerUser(), registerUser()]);
  worksheet = await csvWorksheet(owner, 'Regions', CSV);
});

describe('a chart bound to a worksheet, through the gateway', () => {
  it('gets the aggregate signed in; another tenant asking the same id finds nothing', async () => {
    const answer = await callAs<WorksheetDataResult>(owner, 'v1/worksheet/data', {
      _id: worksheet._id,
      query: REGION_SALES,
    });
    expect(answer.code, JSON.stringify(answer.body)).toBe(200);
    expect(answer.msg.data).toEqual([
      { region: 'North', sum_sales: 33 },
      { region: 'East', sum_sales: 15 },
    ]);
    expect(answer.msg.truncated).toBe(true);
    const foreign = await callAs(stranger, 'v1/worksheet/data', { _id: worksheet._id, query: REGION_SALES });
    expect(foreign.code).toBe(ErrorCode.WORKSHEET_NOT_FOUND);
    // The viewer never sends SQL: a measure that is not a field is refused, naming nothing of the data.
    const injected = await callAs(owner, 'v1/worksheet/data', {
      _id: worksheet._id,
      query: { ...REGION_SALES, measures: [{ field: 'sales") FROM x; --', agg: 'sum' }] },
    });
    expect(injected.code).toBe(ErrorCode.WORKSHEET_BINDING_INVALID);
  });

  it('filters before the row cap: a filter matching only rows past it still answers them (editor)', async () => {
    // Two rows by sales, largest first, are North and East: West is past the cap unfiltered.
    const west = await callAs<WorksheetDataResult>(owner, 'v1/worksheet/data', {
      _id: worksheet._id,
      query: REGION_SALES,
      filter: [{ field: 'region', op: 'eq', value: 'West' }],
    });
    expect(west.code, JSON.stringify(west.body)).toBe(200);
    expect(west.msg.data).toEqual([{ region: 'West', sum_sales: 7 }]);
    expect(west.msg.truncated).toBe(false);
    // A filter on a field the answer does not carry, and a group's values (bound, never SQL).
    const narrowed = await callAs<WorksheetDataResult>(owner, 'v1/worksheet/data', {
      _id: worksheet._id,
      query: REGION_SALES,
      filter: [{ field: 'units', op: 'gte', value: 3 }],
      values: { region: ['West', "North' OR 1=1 --"] },
    });
    expect(narrowed.code, JSON.stringify(narrowed.body)).toBe(200);
    expect(narrowed.msg.data).toEqual([{ region: 'West', sum_sales: 7 }]);
  });

  it('filters before the row cap on a share too: the stored filter and the group’s values', async () => {
    const own = await sharedScreen(owner, [filteredChart('bars', worksheet._id)]);
    // units ≥ 2 keeps East 10.5, West 7 and North 2: two rows by sales are East and West.
    const all = await shareData({ token: own.token, screen_id: own.screenId, widget_id: 'bars' });
    expect(all.code, JSON.stringify(all.body)).toBe(200);
    expect(all.msg.data).toEqual([
      { region: 'East', sum_sales: 10.5 },
      { region: 'West', sum_sales: 7 },
    ]);
    // North (2 with units ≥ 2) is past the cap: the group's value still finds it.
    const north = await shareData({
      token: own.token,
      screen_id: own.screenId,
      widget_id: 'bars',
      values: { region: 'North' },
    });
    expect(north.code, JSON.stringify(north.body)).toBe(200);
    expect(north.msg.data).toEqual([{ region: 'North', sum_sales: 2 }]);
  });

  it('answers link_share_data with the published binding’s aggregate, in the share owner’s tenant only', async () => {
    const own = await sharedScreen(owner, [worksheetChartWidget('bars', worksheet._id)]);
    const answer = await shareData({ token: own.token, screen_id: own.screenId, widget_id: 'bars' });
    expect(answer.code, JSON.stringify(answer.body)).toBe(200);
    expect(answer.msg.data).toEqual([
      { region: 'North', sum_sales: 33 },
      { region: 'East', sum_sales: 15 },
    ]);
    // A stranger's screen naming the owner's worksheet: looked up in the stranger's tenant, found nowhere.
    const theirs = await sharedScreen(stranger, [worksheetChartWidget('bars', worksheet._id)]);
    const foreign = await shareData({ token: theirs.token, screen_id: theirs.screenId, widget_id: 'bars' });
    expect(foreign.code).toBe(ErrorCode.WORKSHEET_NOT_FOUND);
    expect(JSON.stringify(foreign.body)).not.toContain('North');
  });
});
