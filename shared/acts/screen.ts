import * as z from 'zod';
import { ErrorCode } from '../errors/catalogue.js';
import { LIMITS } from '../limits.js';
import { codeMessage, nameRule } from '../validation/rules.js';
import { entityId } from './group.js';

/** Payload schemas of the `v1/screen/*` acts of the screen list. */
export const screenName = nameRule(ErrorCode.NAME_INVALID);
export const SECURITY_LEVELS = ['public', 'internal', 'secret'] as const;
export const SCREEN_ORDERS = ['sort', 'name', 'time'] as const;

export const screenListArgs = z.object({
  group_id: entityId.optional(),
  keyword: z.string().trim().max(LIMITS.nameMaxLength).optional(),
  order: z.enum(SCREEN_ORDERS).default('sort'),
  mobile: z.boolean().default(false),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
const malformed = codeMessage(ErrorCode.BODY_MALFORMED);
const wallSide = z.number(malformed).int(malformed).min(100, malformed).max(32_768, malformed);
export const screenAddArgs = z.object({
  group_id: entityId,
  name: screenName,
  template: z.string().max(64).default('blank'),
  /** A blank template's wall size instead of its own (1920 × 1080, 750 wide on mobile). */
  size: z.object({ width: wallSide, height: wallSide }, malformed).optional(),
  /** A blank template's screen theme (an id of SCREEN_THEMES, checked by the act) instead of the caller's default. */
  theme: z
    .string(malformed)
    .regex(/^[a-z][a-z0-9-]{0,31}$/, malformed)
    .optional(),
});
export const screenIdArgs = z.object({ _id: entityId });
export const screenIdsArgs = z.object({
  ids: z.array(entityId).min(1, codeMessage(ErrorCode.PARAMS_INCOMPLETE)).max(500),
});
export const screenRenameArgs = z.object({ _id: entityId, name: screenName });
export const screenChangeArgs = z.object({
  _id: entityId,
  name: screenName.optional(),
  remark: z.string().trim().max(200).optional(),
});
export const screenMoveArgs = z.object({ ids: screenIdsArgs.shape.ids, group_id: entityId });
export const screenSortArgs = z.object({ group_id: entityId, ids: z.array(entityId).min(1).max(5000) });
/** Base64 grows bytes by 4/3; the longest data URL a thumbnail within the byte limit can need. */
const THUMBNAIL_DATA_URL_MAX = 'data:image/webp;base64,'.length + Math.ceil(LIMITS.thumbnail.maxBytes / 3) * 4;
export const screenThumbnailArgs = z.object({
  _id: entityId,
  image: z
    .string()
    .max(THUMBNAIL_DATA_URL_MAX, codeMessage(ErrorCode.UPLOAD_TOO_LARGE))
    .regex(/^data:image\/(webp|png);base64,[A-Za-z0-9+/]+=*$/, codeMessage(ErrorCode.UPLOAD_TYPE_ILLEGAL)),
});
export const editUserArgs = z.object({ _id: entityId, user_id: entityId });
/** Account sharing: `read` lists and previews the screen, `edit` also opens the editor. */
export const SHARE_PERMISSIONS = ['read', 'edit'] as const;
export const shareUserArgs = editUserArgs.extend({ permission: z.enum(SHARE_PERMISSIONS).default('edit') });
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
