import { expect } from 'vitest';
import type { FileInspection, WorksheetDetail, WorksheetRun } from '../../../shared/acts/worksheet.js';
import type { WorksheetStatus } from '../../../shared/datasource/worksheet.js';
import { callAs, type Registered } from './client.js';
import { uploadFile } from './upload.js';

/** Polls `get` until the worksheet leaves `updating` (a run ended), answering it. */
export async function settled(user: Registered, id: string, timeoutMs = 45_000): Promise<WorksheetDetail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const got = await callAs<WorksheetDetail>(user, 'v1/worksheet/get', { _id: id });
    expect(got.code, JSON.stringify(got.body)).toBe(200);
    if (got.msg.status !== 'updating') return got.msg;
    if (Date.now() > until) throw new Error(`worksheet ${id} still updating after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Settled with the status expected. */
export async function settledAs(user: Registered, id: string, status: WorksheetStatus): Promise<WorksheetDetail> {
  const detail = await settled(user, id);
  expect(detail.status, JSON.stringify(detail.last_run)).toBe(status);
  return detail;
}

export async function runsOf(user: Registered, id: string): Promise<WorksheetRun[]> {
  const runs = await callAs<WorksheetRun[]>(user, 'v1/worksheet/runs', { _id: id });
  expect(runs.code, JSON.stringify(runs.body)).toBe(200);
  return runs.msg;
}

/** A worksheet of `user` from a CSV (uploaded, inspected, added), loaded. */
export async function csvWorksheet(user: Registered, name: string, csv: string): Promise<WorksheetDetail> {
  const filename = 'rows.csv';
  const key = await uploadFile(user.login.auth, filename, new TextEncoder().encode(csv), 'worksheet');
  const inspected = await callAs<FileInspection>(user, 'v1/worksheet/inspect', { upload_key: key, filename });
  expect(inspected.code, JSON.stringify(inspected.body)).toBe(200);
  const added = await callAs<WorksheetDetail>(user, 'v1/worksheet/add', {
    name,
    source: { kind: 'csv', upload_key: key, filename, reading: {} },
    fields: inspected.msg.fields,
  });
  expect(added.code, JSON.stringify(added.body)).toBe(200);
  return settledAs(user, added.msg._id, 'normal');
}
