import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { downloadFile, filenameFromContentDisposition } from './download';
import { DownloadError } from './errors';

describe('file names from content-disposition', () => {
  it('reads RFC 5987 filename* (UTF-8) before the plain filename', () => {
    expect(
      filenameFromContentDisposition(
        `attachment; filename="fallback.zip"; filename*=UTF-8''%E8%BF%90%E8%90%A5%E5%A4%A7%E5%B1%8F.zip`,
      ),
    ).toBe('运营大屏.zip');
    expect(filenameFromContentDisposition(`attachment; filename*=utf-8'en'Sales%20Q1.zip`)).toBe('Sales Q1.zip');
    expect(filenameFromContentDisposition(`attachment; filename*=iso-8859-1''caf%E9.zip`)).toBe('café.zip');
  });

  it('reads quoted and plain filename parameters', () => {
    expect(filenameFromContentDisposition('attachment; filename="Ops wall; v2.zip"')).toBe('Ops wall; v2.zip');
    expect(filenameFromContentDisposition('attachment; filename=plain.zip')).toBe('plain.zip');
    expect(filenameFromContentDisposition('attachment; FILENAME="say \\"hi\\".zip"')).toBe('say "hi".zip');
    expect(filenameFromContentDisposition('attachment; filename=%E5%A4%A7%E5%B1%8F.zip')).toBe('大屏.zip');
  });

  it('falls back from a broken filename* and refuses paths and empty names', () => {
    expect(filenameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="ok.zip"`)).toBe('ok.zip');
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromContentDisposition('attachment; filename=""')).toBeNull();
    expect(filenameFromContentDisposition('attachment')).toBeNull();
    expect(filenameFromContentDisposition(null)).toBeNull();
  });
});

const respond = (body: BodyInit | null, init: ResponseInit) =>
  vi.fn(async () => new Response(body, init)) as unknown as typeof fetch;

describe('downloadFile', () => {
  it('saves the blob under the header name, else the fallback name', async () => {
    const save = vi.fn();
    const name = await downloadFile('/x', 'group.zip', {
      fetch: respond('PK', {
        status: 200,
        headers: { 'content-disposition': `attachment; filename*=UTF-8''a%20b.zip` },
      }),
      save,
    });
    expect(name).toBe('a b.zip');
    expect(save).toHaveBeenCalledWith(expect.any(Blob), 'a b.zip');
    await downloadFile('/x', 'group.zip', {
      fetch: respond('PK', { status: 200, headers: { 'content-disposition': 'attachment' } }),
      save,
    });
    expect(save).toHaveBeenLastCalledWith(expect.any(Blob), 'group.zip');
  });

  it('treats a missing content-disposition as no permission, error statuses as failures', async () => {
    const save = vi.fn();
    await expect(downloadFile('/x', 'a.zip', { fetch: respond('PK', { status: 200 }), save })).rejects.toMatchObject({
      reason: 'noPermission',
    });
    await expect(downloadFile('/x', 'a.zip', { fetch: respond('nope', { status: 403 }), save })).rejects.toMatchObject({
      reason: 'failed',
    });
    const envelope = JSON.stringify({ code: ErrorCode.SCREEN_PERMISSION_DENIED, msg: 'no' });
    await expect(
      downloadFile('/x', 'a.zip', {
        fetch: respond(envelope, { status: 200, headers: { 'content-type': 'application/json' } }),
        save,
      }),
    ).rejects.toMatchObject({ reason: 'failed', code: ErrorCode.SCREEN_PERMISSION_DENIED });
    const offline = vi.fn(async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    await expect(downloadFile('/x', 'a.zip', { fetch: offline, save })).rejects.toBeInstanceOf(DownloadError);
    expect(save).not.toHaveBeenCalled();
  });
});
