import { GetObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../../../functions/lib/clients.js';
import { env } from '../../../functions/lib/env.js';

/** The version a screen's public latest pointer (`latest.json`) names, or undefined when there is none. */
export async function latestPointer(tenantId: string, screenId: string): Promise<string | undefined> {
  try {
    const out = await s3().send(
      new GetObjectCommand({ Bucket: env.publishedBucket(), Key: `versions/${tenantId}/${screenId}/latest.json` }),
    );
    return (JSON.parse((await out.Body?.transformToString()) ?? '{}') as { versionId?: string }).versionId;
  } catch (error) {
    if (error instanceof Error && error.name === 'NoSuchKey') return undefined;
    throw error;
  }
}
