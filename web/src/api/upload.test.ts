import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { UPLOAD_RULES } from '../../../shared/acts/upload.js';
import {
  checkUploadFile,
  megabytes,
  overallProgress,
  splitParts,
  uploadFile,
  uploadTypes,
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
