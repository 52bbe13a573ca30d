import type { PushNotice } from '../../../shared/acts/ws.js';
import { LIMITS } from '../../../shared/limits.js';
import { sameHash, sha256 } from '../../lib/crypto/tokens.js';
import { channelTarget } from '../../lib/data/connections.js';
import { getPushChannelAccess, keepLastPush, touchPushChannel } from '../../lib/data/push-channels.js';
import { takeAttempt, type RateRule } from '../../lib/data/rate-limits.js';
import { fail } from '../../lib/errors.js';
import { fanOut } from '../../lib/fanout.js';
import { inTenantScope } from '../../lib/tenant-credentials.js';

/**
 * Posts to a push channel from outside (`POST /api/push/{channel}`, docs/data-apis.md#push-channels):
 * the channel's token checked, the payload fanned out to the connections following it. The
 * channels themselves are managed in push-channels.ts.
 */
const PUSH_RULE: RateRule = { name: 'push', limit: LIMITS.push.perChannelPerMinute, windowMs: 60_000 };
/** What a channel id (newId) can look like; any other path names no channel. */
const CHANNEL_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Compared against when the channel is unknown, so that case costs what a wrong token costs. */
const NO_HASH = sha256('');

export interface PushPost {
  channelId: string;
  /** The bearer token, if the request carried one. */
  token: string | undefined;
  /** The body's UTF-8 size in bytes, checked before it is parsed. */
  bytes: number;
  /** Parses the body: its JSON value, or BODY_MALFORMED. */
  body: () => unknown;
  now: number;
}

/**
 * An outside post to a channel: the same PUSH_TOKEN_INVALID for an unknown channel, a missing or
 * wrong token, or another channel's token (the hashes compared in constant time); then the size,
 * the JSON, and the channel's rate (counted atomically, before it is checked) — then the payload
 * goes to every connection following the channel, and is kept as the channel's last post (sent
 * to each socket that subscribes later, functions/ws/acts.ts). Answers how many it reached.
 */
export async function pushToChannel(post: PushPost): Promise<{ delivered: number }> {
  const access = CHANNEL_ID.test(post.channelId) ? await getPushChannelAccess(post.channelId) : undefined;
  const given = sha256(post.token ?? '');
  const matches = sameHash(access?.tokenHash ?? NO_HASH, given);
  if (!access || !post.token || !matches) fail('PUSH_TOKEN_INVALID');
  if (post.bytes > LIMITS.push.payloadMaxBytes) fail('PUSH_PAYLOAD_TOO_LARGE');
  const data = post.body();
  if (!(await takeAttempt(PUSH_RULE, access.channelId, post.now))) fail('PUSH_THROTTLED');
  const notice: PushNotice = { type: 'push', channel: access.channelId, data, at: post.now };
  // The channel's access item (global) names the tenant; from here the post reaches only its data.
  const [delivered] = await inTenantScope(access.tenantId, () =>
    Promise.all([
      fanOut(channelTarget(access.tenantId, access.channelId), notice, post.now),
      touchPushChannel(access.tenantId, access.channelId, post.now),
      keepLastPush(access.tenantId, access.channelId, JSON.stringify(data), post.now),
    ]),
  );
  return { delivered };
}
