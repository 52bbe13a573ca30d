import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { LIMITS } from '../limits.js';
import { codeMessage, nameRule } from '../validation/rules.js';
import { entityId } from './group.js';

/** Payload schemas of the `v1/screen/*` acts of the screen list. */
export const screenName = nameRule(ErrorCode.NAME_INVALID);
export const SECURITY_LEVELS = ['public', 'internal', 'secret'] as const;
export const SCREEN_ORDERS = ['sort', 'name', 'time'] as const;

export const screenListArgs = z.object({
  group_id: z.optional(entityId),
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.nameMaxLength))),
  order: z._default(z.enum(SCREEN_ORDERS), 'sort'),
  mobile: z._default(z.boolean(), false),
  pageNum: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 50),
});
const malformed = codeMessage(ErrorCode.BODY_MALFORMED);
const wallSide = z.number(malformed).check(z.int(malformed), z.gte(100, malformed), z.lte(32_768, malformed));
export const screenAddArgs = z.object({
  group_id: entityId,
  name: screenName,
  template: z._default(z.string().check(z.maxLength(64)), 'blank'),
  /** A blank template's wall size instead of its own (1920 × 1080, 750 wide on mobile). */
  size: z.optional(z.object({ width: wallSide, height: wallSide }, malformed)),
  /** A blank template's screen theme (an id of SCREEN_THEMES, checked by the act) instead of the caller's default. */
  theme: z.optional(z.string(malformed).check(z.regex(/^[a-z][a-z0-9-]{0,31}$/, malformed))),
});
export const screenIdArgs = z.object({ _id: entityId });
export const screenIdsArgs = z.object({
  ids: z.array(entityId).check(z.minLength(1, codeMessage(ErrorCode.PARAMS_INCOMPLETE)), z.maxLength(500)),
});
export const screenRenameArgs = z.object({ _id: entityId, name: screenName });
export const screenChangeArgs = z.object({
  _id: entityId,
  name: z.optional(screenName),
  remark: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export const screenMoveArgs = z.object({ ids: screenIdsArgs.shape.ids, group_id: entityId });
export const screenSortArgs = z.object({
  group_id: entityId,
  ids: z.array(entityId).check(z.minLength(1), z.maxLength(5000)),
});
/** Base64 grows bytes by 4/3; the longest data URL a thumbnail within the byte limit can need. */
const THUMBNAIL_DATA_URL_MAX = 'data:image/webp;base64,'.length + Math.ceil(LIMITS.thumbnail.maxBytes / 3) * 4;
export const screenThumbnailArgs = z.object({
  _id: entityId,
  image: z
    .string()
    .check(
      z.maxLength(THUMBNAIL_DATA_URL_MAX, codeMessage(ErrorCode.UPLOAD_TOO_LARGE)),
      z.regex(/^data:image\/(webp|png);base64,[A-Za-z0-9+/]+=*$/, codeMessage(ErrorCode.UPLOAD_TYPE_ILLEGAL)),
    ),
});
export const editUserArgs = z.object({ _id: entityId, user_id: entityId });
/** Account sharing: `read` lists and previews the screen, `edit` also opens the editor. */
export const SHARE_PERMISSIONS = ['read', 'edit'] as const;
export const shareUserArgs = z.extend(editUserArgs, { permission: z._default(z.enum(SHARE_PERMISSIONS), 'edit') });
/** System share: the screen is visible, read-only, to every user of the caller's tenant. */
export const systemShareArgs = z.object({ _id: entityId, share: z.boolean() });
export const securityLevelArgs = z.object({ _id: entityId, level: z.enum(SECURITY_LEVELS) });
export const screenExportArgs = z.object({ ids: screenIdsArgs.shape.ids });
export const emptyScreenArgs = z.object({});

export type SecurityLevel = (typeof SECURITY_LEVELS)[number];
export type SharePermission = (typeof SHARE_PERMISSIONS)[number];

/** A user a screen is shared with, as `get_edit_user` lists them. */
export interface ScreenShareUser {
  _id: string;
  name: string;
  email: string;
  permission: SharePermission;
}

/** A card of the screen list. */
export interface ScreenSummary {
  _id: string;
  name: string;
  remark: string;
  group: string;
  thumb: string;
  width: number;
  height: number;
  mobile: boolean;
  published: boolean;
  security_level: SecurityLevel;
  owner: { _id: string; name: string };
  editing: { _id: string; name: string } | null;
  can_edit: boolean;
  can_manage: boolean;
  /** Shared read-only with the whole tenant (the screen itself; a shared group says so on the group). */
  system_share: boolean;
  /** Seconds its group's carousel shows it, when it has its own interval; null follows the group. */
  interval: number | null;
  /** The version released as the latest (what carousels and walls play), or null. */
  latest_version: string | null;
  created_at: number;
  updated_at: number;
}

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'v1/screen/list': screenListArgs,
  'v1/screen/add': screenAddArgs,
  'v1/screen/get': screenIdArgs,
  'v1/screen/change': screenChangeArgs,
  'v1/screen/change_name': screenRenameArgs,
  'v1/screen/remove': screenIdsArgs,
  'v1/screen/copy': screenIdArgs,
  'v1/screen/sort': screenSortArgs,
  'v1/screen/change_group': screenMoveArgs,
  'v1/screen/change_thumbnail': screenThumbnailArgs,
  'v1/screen/has_create': emptyScreenArgs,
  'v1/screen/deploy_permission': screenIdArgs,
  'v1/screen/add_edit_user': shareUserArgs,
  'v1/screen/remove_edit_user': editUserArgs,
  'v1/screen/get_edit_user': screenIdArgs,
  'v1/screen/save_security_level': securityLevelArgs,
  'v1/screen/get_security_level': screenIdArgs,
  'v1/screen/get_screen_system_share': screenIdArgs,
  'v1/screen/save_screen_system_share': systemShareArgs,
  'v1/screen/resource_export': screenExportArgs,
} as const;
