import type { PushChannel, PushChannelWithToken } from '../../../shared/acts/push.js';
import type { Caller } from '../../lib/act.js';
import { newId, newToken, sha256 } from '../../lib/crypto/tokens.js';
import {
  createPushChannel,
  deletePushChannel,
  getPushChannel,
  listPushChannels,
  renamePushChannel,
  renewPushChannelToken,
  type PushChannelRecord,
} from '../../lib/data/push-channels.js';
import { fail } from '../../lib/errors.js';

/**
 * Push channels (docs/data-apis.md#push-channels). Any member of a tenant lists its channels and
 * adds one; its creator or a tenant admin renames, removes it or renews its token (as data APIs).
 * A token is 256 random bits, answered once by add or renew; only its SHA-256 is stored. A
 * channel of another tenant is simply not found. Posts to a channel: push-post.ts.
 */
const HINT_LENGTH = 4;

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

/** Removes a channel; answers its name. */
export async function removeChannel(caller: Caller, channelId: string): Promise<string> {
  const channel = await managed(caller, channelId);
  if (!(await deletePushChannel(caller.tenantId, channelId))) fail('PUSH_CHANNEL_NOT_FOUND');
  return channel.name;
}

export async function renewChannelToken(caller: Caller, channelId: string): Promise<PushChannelWithToken> {
  await managed(caller, channelId);
  const token = newToken();
  const renewed = await renewPushChannelToken(caller.tenantId, channelId, sha256(token), hintOf(token));
  if (!renewed) fail('PUSH_CHANNEL_NOT_FOUND');
  return { ...shown(renewed), token };
}
