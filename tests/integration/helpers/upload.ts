import type { UploadBatch, UploadMerged, UploadPurpose } from '../../../shared/acts/upload.js';
import { post, type Answer } from './client.js';

/**
 * Uploads bytes with the multipart protocol the SPA uses: batch → signed part URLs → merge.
 * Answers the merge's answer (a refusal at merge included); a refused batch or part throws.
 */
export async function uploadParts(
  auth: string,
  filename: string,
  bytes: Uint8Array,
  purpose: UploadPurpose,
  declaredSize = bytes.length,
): Promise<Answer<UploadMerged>> {
  const batch = await post<UploadBatch>('/api/upload/batch', { auth, filename, size: declaredSize, purpose });
  if (batch.code !== 200) throw new Error(`upload batch answered ${batch.code}`);
  const { batch_id, key, part_size } = batch.msg;
  const parts: { part_number: number; etag: string }[] = [];
  for (let offset = 0, part = 1; offset < bytes.length; offset += part_size, part++) {
    const signed = await post<{ url: string }>('/api/upload', { auth, batch_id, key, part_number: part });
    if (signed.code !== 200) throw new Error(`upload part answered ${signed.code}`);
    const response = await fetch(signed.msg.url, {
      method: 'PUT',
      body: new Blob([bytes.slice(offset, offset + part_size)]),
    });
    if (!response.ok) throw new Error(`part upload answered HTTP ${response.status}`);
    parts.push({ part_number: part, etag: response.headers.get('etag') ?? '' });
  }
  return post<UploadMerged>('/api/upload/merge', { auth, batch_id, key, parts });
}

/** Uploads bytes and answers the merged key. */
export async function uploadFile(
  auth: string,
  filename: string,
  bytes: Uint8Array,
  purpose: UploadPurpose = 'import',
): Promise<string> {
  const merged = await uploadParts(auth, filename, bytes, purpose);
  if (merged.code !== 200) throw new Error(`upload merge answered ${merged.code}`);
  return merged.msg.key;
}
