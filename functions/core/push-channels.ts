import type { PushChannel, PushChannelWithToken } from '../../shared/acts/push.js';
import type { PushNotice } from '../../shared/acts/ws.js';
import { LIMITS } from '../../shared/limits.js';
import type { Caller } from '../lib/act.js';
import { newId, newToken, sameHash, sha256 } from '../lib/crypto/tokens.js';
import { channelTarget } from '../lib/data/connections.js';
import {
  createPushChannel,
  deletePushChannel,
  getPushChannel,
  getPushChannelAccess,
  listPushChannels,
  renamePushChannel,
  renewPushChannelToken,
  touchPushChannel,
  type PushChannelRecord,
} from '../lib/data/push-channels.js';
import { takeAttempt, type RateRule } from '../lib/data/rate-limits.js';
import { fail } from '../lib/errors.js';
import { fanOut } from '../lib/fanout.js';
import { inTenantScope } from '../lib/tenant-credentials.js';

/**
 * Push channels (docs/data-apis.md#push-channels). Any member of a tenant lists its channels and
 * adds one; its creator or a tenant admin renames, removes it or renews its token (as data APIs).
 * A token is 256 random bits, answered once by add or renew; only its SHA-256 is stored. A
 * channel of another tenant is simply not found.
 */
const HINT_LENGTH = 4;
const PUSH_RULE: RateRule = { name: 'push', limit: LIMITS.push.perChannelPerMinute, windowMs: 60_000 };
/** What a channel id (newId) can look like; any other path names no channel. */
const CHANNEL_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Compared against when the channel is unknown, so that case costs what a wrong token costs. */
const NO_HASH = sha256('');

function shown(channel: PushChannelRecord): PushChannel {
  return {
    _id: channel.channelId,
    name: channel.name,
    token_hint: channel.tokenHint,
    created_at: channel.createdAt,
    last_push_at: channel.lastPushAt,
  };
}

const hintOf = (token: string): string => token.slice(-HINT_LENGTH);

/** The caller's channel, if they may manage it; else PUSH_CHANNEL_NOT_FOUND or PERMISSION_DENIED. */
async function managed(caller: Caller, channelId: string): Promise<PushChannelRecord> {
  const channel = await getPushChannel(caller.tenantId, channelId);
  if (!channel) fail('PUSH_CHANNEL_NOT_FOUND');
  if (channel.creator !== caller.userId && !caller.isAdmin) fail('PERMISSION_DENIED');
  return channel;
}

export async function pushChannelsOf(caller: Caller): Promise<PushChannel[]> {
  const channels = await listPushChannels(caller.tenantId);
  return channels.sort((a, b) => b.createdAt - a.createdAt).map(shown);
}

export async function addPushChannel(caller: Caller, name: string, now: number): Promise<PushChannelWithToken> {
  const token = newToken();
  const channel: PushChannelRecord = {
    channelId: newId(),
    name,
    tokenHint: hintOf(token),
    creator: caller.userId,
    createdAt: now,
    lastPushAt: 0,
  };
  if (!(await createPushChannel(caller.tenantId, channel, sha256(token)))) fail('PUSH_CHANNELS_FULL');
  return { ...shown(channel), token };
}

export async function renameChannel(caller: Caller, channelId: string, name: string): Promise<PushChannel> {
  await managed(caller, channelId);
  const renamed = await renamePushChannel(caller.tenantId, channelId, name);
  if (!renamed) fail('PUSH_CHANNEL_NOT_FOUND');
  return shown(renamed);
}

export async function removeChannel(caller: Caller, channelId: string): Promise<null> {
  await managed(caller, channelId);
  if (!(await deletePushChannel(caller.tenantId, channelId))) fail('PUSH_CHANNEL_NOT_FOUND');
  return null;
}

export async function renewChannelToken(caller: Caller, channelId: string): Promise<PushChannelWithToken> {
  await managed(caller, channelId);
  const token = newToken();
  const renewed = await renewPushChannelToken(caller.tenantId, channelId, sha256(token), hintOf(token));
  if (!renewed) fail('PUSH_CHANNEL_NOT_FOUND');
  return { ...shown(renewed), token };
}

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
 * goes to every connection following the channel. Answers how many it reached.
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
    ]),
  );
  return { delivered };
}
