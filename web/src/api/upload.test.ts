import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { UPLOAD_RULES } from '../../../shared/acts/upload.js';
import { RpcError, UploadError } from './errors';
import {
  checkUploadFile,
  fileIdentity,
  megabytes,
  overallProgress,
  splitParts,
  uploadFile,
  uploadTypes,
  webResumeStore,
  type PutPart,
} from './upload';

describe('upload part splitting', () => {
  it('cuts a file into numbered [start, end) ranges, the last one shorter', () => {
    expect(splitParts(20, 8)).toEqual([
      { part_number: 1, start: 0, end: 8 },
      { part_number: 2, start: 8, end: 16 },
      { part_number: 3, start: 16, end: 20 },
    ]);
    expect(splitParts(16, 8)).toHaveLength(2);
    expect(splitParts(5, 8)).toEqual([{ part_number: 1, start: 0, end: 5 }]);
    expect(splitParts(0, 8)).toEqual([]);
    expect(splitParts(3, 0)).toHaveLength(3);
  });

  it('covers every byte exactly once for a large file', () => {
    const size = 8 * 1024 * 1024 * 12 + 17;
    const parts = splitParts(size, 8 * 1024 * 1024);
    expect(parts).toHaveLength(13);
    expect(parts.reduce((sum, p) => sum + (p.end - p.start), 0)).toBe(size);
    parts.slice(1).forEach((part, i) => expect(part.start).toBe(parts[i]!.end));
  });

  it('checks type and size against UPLOAD_RULES', () => {
    expect(checkUploadFile({ name: 'Group.ZIP', size: 10 }, 'import')).toBeNull();
    expect(checkUploadFile({ name: 'group.tar.gz', size: 10 }, 'import')).toBe(ErrorCode.UPLOAD_TYPE_ILLEGAL);
    expect(checkUploadFile({ name: 'big.zip', size: UPLOAD_RULES.import.maxBytes + 1 }, 'import')).toBe(
      ErrorCode.UPLOAD_TOO_LARGE,
    );
    expect(checkUploadFile({ name: 'empty.zip', size: 0 }, 'import')).toBe(ErrorCode.UPLOAD_INCOMPLETE);
    expect(checkUploadFile({ name: 'Intro.MP4', size: 10 }, 'video')).toBeNull();
    expect(checkUploadFile({ name: 'intro.webm', size: UPLOAD_RULES.video.maxBytes }, 'video')).toBeNull();
    expect(checkUploadFile({ name: 'intro.mov', size: 10 }, 'video')).toBe(ErrorCode.UPLOAD_TYPE_ILLEGAL);
    expect(checkUploadFile({ name: 'intro.mp4', size: UPLOAD_RULES.video.maxBytes + 1 }, 'video')).toBe(
      ErrorCode.UPLOAD_TOO_LARGE,
    );
    expect(checkUploadFile({ name: 'logo.png', size: 10 }, 'video')).toBe(ErrorCode.UPLOAD_TYPE_ILLEGAL);
  });

  it('names the types of a purpose as people do, and sizes in megabytes', () => {
    expect(uploadTypes('image')).toBe('PNG, JPG, WEBP');
    expect(uploadTypes('video')).toBe('MP4, WEBM');
    expect(megabytes(UPLOAD_RULES.video.maxBytes)).toBe('200');
    expect(megabytes(1.5 * 1024 * 1024)).toBe('1.5');
  });

  it('adds up progress across parts', () => {
    expect(
      overallProgress(
        new Map([
          [1, 4],
          [2, 2],
        ]),
        12,
      ),
    ).toBe(0.5);
    expect(overallProgress(new Map(), 0)).toBe(0);
  });
});

describe('uploadFile', () => {
  it('opens a batch, signs and puts each part, and merges them with their ETags', async () => {
    const calls: Array<[string, unknown]> = [];
    const rpc = {
      call: vi.fn(async (act: string, payload: unknown) => {
        calls.push([act, payload]);
        if (act === 'POST /api/upload/batch') return { batch_id: 'b1', key: 'uploads/t/k.zip', part_size: 4, parts: 3 };
        if (act === 'POST /api/upload')
          return { url: `https://s3/part-${(payload as { part_number: number }).part_number}` };
        return { key: 'uploads/t/k.zip', size: 10 };
      }),
    };
    const put: PutPart = async (url, body, onProgress) => {
      onProgress(body.size);
      return `"etag-${url.slice(-1)}"`;
    };
    const progress: number[] = [];
    const file = Object.assign(new Blob(['0123456789']), { name: 'g.zip' });
    const result = await uploadFile(rpc as never, file, put, {
      purpose: 'import',
      onProgress: (f) => progress.push(f),
      concurrency: 2,
    });
    expect(result).toEqual({ key: 'uploads/t/k.zip', size: 10 });
    expect(calls[0]).toEqual(['POST /api/upload/batch', { filename: 'g.zip', size: 10, purpose: 'import' }]);
    expect(calls.filter(([act]) => act === 'POST /api/upload')).toHaveLength(3);
    expect(calls.at(-1)).toEqual([
      'POST /api/upload/merge',
      {
        batch_id: 'b1',
        key: 'uploads/t/k.zip',
        parts: [1, 2, 3].map((n) => ({ part_number: n, etag: `"etag-${n}"` })),
      },
    ]);
    expect(progress.at(-1)).toBe(1);
  });
});

describe('resumable upload', () => {
  /** Web Storage in memory, as the browser's localStorage behaves. */
  const memoryStorage = () => {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  };

  /** A server with one batch per `batch` call; records which parts were signed and merged. */
  const server = (options: { name?: string; refuseSignFor?: string; refuseMerge?: boolean } = {}) => {
    let batches = 0;
    const signed: Array<[string, number]> = [];
    const merged: Array<{ batch_id: string; parts: Array<{ part_number: number; etag: string }> }> = [];
    const rpc = {
      call: vi.fn(async (act: string, payload: Record<string, unknown>) => {
        if (act === 'POST /api/upload/batch') {
          batches += 1;
          const id = `${options.name ?? 'b'}${batches}`;
          return { batch_id: id, key: `uploads/t/u/worksheet/${id}.csv`, part_size: 4, parts: 3 };
        }
        if (act === 'POST /api/upload') {
          if (payload.batch_id === options.refuseSignFor) throw new RpcError(ErrorCode.UPLOAD_INCOMPLETE, 'gone');
          signed.push([String(payload.batch_id), Number(payload.part_number)]);
          return { url: `https://s3/${String(payload.batch_id)}/${Number(payload.part_number)}` };
        }
        if (options.refuseMerge) throw new RpcError(ErrorCode.UPLOAD_TYPE_ILLEGAL, 'refused');
        merged.push(payload as (typeof merged)[number]);
        return { key: String(payload.key) };
      }),
    };
    return { rpc, signed, merged, batches: () => batches };
  };

  const file = Object.assign(new Blob(['0123456789']), { name: 'sales.csv', lastModified: 1_700_000_000_000 });
  const okPut: PutPart = async (url, body, onProgress) => {
    onProgress(body.size);
    return `"${url.split('/').slice(-2).join('-')}"`;
  };
  /** Sends the first part, then the network drops. */
  const droppingPut = (): PutPart => {
    let calls = 0;
    return async (url, body, onProgress) => {
      calls += 1;
      if (calls > 1) throw new UploadError(ErrorCode.UPLOAD_INCOMPLETE);
      return okPut(url, body, onProgress);
    };
  };

  it('names a file by name, size and last change', () => {
    expect(fileIdentity(file)).toBe(fileIdentity({ name: 'sales.csv', size: 10, lastModified: 1_700_000_000_000 }));
    expect(fileIdentity(file)).not.toBe(fileIdentity({ name: 'sales.csv', size: 10, lastModified: 1 }));
    expect(fileIdentity(file)).not.toBe(fileIdentity({ name: 'sales.csv', size: 11, lastModified: 1_700_000_000_000 }));
  });

  it('after a drop, sends only the missing parts of the same batch and merges all of them', async () => {
    const storage = memoryStorage();
    const store = webResumeStore(storage);
    const resume = { store, id: fileIdentity(file) };
    const first = server();
    await expect(
      uploadFile(first.rpc as never, file, droppingPut(), { purpose: 'worksheet', resume, concurrency: 1 }),
    ).rejects.toBeInstanceOf(UploadError);
    expect(store.load(resume.id)?.parts).toEqual([{ part_number: 1, etag: '"b1-1"' }]);

    // The page reloads: the same server, a new client, the same file picked again.
    first.signed.length = 0;
    const resumed: Array<[number, number]> = [];
    const progress: number[] = [];
    const result = await uploadFile(first.rpc as never, file, okPut, {
      purpose: 'worksheet',
      resume: { store: webResumeStore(storage), id: fileIdentity(file) },
      onResume: (done, total) => resumed.push([done, total]),
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(result).toEqual({ key: 'uploads/t/u/worksheet/b1.csv' });
    expect(first.batches()).toBe(1);
    expect(first.signed).toEqual([
      ['b1', 2],
      ['b1', 3],
    ]);
    expect(resumed).toEqual([[1, 3]]);
    expect(progress[0]).toBeCloseTo(0.4);
    expect(progress.at(-1)).toBe(1);
    expect(first.merged[0]?.parts.map((part) => part.etag)).toEqual(['"b1-1"', '"b1-2"', '"b1-3"']);
    expect(storage.items.size).toBe(0);
  });

  it('with parts in parallel, reports a drop only after the part in flight is answered and remembered', async () => {
    const storage = memoryStorage();
    const resume = { store: webResumeStore(storage), id: fileIdentity(file) };
    let answerFirst: () => void = () => undefined;
    const put: PutPart = (url, body, onProgress) => {
      if (!url.endsWith('/1')) return Promise.reject(new UploadError(ErrorCode.UPLOAD_INCOMPLETE));
      return new Promise((resolve) => {
        answerFirst = () => {
          onProgress(body.size);
          resolve('"b1-1"');
        };
      });
    };
    const events: string[] = [];
    const upload = uploadFile(server().rpc as never, file, put, {
      purpose: 'worksheet',
      resume,
      concurrency: 3,
      onProgress: () => events.push('progress'),
    }).catch((error: unknown) => {
      events.push('failed');
      throw error;
    });
    await vi.waitFor(() => expect(events).toEqual(['progress']));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual(['progress']);
    answerFirst();
    await expect(upload).rejects.toBeInstanceOf(UploadError);
    expect(events.at(-1)).toBe('failed');
    expect(resume.store.load(resume.id)?.parts).toEqual([{ part_number: 1, etag: '"b1-1"' }]);
  });

  it('starts over when the server no longer signs parts of the remembered batch', async () => {
    const storage = memoryStorage();
    const resume = { store: webResumeStore(storage), id: fileIdentity(file) };
    const first = server();
    await expect(
      uploadFile(first.rpc as never, file, droppingPut(), { purpose: 'worksheet', resume, concurrency: 1 }),
    ).rejects.toBeInstanceOf(UploadError);
    const later = server({ name: 'c', refuseSignFor: 'b1' });
    const result = await uploadFile(later.rpc as never, file, okPut, { purpose: 'worksheet', resume });
    expect(result.key).toBe('uploads/t/u/worksheet/c1.csv');
    expect(later.batches()).toBe(1);
    expect(later.merged[0]?.parts).toHaveLength(3);
    expect(storage.items.size).toBe(0);
  });

  it('keeps the batch after a network drop while resuming, and forgets it when the merge is refused', async () => {
    const storage = memoryStorage();
    const resume = { store: webResumeStore(storage), id: fileIdentity(file) };
    const flaky = server();
    await expect(
      uploadFile(flaky.rpc as never, file, droppingPut(), { purpose: 'worksheet', resume, concurrency: 1 }),
    ).rejects.toBeInstanceOf(UploadError);
    const offline: PutPart = () => Promise.reject(new RpcError(-1, 'network'));
    await expect(uploadFile(flaky.rpc as never, file, offline, { purpose: 'worksheet', resume })).rejects.toThrow(
      'network',
    );
    expect(resume.store.load(resume.id)?.batch_id).toBe('b1');

    const refusing = server({ refuseMerge: true });
    await expect(uploadFile(refusing.rpc as never, file, okPut, { purpose: 'worksheet', resume })).rejects.toThrow(
      'refused',
    );
    expect(refusing.batches()).toBe(0);
    expect(storage.items.size).toBe(0);
  });

  it('ignores a remembered entry it cannot read or of another purpose', () => {
    const storage = memoryStorage();
    const store = webResumeStore(storage);
    storage.setItem('wallboard.upload.x', '{not json');
    expect(store.load('x')).toBeNull();
    storage.setItem('wallboard.upload.y', JSON.stringify({ purpose: 'image', batch_id: 'b' }));
    expect(store.load('y')).toBeNull();
  });
});
