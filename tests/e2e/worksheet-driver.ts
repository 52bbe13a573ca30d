import { expect, type APIRequestContext } from './fixtures';
import type { NewUser } from './support';

/** What the e2e tests make worksheets with: a CSV uploaded through the multipart flow, added, loaded. */

interface Answer<T> {
  code: number;
  msg: T;
}

async function post<T>(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<T> {
  const body = (await (await request.post(path, { data })).json()) as Answer<T>;
  expect(body.code, `${path}: ${JSON.stringify(body)}`).toBe(200);
  return body.msg;
}

/** The CSV uploaded through the multipart flow (purpose `worksheet`): its merged key. */
export async function uploadCsv(
  request: APIRequestContext,
  user: NewUser,
  filename: string,
  csv: string,
): Promise<string> {
  const { auth } = await post<{ auth: string }>(request, '/rpc/user', {
    act: 'v1/user/max_login',
    args: { account: user.mobile, password: user.password },
  });
  const bytes = Buffer.from(csv);
  const batch = await post<{ batch_id: string; key: string }>(request, '/api/upload/batch', {
    auth,
    filename,
    size: bytes.length,
    purpose: 'worksheet',
  });
  const signed = await post<{ url: string }>(request, '/api/upload', { auth, ...batch, part_number: 1 });
  const put = await request.put(signed.url, { data: bytes });
  expect(put.ok()).toBe(true);
  await post(request, '/api/upload/merge', {
    auth,
    ...batch,
    parts: [{ part_number: 1, etag: put.headers()['etag'] ?? '' }],
  });
  return batch.key;
}

type Call = <T>(act: string, args?: Record<string, unknown>) => Promise<T>;

/** A worksheet of `csv` named `name`, its fields as inspected, once loaded (`normal`): its id. */
export async function addCsvWorksheet(
  request: APIRequestContext,
  user: NewUser,
  call: Call,
  name: string,
  csv: string,
): Promise<string> {
  const filename = `${name}.csv`;
  const key = await uploadCsv(request, user, filename, csv);
  const inspected = await call<{ fields: unknown[] }>('v1/worksheet/inspect', { upload_key: key, filename });
  const worksheet = await call<{ _id: string }>('v1/worksheet/add', {
    name,
    source: { kind: 'csv', upload_key: key, filename, reading: {} },
    fields: inspected.fields,
  });
  await expect
    .poll(async () => (await call<{ status: string }>('v1/worksheet/get', { _id: worksheet._id })).status, {
      timeout: 45_000,
    })
    .toBe('normal');
  return worksheet._id;
}
