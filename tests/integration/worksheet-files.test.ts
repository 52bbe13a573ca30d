import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiDetail, ApiRunResult } from '../../shared/acts/data-api.js';
import type { DownloadTicket } from '../../shared/acts/results.js';
import type {
  FileInspection,
  WorksheetDetail,
  WorksheetGroup,
  WorksheetPreview,
  WorksheetSummary,
} from '../../shared/acts/worksheet.js';
import { worksheetTableName } from '../../shared/datasource/worksheet.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { callAs, registerUser, type Registered } from './helpers/client.js';
import { joinTenantOf } from './helpers/tenancy.js';
import { uploadFile } from './helpers/upload.js';
import { runsOf, settledAs } from './helpers/worksheets.js';

/**
 * File worksheets through the gateway, as the wizard drives them: a GBK CSV uploaded
 * by the multipart flow, inspected, added, loaded in the background, previewed, retyped, read by
 * a data API with a parameter, exported, grouped; and who may do what.
 */
const GBK_CSV = iconv.encode(
  ['地区,产品,数量,日期', '华东,苹果,12,2026-01-05', '华北,香蕉,7,2026-01-06', '华南,=SUM(A1),3,2026-01-07'].join(
    '\r\n',
  ),
  'gbk',
);

let owner: Registered;
let member: Registered;
let stranger: Registered;
let sheet: WorksheetDetail;

const asMember = <T = unknown>(name: string, args: Record<string, unknown> = {}) =>
  callAs<T>(member, name, { corp_id: owner.login.corp[0]?._id, ...args });

async function addFromUpload(user: Registered, name: string): Promise<WorksheetDetail> {
  const key = await uploadFile(user.login.auth, 'sales.csv', GBK_CSV, 'worksheet');
  const inspected = await callAs<FileInspection>(user, 'v1/worksheet/inspect', {
    upload_key: key,
    filename: 'sales.csv',
  });
  expect(inspected.code, JSON.stringify(inspected.body)).toBe(200);
  const added = await callAs<WorksheetDetail>(user, 'v1/worksheet/add', {
    name,
    source: { kind: 'csv', upload_key: key, filename: 'sales.csv', reading: {} },
    fields: inspected.msg.fields,
  });
  expect(added.code, JSON.stringify(added.body)).toBe(200);
  return added.msg;
}

beforeAll(async () => {
  owner = await registerUser();
  member = await joinTenantOf(owner, await registerUser());
  stranger = await registerUser();
  sheet = await addFromUpload(owner, '销售明细');
  sheet = await settledAs(owner, sheet._id, 'normal');
});

describe('file worksheets', () => {
  it('reads a GBK CSV into typed fields, loads it and previews its rows', async () => {
    expect(sheet.record_count).toBe(3);
    expect(sheet.fields.map((field) => [field.name, field.type])).toEqual([
      ['地区', 'text'],
      ['产品', 'text'],
      ['数量', 'integer'],
      ['日期', 'date'],
    ]);
    const preview = await callAs<WorksheetPreview>(owner, 'v1/worksheet/preview', { _id: sheet._id });
    expect(preview.code, JSON.stringify(preview.body)).toBe(200);
    expect(preview.msg.rows[0]?.slice(0, 3)).toEqual(['华东', '苹果', 12]);
    const runs = await runsOf(owner, sheet._id);
    expect(runs[0]).toMatchObject({ trigger: 'initial', kind: 'full', status: 'succeeded', rows: 3 });
  });

  it('changes a field type with a full reload', async () => {
    const fields = sheet.fields.map((field) => (field.name === '数量' ? { ...field, type: 'text' } : field));
    const changed = await callAs<WorksheetDetail>(owner, 'v1/worksheet/change', {
      _id: sheet._id,
      name: sheet.name,
      group_id: '',
      fields,
      update: sheet.update,
    });
    expect(changed.code, JSON.stringify(changed.body)).toBe(200);
    const reloaded = await settledAs(owner, sheet._id, 'normal');
    expect(reloaded.fields.find((field) => field.name === '数量')?.type).toBe('text');
    const preview = await callAs<WorksheetPreview>(owner, 'v1/worksheet/preview', { _id: sheet._id });
    expect(preview.msg.rows[0]?.[2]).toBe('12');
    sheet = reloaded;
  });

  it('serves a data API over the worksheet with a parameter, and refuses removal while it is used', async () => {
    const table = worksheetTableName(sheet._id);
    const added = await callAs<ApiDetail>(owner, 'v1/api/add', {
      definition: {
        name: `ws_api_${Date.now()}`,
        path: `ws-api-${Date.now()}`,
        type: 'direct',
        worksheet_id: sheet._id,
        sql: `SELECT "产品" FROM ${table} WHERE "地区" = :region`,
        params: [{ name: 'region', type: 'string', required: true }],
      },
    });
    expect(added.code, JSON.stringify(added.body)).toBe(200);
    const run = await callAs<ApiRunResult>(owner, 'v1/api/run', { _id: added.msg._id, values: { region: '华北' } });
    expect(run.code, JSON.stringify(run.body)).toBe(200);
    expect(run.msg.data).toEqual([{ 产品: '香蕉' }]);
    expect((await callAs(owner, 'v1/worksheet/remove', { _id: sheet._id })).code).toBe(ErrorCode.WORKSHEET_IN_USE);
    const listed = await callAs<WorksheetSummary[]>(owner, 'v1/worksheet/list');
    expect(listed.msg.find((item) => item._id === sheet._id)?.use_count).toBe(1);
    expect((await callAs(owner, 'v1/api/remove', { _id: added.msg._id })).code).toBe(200);
  });

  it("reads only the tenant's worksheets: another tenant's table name or a file path is the engine's SQL_ERROR", async () => {
    const theirs = await addFromUpload(stranger, 'theirs');
    await settledAs(stranger, theirs._id, 'normal');
    const test = (sql: string) =>
      callAs<ApiRunResult>(owner, 'v1/api/test', {
        definition: { name: 'probe_api', path: 'probe', type: 'direct', worksheet_id: sheet._id, sql },
        values: {},
      });
    const own = await test(`SELECT count(*) AS n FROM ${worksheetTableName(sheet._id)}`);
    expect(own.code, JSON.stringify(own.body)).toBe(200);
    expect(own.msg.data).toEqual([{ n: 3 }]);
    expect((await test(`SELECT * FROM ${worksheetTableName(theirs._id)}`)).code).toBe(ErrorCode.SQL_ERROR);
    expect((await test("SELECT * FROM read_csv('/etc/passwd')")).code).toBe(ErrorCode.SQL_ERROR);
    const foreign = await callAs(owner, 'v1/api/add', {
      definition: {
        name: 'foreign_ws',
        path: `foreign-${Date.now()}`,
        type: 'direct',
        worksheet_id: theirs._id,
        sql: 'SELECT 1',
      },
    });
    expect(foreign.code).toBe(ErrorCode.WORKSHEET_NOT_FOUND);
  });

  it('exports rows as CSV with formulas escaped', async () => {
    const exported = await callAs<DownloadTicket>(owner, 'v1/worksheet/export', { _id: sheet._id });
    expect(exported.code, JSON.stringify(exported.body)).toBe(200);
    expect(exported.msg.filename).toMatch(/\.csv$/);
    const text = await (await fetch(exported.msg.url)).text();
    expect(text).toContain("'=SUM(A1)");
    expect(text).not.toMatch(/(^|,)=SUM/m);
  });

  it('keeps groups: add, rename, list with counts, remove moves worksheets to the default group', async () => {
    const added = await callAs<WorksheetGroup>(owner, 'v1/worksheet/group_add', { name: '财务' });
    expect(added.code).toBe(200);
    expect((await callAs(owner, 'v1/worksheet/group_add', { name: '财务' })).code).toBe(
      ErrorCode.WORKSHEET_GROUP_NAME_DUPLICATE,
    );
    const moved = await callAs<WorksheetDetail>(owner, 'v1/worksheet/change', {
      _id: sheet._id,
      name: sheet.name,
      group_id: added.msg._id,
      fields: sheet.fields,
      update: sheet.update,
    });
    expect(moved.code, JSON.stringify(moved.body)).toBe(200);
    const renamed = await callAs<WorksheetGroup>(owner, 'v1/worksheet/group_change_name', {
      _id: added.msg._id,
      name: '财务部',
    });
    expect(renamed.msg).toMatchObject({ name: '财务部', count: 1 });
    const inGroup = await callAs<WorksheetSummary[]>(owner, 'v1/worksheet/list', { group_id: added.msg._id });
    expect(inGroup.msg.map((item) => item._id)).toEqual([sheet._id]);
    expect((await callAs(owner, 'v1/worksheet/group_remove', { _id: added.msg._id })).code).toBe(200);
    const groups = await callAs<WorksheetGroup[]>(owner, 'v1/worksheet/group_list');
    expect(groups.msg.map((group) => group._id)).toEqual(['']);
    const detail = await callAs<WorksheetDetail>(owner, 'v1/worksheet/get', { _id: sheet._id });
    expect(detail.msg.group_id).toBe('');
  });

  it('lets members read but only the creator or an admin change, refresh or remove', async () => {
    expect((await asMember('v1/worksheet/get', { _id: sheet._id })).code).toBe(200);
    expect((await asMember('v1/worksheet/preview', { _id: sheet._id })).code).toBe(200);
    expect((await asMember('v1/worksheet/refresh', { _id: sheet._id })).code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await asMember('v1/worksheet/remove', { _id: sheet._id })).code).toBe(ErrorCode.PERMISSION_DENIED);
  });

  it("answers WORKSHEET_NOT_FOUND for another tenant's worksheet, whatever the act", async () => {
    const field = sheet.fields[0]!;
    const acts: [string, Record<string, unknown>][] = [
      ['v1/worksheet/get', { _id: sheet._id }],
      ['v1/worksheet/preview', { _id: sheet._id }],
      ['v1/worksheet/refresh', { _id: sheet._id }],
      ['v1/worksheet/runs', { _id: sheet._id }],
      ['v1/worksheet/export', { _id: sheet._id }],
      ['v1/worksheet/remove', { _id: sheet._id }],
      ['v1/worksheet/change', { _id: sheet._id, name: 'x', group_id: '', fields: [field], update: sheet.update }],
    ];
    for (const [act, args] of acts)
      expect((await callAs(stranger, act, args)).code, act).toBe(ErrorCode.WORKSHEET_NOT_FOUND);
  });

  it("refuses another user's upload and malformed payloads with their codes", async () => {
    const key = await uploadFile(member.login.auth, 'theirs.csv', GBK_CSV, 'worksheet');
    expect((await callAs(owner, 'v1/worksheet/inspect', { upload_key: key, filename: 'theirs.csv' })).code).toBe(
      ErrorCode.PERMISSION_DENIED,
    );
    const base = { name: 'x', source: { kind: 'csv', upload_key: key, filename: 'a.csv', reading: {} } };
    const field = { name: 'a', type: 'text', source: 0 };
    const code = async (args: Record<string, unknown>) => (await callAs(owner, 'v1/worksheet/add', args)).code;
    expect(await code({ ...base, fields: [field, { ...field, name: 'A' }] })).toBe(ErrorCode.WORKSHEET_FIELD_DUPLICATE);
    expect(await code({ ...base, name: 'n'.repeat(51), fields: [field] })).toBe(ErrorCode.NAME_INVALID);
    expect(
      await code({
        ...base,
        fields: [field],
        update: { mode: 'incremental', interval: 1, unit: 'minute', incremental_column: 'a' },
      }),
    ).toBe(ErrorCode.WORKSHEET_INCREMENTAL_UNSUPPORTED);
    expect(
      await code({
        name: 'x',
        source: { kind: 'table', datasource_id: 'nope', schema: 'public', table: 't' },
        fields: [{ ...field, source: 'a' }],
        update: { mode: 'incremental', interval: 30, unit: 'second', incremental_column: 'a' },
      }),
    ).toBe(ErrorCode.WORKSHEET_INTERVAL_TOO_SHORT);
    expect(await code({ ...base, fields: [field] })).toBe(ErrorCode.PERMISSION_DENIED);
  });
});
