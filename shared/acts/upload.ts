import { z } from 'zod';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/rules.js';

/**
 * Multipart uploads (spec §7 `/api/upload*`): `batch` opens one (batch id = upload id),
 * `upload` signs the URL of one part, `merge` completes it. Purpose decides type and size.
 */
export const UPLOAD_RULES = {
  import: { extensions: ['.zip'], maxBytes: 100 * 1024 * 1024 },
  image: { extensions: ['.png', '.jpg', '.jpeg', '.webp'], maxBytes: 10 * 1024 * 1024 },
} as const;
export type UploadPurpose = keyof typeof UPLOAD_RULES;
export const UPLOAD_PART_BYTES = 8 * 1024 * 1024;

const uploadKey = z.string().min(1).max(512).regex(/^uploads\/[A-Za-z0-9_/.-]+$/, codeMessage(ErrorCode.UPLOAD_INCOMPLETE));

export const uploadBatchArgs = z.object({
  filename: z.string().trim().min(1).max(200),
  size: z.number().int().min(1),
  purpose: z.enum(['import', 'image']),
});
export const uploadPartArgs = z.object({ batch_id: z.string().min(1).max(1024), key: uploadKey, part_number: z.number().int().min(1).max(10_000) });
export const uploadMergeArgs = z.object({
  batch_id: z.string().min(1).max(1024),
  key: uploadKey,
  parts: z.array(z.object({ part_number: z.number().int().min(1).max(10_000), etag: z.string().min(1).max(200) })).min(1, codeMessage(ErrorCode.UPLOAD_INCOMPLETE)).max(10_000),
});

export interface UploadBatch {
  batch_id: string;
  key: string;
  part_size: number;
  parts: number;
}
