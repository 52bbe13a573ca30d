import type { UploadBatch } from '../../../shared/acts/upload.js';
import { post } from './client.js';

/** Uploads bytes with the multipart protocol the SPA uses: batch → signed part URLs → merge. */
export async function uploadFile(auth: string, filename: string, bytes: Uint8Array, purpose: 'import' | 'image' = 'import'): Promise<string> {
  const batch = await post<UploadBatch>('/api/upload/batch', { auth, filename, size: bytes.length, purpose });
  if (batch.code !== 200) throw new Error(`upload batch answered ${batch.code}`);
  const { batch_id, key, part_size } = batch.msg;
  const parts: { part_number: number; etag: string }[] = [];
  for (let offset = 0, part = 1; offset < bytes.length; offset += part_size, part++) {
    const signed = await post<{ url: string }>('/api/upload', { auth, batch_id, key, part_number: part });
    if (signed.code !== 200) throw new Error(`upload part answered ${signed.code}`);
    const response = await fetch(signed.msg.url, { method: 'PUT', body: new Blob([bytes.slice(offset, offset + part_size)]) });
    if (!response.ok) throw new Error(`part upload answered HTTP ${response.status}`);
    parts.push({ part_number: part, etag: response.headers.get('etag') ?? '' });
  }
  const merged = await post<{ key: string }>('/api/upload/merge', { auth, batch_id, key, parts });
  if (merged.code !== 200) throw new Error(`upload merge answered ${merged.code}`);
  return merged.msg.key;
}
