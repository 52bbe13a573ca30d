import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { LIMITS } from '../limits.js';
import type { ScreenDocument } from '../screen/document.js';
import { codeMessage } from '../validation/rules.js';
import { entityId, type MobileRuleMode } from './group.js';

/**
 * Link sharing of a screen or a group (`v1/screen/link_share_*`, `v1/group/link_share_*`,
 * docs/protocol.md#share-links). The same six acts in both families, the same payloads:
 * - `add` (owner or admin): turns sharing on, or changes its settings (password, expiry,
 *   embed domains) keeping the link. A closed share comes back under a new link: the old one
 *   stays cancelled.
 * - `info` (owner or admin): the state, the link and the access log.
 * - `remove` (owner or admin): closes the share; its link answers "Screen sharing has been
 *   cancelled" from then on.
 * - `before` (public, no login): what a share link needs before it can be shown: is it a
 *   share at all, is it open or closed or expired, does it need a password, is its payload
 *   a static object on the CDN or must it be exchanged (`check`) first.
 * - `check` (public): exchanges the password (none for an open share with an expiry) for a
 *   short-lived random access token, throttled per link and client.
 * - `view` (public): the payload of a share for an access token from `check`.
 * - `data` (public): the answer of a shared widget's HTTP source, through the data proxy.
 * An open share without expiry never calls the server: its payload is a static JSON object
 * under `/published/` served by the CDN (`shareObjectPath`, shared/protocol/routes.ts).
 */
const malformed = codeMessage(ErrorCode.BODY_MALFORMED);
const { linkShare } = LIMITS;

export const SHARE_KINDS = ['screen', 'group'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** A share token as it appears in links: 256 bits, base64url. */
export const shareToken = z
  .string(codeMessage(ErrorCode.SCREEN_SHARE_FAILED))
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, codeMessage(ErrorCode.SCREEN_SHARE_FAILED)));

/** A share password as the owner sets it (the dialog checks it with this very schema). */
export const sharePassword = z
  .string(malformed)
  .check(
    z.minLength(linkShare.passwordMin, codeMessage(ErrorCode.SHARE_PASSWORD_TOO_SHORT)),
    z.maxLength(linkShare.passwordMax, malformed),
  );

/** A host name a share may be embedded (framed) by; `*.example.com` allows its subdomains. */
export const embedDomain = z
  .string(malformed)
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(/^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(:\d{1,5})?$/, malformed),
  );

/**
 * A share's expiry, epoch ms: later than now (the dialog checks it with this very schema; the
 * handler checks it again against its own clock).
 */
export const shareExpiry = z.number(malformed).check(
  z.int(malformed),
  z.positive(malformed),
  z.refine((at) => at > Date.now(), codeMessage(ErrorCode.SHARE_EXPIRY_PAST)),
);

export const linkShareAddArgs = z.object({
  _id: entityId,
  /** A new password; null clears it; absent keeps the current one. */
  password: z.optional(z.nullable(sharePassword)),
  /** Epoch ms after which the link stops working; null: never; absent keeps the current one. */
  expires_at: z.optional(z.nullable(shareExpiry)),
  /** Hosts that may frame the share; empty: any; absent keeps the current ones. */
  embed_domains: z.optional(z.array(embedDomain, malformed).check(z.maxLength(linkShare.embedDomainsMax, malformed))),
});
export const linkShareIdArgs = z.object({ _id: entityId });
export const linkShareBeforeArgs = z.object({ token: shareToken });
export const linkShareCheckArgs = z.object({
  token: shareToken,
  password: z._default(z.string(malformed).check(z.maxLength(linkShare.passwordMax, malformed)), ''),
});
/** An access token from `check`: 256 bits, base64url. */
export const shareAccess = z
  .string(codeMessage(ErrorCode.SCREEN_SHARE_ACCESS_INVALID))
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, codeMessage(ErrorCode.SCREEN_SHARE_ACCESS_INVALID)));
export const linkShareViewArgs = z.object({ token: shareToken, access: shareAccess });

/** Bounds of the communication-group values a shared widget's data call may carry. */
export const SHARE_DATA_LIMITS = { fields: 20, fieldChars: 50, valueChars: 512, listItems: 100 } as const;

const groupValue = z.union(
  [
    z.string(malformed).check(z.maxLength(SHARE_DATA_LIMITS.valueChars, malformed)),
    z.number(malformed),
    z.readonly(
      z
        .array(z.string(malformed).check(z.maxLength(SHARE_DATA_LIMITS.valueChars, malformed)), malformed)
        .check(z.maxLength(SHARE_DATA_LIMITS.listItems, malformed)),
    ),
  ],
  malformed,
);

/** The values of a communication group a widget's data call carries (link_share_data, the data proxy's widget reference). */
export const groupValuesSchema = z._default(
  z
    .record(
      z.string(malformed).check(z.minLength(1, malformed), z.maxLength(SHARE_DATA_LIMITS.fieldChars, malformed)),
      groupValue,
      malformed,
    )
    .check(z.refine((values) => Object.keys(values).length <= SHARE_DATA_LIMITS.fields, malformed)),
  {},
);

/**
 * `link_share_data` (public): the data of one widget of a shared screen whose source is an HTTP
 * API, fetched by the server's data proxy with the request headers only the server keeps, or a
 * stored data API, run by the id the shared version holds with the values its bindings make. The
 * access token is needed as for `view` when the share has a password or an expiry; `values` are
 * those of the communication group the widget listens to, applied as the SPA applies them.
 */
export const linkShareDataArgs = z.object({
  token: shareToken,
  access: z.optional(shareAccess),
  screen_id: entityId,
  widget_id: entityId,
  values: groupValuesSchema,
});
export type LinkShareDataArgs = z.output<typeof linkShareDataArgs>;

export type LinkShareAddArgs = z.output<typeof linkShareAddArgs>;

/** off: never shared; on: open link; password: on with a password; closed: removed (the old link shows the cancelled message). */
export type ShareState = 'off' | 'on' | 'password' | 'closed';
export const SHARE_LOG_RESULTS = ['ok', 'wrong-password', 'throttled', 'expired', 'closed'] as const;
export type ShareLogResult = (typeof SHARE_LOG_RESULTS)[number];

export interface ShareLogEntry {
  at: number;
  result: ShareLogResult;
  /** Coarse: the address's /24 (IPv4) or /48 (IPv6) and the browser family. */
  client: string;
}

/** What the owner sees of a share. */
export interface ShareInfo {
  kind: ShareKind;
  state: ShareState;
  /** '' while sharing is off. */
  token: string;
  expires_at: number | null;
  embed_domains: string[];
  created_at: number | null;
  log: ShareLogEntry[];
}

/** `before`: how to open a share link. */
export interface ShareBefore {
  kind: ShareKind;
  /** A password must be given to `check`. */
  password: boolean;
  /** The payload is the static object at shareObjectPath (no exchange needed). */
  static: boolean;
}

export interface ShareAccess {
  access: string;
  expires_at: number;
}

/** One screen as a share shows it: its latest published version, made publishable. */
export interface SharedScreen {
  _id: string;
  name: string;
  /** The version shown. */
  version: { _id: string; seq: number };
  document: ScreenDocument;
}

export interface ScreenSharePayload {
  kind: 'screen';
  screen: SharedScreen;
  embed_domains: string[];
}

/** A screen of a shared group, with the seconds it shows when it has its own interval. */
export interface GroupSharedScreen extends SharedScreen {
  /** Its own carousel interval (`change_single_interval`), whole seconds; null: the group's. */
  interval: number | null;
}

/** What a phone plays of a shared group (`mobile_group`): ids of `screens`, in order. */
export interface GroupSharePhone {
  /** 'mobile': each screen as it is drawn; 'reflow': each wall screen reflowed for the phone. */
  mode: MobileRuleMode;
  screens: string[];
}

export interface GroupSharePayload {
  kind: 'group';
  name: string;
  /** Seconds each screen without an interval of its own is shown (`change_interval`). */
  interval: number;
  screens: GroupSharedScreen[];
  /** Present when the group has mobile display rules naming screens the share shows. */
  phone?: GroupSharePhone;
  embed_domains: string[];
}

export type SharePayload = ScreenSharePayload | GroupSharePayload;

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'v1/screen/link_share_add': linkShareAddArgs,
  'v1/screen/link_share_info': linkShareIdArgs,
  'v1/screen/link_share_remove': linkShareIdArgs,
  'v1/screen/link_share_before': linkShareBeforeArgs,
  'v1/screen/link_share_check': linkShareCheckArgs,
  'v1/screen/link_share_view': linkShareViewArgs,
  'v1/screen/link_share_data': linkShareDataArgs,
  'v1/group/link_share_add': linkShareAddArgs,
  'v1/group/link_share_info': linkShareIdArgs,
  'v1/group/link_share_remove': linkShareIdArgs,
  'v1/group/link_share_before': linkShareBeforeArgs,
  'v1/group/link_share_check': linkShareCheckArgs,
  'v1/group/link_share_view': linkShareViewArgs,
  'v1/group/link_share_data': linkShareDataArgs,
} as const;
