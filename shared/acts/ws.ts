import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { LIMITS } from '../limits.js';
import { codeMessage } from '../validation/rules.js';
import { entityId } from './group.js';
import { shareAccess, shareToken } from './link-share.js';

/**
 * The realtime control plane (docs/realtime.md): a browser asks for a connection ticket over
 * HTTPS, opens `{api}/v2/ws/public?ticket=…`, then sends requests `{id, act, args, seq}`
 * answered `{id, seq, code, msg?, data?}`, and receives notices `{type, …}`.
 */
const malformed = codeMessage(ErrorCode.BODY_MALFORMED);

/** What a socket is for: an editor (presence), a display (obeys pads, shows pushes), a pad (steers displays). */
export const WS_ROLES = ['editor', 'display', 'pad'] as const;
export type WsRole = (typeof WS_ROLES)[number];

/** A display's own id: made once by the browser (random, base64url) and kept in its storage. */
export const deviceId = z.string(malformed).check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, malformed));
export const deviceName = z
  .string(malformed)
  .check(z.trim(), z.minLength(1, malformed), z.maxLength(LIMITS.devices.nameMax, malformed));
export const resolution = z.object({
  width: z.number(malformed).check(z.int(malformed), z.gte(1, malformed), z.lte(100_000, malformed)),
  height: z.number(malformed).check(z.int(malformed), z.gte(1, malformed), z.lte(100_000, malformed)),
});

/**
 * `v1/user/ws_ticket`: a signed-in user's ticket. An editor watches a screen it may edit; a
 * display plays one of the tenant's groups or screens it may see; a pad steers one of the
 * user's own groups.
 */
export const wsTicketArgs = z.union([
  z.object({ role: z.literal('editor'), screen: entityId }),
  z.object({
    role: z.literal('display'),
    group: z.optional(entityId),
    screen: z.optional(entityId),
    device: deviceId,
  }),
  z.object({ role: z.literal('pad'), group: entityId }),
]);
export type WsTicketArgs = z.infer<typeof wsTicketArgs>;

/**
 * `v1/screen/link_share_ws_ticket` and `v1/group/link_share_ws_ticket`: a display of a link share,
 * with the same access as `link_share_view` (the `access` of a password share).
 */
export const linkShareWsTicketArgs = z.object({
  token: shareToken,
  access: z.optional(shareAccess),
  device: deviceId,
});

/** The answer of a ticket act: open `url?ticket=<ticket>` within `expiresIn` ms; it works once. */
export interface WsTicket {
  ticket: string;
  expiresIn: number;
}

/** What a pad tells the displays of its group. */
export const controlCommand = z.discriminatedUnion(
  'command',
  [
    z.object({ command: z.literal('show'), screen: entityId }),
    z.object({ command: z.literal('prev') }),
    z.object({ command: z.literal('next') }),
    z.object({ command: z.literal('pause') }),
    z.object({ command: z.literal('resume') }),
    /** Scrolls a width-adapted screen: a fraction of the viewport height, negative is up. */
    z.object({
      command: z.literal('scroll'),
      by: z.number(malformed).check(z.gte(-10, malformed), z.lte(10, malformed)),
    }),
    z.object({ command: z.literal('blank'), on: z.boolean(malformed) }),
    /** Flashes the device name on the display (every display of the group when no `device` is named). */
    z.object({ command: z.literal('identify') }),
  ],
  malformed,
);
export type ControlCommand = z.infer<typeof controlCommand>;

/**
 * The socket's acts, each allowed to the roles `WS_ACT_ROLES` names. `presence` (editor): who
 * else has the screen open. `device` (display): reports what it shows (a heartbeat of the device
 * registry). `control` (pad): a command to every display of its group, or to one device.
 * `subscribe` (display, editor): the push channels its widgets listen to, replacing the last list.
 */
export const WS_ACT_SCHEMAS = {
  'v2/ws/presence': z.object({}),
  'v2/ws/device': z.object({
    name: z.optional(deviceName),
    resolution,
    screen: z.nullable(entityId),
    paused: z._default(z.boolean(malformed), false),
    blank: z._default(z.boolean(malformed), false),
  }),
  'v2/ws/control': z.object({ device: z.optional(deviceId), control: controlCommand }),
  'v2/ws/subscribe': z.object({
    channels: z.array(entityId, malformed).check(z.maxLength(LIMITS.websocket.maxChannels, malformed)),
  }),
} as const;
export type WsActName = keyof typeof WS_ACT_SCHEMAS;
export type WsActArgs<A extends WsActName> = z.input<(typeof WS_ACT_SCHEMAS)[A]>;

export const WS_ACT_ROLES: Record<WsActName, readonly WsRole[]> = {
  'v2/ws/presence': ['editor'],
  'v2/ws/device': ['display'],
  'v2/ws/control': ['pad'],
  'v2/ws/subscribe': ['display', 'editor'],
};

export function isWsAct(value: unknown): value is WsActName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(WS_ACT_SCHEMAS, value);
}

/** A request on the socket. */
export interface WsRequest {
  id: string;
  act: WsActName;
  args: unknown;
  seq?: number;
  /** Ask the client to cache the answer for `cacheTimeout` ms (LIMITS.responseCacheMs by default). */
  enableCache?: boolean;
  cacheTimeout?: number;
}

/** The answer to a request: `code` 200, or a catalogue code with its message in the socket's language. */
export interface WsAnswer<T = unknown> {
  id: string | null;
  seq: number | null;
  code: number;
  msg?: string;
  data?: T;
}

export interface PresenceUser {
  _id: string;
  name: string;
}

/** A display as its owner sees it on the pad. */
export interface Device {
  _id: string;
  name: string;
  group: string | null;
  screen: string | null;
  resolution: { width: number; height: number } | null;
  /** Last heard from, epoch ms; online while within LIMITS.devices.offlineAfterMs. */
  last_seen: number;
  online: boolean;
  paused: boolean;
  blank: boolean;
  /** Opened through a link share rather than by a signed-in user. */
  shared: boolean;
}

/** Pushed to everyone watching a screen when someone opens or leaves it. */
export interface PresenceNotice {
  type: 'presence';
  screen: string;
  users: PresenceUser[];
}

/** Pushed to displays: a pad's command (`device` set when meant for one display only). */
export interface ControlNotice {
  type: 'control';
  control: ControlCommand;
  device?: string;
}

/** Pushed to displays of a screen, or of a group holding it, when a new latest version is released. */
export interface ReleaseNotice {
  type: 'release';
  screen: string;
  version: string;
}

/** Pushed to displays and editors subscribed to a push channel. */
export interface PushNotice {
  type: 'push';
  channel: string;
  data: unknown;
  at: number;
}

/** Pushed to the pads of a group when one of its devices appears, changes, or is removed. */
export interface DeviceNotice {
  type: 'device';
  device: Device | null;
  removed?: string;
}

export type WsNotice = PresenceNotice | ControlNotice | ReleaseNotice | PushNotice | DeviceNotice;

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'v1/user/ws_ticket': wsTicketArgs,
  'v1/screen/link_share_ws_ticket': linkShareWsTicketArgs,
  'v1/group/link_share_ws_ticket': linkShareWsTicketArgs,
} as const;
