import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredWidget } from '../../shared/acts/editor.js';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import type { VersionSummary } from '../../shared/acts/versions.js';
import type { WorksheetDetail } from '../../shared/acts/worksheet.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { callAs, registerUser, type Registered } from './helpers/client.js';
import { titleWidget, worksheetChartWidget } from './helpers/widgets.js';
import { csvWorksheet } from './helpers/worksheets.js';

/**
 * A worksheet a widget reads — in a screen's draft or in a published version of it —
 * cannot be removed (WORKSHEET_IN_USE), through the gateway against DynamoDB Local. Unbinding or
 * deleting the widget, deleting the version or the screen lets it go; a widget of another tenant
 * naming the worksheet's id holds nothing.
 */
const CSV = ['region,sales', 'East,10.5', 'West,7', 'North,30'].join('\n');

let owner: Registered;
let stranger: Registered;
/** One worksheet per case (a removal that works ends its worksheet). */
const sheets: WorksheetDetail[] = [];

const remove = (user: Registered, worksheet: WorksheetDetail) =>
  callAs(user, 'v1/worksheet/remove', { _id: worksheet._id });

/** A new screen of `user` holding `widgets`. */
async function screenWith(user: Registered, widgets: unknown[]): Promise<ScreenSummary> {
  const group = (await callAs<ScreenGroup[]>(user, 'v1/group/list')).msg[0]?._id;
  const added = await callAs<ScreenSummary>(user, 'v1/screen/add', {
    group_id: group,
    name: 'Uses',
    template: 'blank',
  });
  expect(added.code, JSON.stringify(added.body)).toBe(200);
  const appended = await callAs(user, 'v1/screen/append_widget', { _id: added.msg._id, widgets });
  expect(appended.code, JSON.stringify(appended.body)).toBe(200);
  return added.msg;
}

/** Rebinds the widget to static rows (it no longer reads any worksheet). */
async function unbind(user: Registered, screenId: string, widgetId: string, revision: number): Promise<void> {
  const { widget } = worksheetChartWidget(widgetId, 'none');
  const changed = await callAs<StoredWidget>(user, 'v1/screen/change_widget', {
    _id: screenId,
    widget: { ...widget, data: { source: 'static', static: [{ region: 'East', sales: 1 }] } },
    revision,
  });
  expect(changed.code, JSON.stringify(changed.body)).toBe(200);
}

beforeAll(async () => {
  [owner, stranger] = await Promise.all([registerUser(), registerUser()]);
  for (const name of ['draft-unbind', 'draft-delete', 'version', 'copy', 'foreign'])
    sheets.push(await csvWorksheet(owner, name, CSV));
}, 180_000);

describe('a worksheet read by widgets cannot be removed', () => {
  it('refuses while a draft widget reads it, until the widget reads something else', async () => {
    const sheet = sheets[0] as WorksheetDetail;
    const { _id: screenId } = await screenWith(owner, [
      titleWidget('t', 'Title'),
      worksheetChartWidget('bars', sheet._id),
    ]);
    expect((await remove(owner, sheet)).code).toBe(ErrorCode.WORKSHEET_IN_USE);
    // Moving the widget keeps the use; only its content says what it reads.
    const moved = await callAs(owner, 'v1/screen/change_widget_location', {
      _id: screenId,
      items: [{ widgetId: 'bars', x: 40, y: 100, w: 400, h: 300, z: 2, rotation: 0, revision: 1 }],
    });
    expect(moved.code, JSON.stringify(moved.body)).toBe(200);
    expect((await remove(owner, sheet)).code).toBe(ErrorCode.WORKSHEET_IN_USE);
    await unbind(owner, screenId, 'bars', 2);
    expect((await remove(owner, sheet)).code).toBe(200);
    expect((await callAs(owner, 'v1/worksheet/get', { _id: sheet._id })).code).toBe(ErrorCode.WORKSHEET_NOT_FOUND);
  });

  it('lets it go once the bound widget is deleted', async () => {
    const sheet = sheets[1] as WorksheetDetail;
    const { _id: screenId } = await screenWith(owner, [worksheetChartWidget('bars', sheet._id)]);
    expect((await remove(owner, sheet)).code).toBe(ErrorCode.WORKSHEET_IN_USE);
    const deleted = await callAs(owner, 'v1/screen/delete_widget', { _id: screenId, widget_ids: ['bars'] });
    expect(deleted.code, JSON.stringify(deleted.body)).toBe(200);
    expect((await remove(owner, sheet)).code).toBe(200);
  });

  it('refuses while a published version reads it, though the draft no longer does', async () => {
    const sheet = sheets[2] as WorksheetDetail;
    const { _id: screenId, name } = await screenWith(owner, [worksheetChartWidget('bars', sheet._id)]);
    const version = await callAs<VersionSummary>(owner, 'v1/screen/version_add', { _id: screenId, name: 'V1' });
    expect(version.code, JSON.stringify(version.body)).toBe(200);
    await unbind(owner, screenId, 'bars', 1);
    expect((await remove(owner, sheet)).code).toBe(ErrorCode.WORKSHEET_IN_USE);
    // Replacing the draft with the version binds the draft again; unbinding it leaves the version.
    const replaced = await callAs(owner, 'v1/screen/version_replace', {
      _id: screenId,
      version_id: version.msg._id,
      name,
    });
    expect(replaced.code, JSON.stringify(replaced.body)).toBe(200);
    const deletedWidget = await callAs(owner, 'v1/screen/delete_widget', { _id: screenId, widget_ids: ['bars'] });
    expect(deletedWidget.code, JSON.stringify(deletedWidget.body)).toBe(200);
    expect((await remove(owner, sheet)).code).toBe(ErrorCode.WORKSHEET_IN_USE);
    const deleted = await callAs(owner, 'v1/screen/version_delete', { _id: screenId, version_id: version.msg._id });
    expect(deleted.code, JSON.stringify(deleted.body)).toBe(200);
    expect((await remove(owner, sheet)).code).toBe(200);
  });

  it('counts the copy of a screen as a use of its own, and a deleted screen as none', async () => {
    const sheet = sheets[3] as WorksheetDetail;
    const { _id: original } = await screenWith(owner, [worksheetChartWidget('bars', sheet._id)]);
    await callAs(owner, 'v1/screen/version_add', { _id: original, name: 'V1' });
    const copy = await callAs<ScreenSummary>(owner, 'v1/screen/copy', { _id: original });
    expect(copy.code, JSON.stringify(copy.body)).toBe(200);
    expect((await callAs(owner, 'v1/screen/remove', { ids: [original] })).code).toBe(200);
    expect((await remove(owner, sheet)).code).toBe(ErrorCode.WORKSHEET_IN_USE);
    expect((await callAs(owner, 'v1/screen/remove', { ids: [copy.msg._id] })).code).toBe(200);
    expect((await remove(owner, sheet)).code).toBe(200);
  });

  it("is held by nothing another tenant writes naming the worksheet's id, and reveals nothing to it", async () => {
    const sheet = sheets[4] as WorksheetDetail;
    const { _id: theirs } = await screenWith(stranger, [worksheetChartWidget('bars', sheet._id)]);
    expect((await callAs(stranger, 'v1/screen/version_add', { _id: theirs, name: 'V1' })).code).toBe(200);
    expect((await remove(stranger, sheet)).code).toBe(ErrorCode.WORKSHEET_NOT_FOUND);
    expect((await remove(owner, sheet)).code).toBe(200);
    // Their widget still names the id, which reads nothing in their tenant.
    expect((await remove(stranger, sheet)).code).toBe(ErrorCode.WORKSHEET_NOT_FOUND);
  });
});
