import * as z from 'zod/mini';
import { entityId } from './group.js';
import { nameRule } from '../validation/rules.js';
import { ErrorCode } from '../errors/catalogue.js';

/**
 * Push channels (docs/data-apis.md#push-channels): a named channel with a bearer token; a
 * `POST /api/push/{channel}` with the token delivers its JSON body to every display and editor
 * showing a widget bound to that channel.
 */
export const pushChannelName = nameRule(ErrorCode.NAME_INVALID);
export const pushChannelListArgs = z.object({});
export const pushChannelAddArgs = z.object({ name: pushChannelName });
export const pushChannelRenameArgs = z.object({ _id: entityId, name: pushChannelName });
export const pushChannelIdArgs = z.object({ _id: entityId });

/** A channel as its owner lists it: the token is never shown again, only its last 4 characters. */
export interface PushChannel {
  _id: string;
  name: string;
  token_hint: string;
  created_at: number;
  /** Epoch ms of the last accepted post, 0 when none. */
  last_push_at: number;
}

/** The answer of `push_channel_add` and `push_channel_renew_token`: the only time the token is shown. */
export interface PushChannelWithToken extends PushChannel {
  token: string;
}

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'v1/api/push_channel_list': pushChannelListArgs,
  'v1/api/push_channel_add': pushChannelAddArgs,
  'v1/api/push_channel_rename': pushChannelRenameArgs,
  'v1/api/push_channel_remove': pushChannelIdArgs,
  'v1/api/push_channel_renew_token': pushChannelIdArgs,
} as const;
