import { LIMITS } from '../../../shared/limits.js';
import type { RpcClient } from '../api/rpc';
import type { ClientStore } from '../storage';

const FIELDS = ['channel', 'keyword'] as const;

/**
 * Keeps the marketing source the app was opened with (`?channel=`, `?keyword=` in the URL
 * query) under the stored client keys, until it is sent (`v2/datasource/maidian_receiver`).
 */
export function captureMarketingSource(store: ClientStore, search: string): void {
  const params = new URLSearchParams(search);
  for (const field of FIELDS) {
    const value = params.get(field)?.trim().slice(0, LIMITS.marketingSource.fieldMaxChars);
    if (value) store.set(field, value);
  }
}

/**
 * Sends the stored marketing source once the user is signed in (`step`: where: start-up,
 * sign-in, registration), then clears it. Quiet: a failure never bothers the user; the source
 * stays stored and goes with the next sign-in.
 */
export async function sendMarketingSource(rpc: RpcClient, store: ClientStore, step: string): Promise<void> {
  const channel = store.get('channel') ?? '';
  const keyword = store.get('keyword') ?? '';
  if (!channel && !keyword) return;
  if (!store.get('auth')) return;
  try {
    await rpc.call(
      'v2/datasource/maidian_receiver',
      {
        document: {
          corp_id: store.get('corp') ?? '',
          user_id: store.get('user') ?? '',
          count: 1,
          step,
          keyword,
          channel,
        },
        collection: 'marketing_source',
      },
      { quiet: true },
    );
    for (const field of FIELDS) store.remove(field);
  } catch {
    // Kept for the next sign-in.
  }
}
