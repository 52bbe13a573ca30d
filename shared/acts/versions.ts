import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import type { ScreenDocument } from '../screen/document.js';
import { codeMessage, nameRule } from '../validation/rules.js';
import { entityId } from './group.js';
import { screenThumbnailArgs } from './screen.js';

/**
 * Payload schemas of the version acts (`v1/screen/version_*`, docs/ARCHITECTURE.md#versions-and-share-states). A version is
 * an immutable copy of a screen's document, published from the editor; at most one version
 * of a screen is the latest (what shares and walls show).
 */
export const versionName = nameRule(ErrorCode.NAME_INVALID);
export const VERSION_REMARK_MAX = 200;
const remark = z
  .string(codeMessage(ErrorCode.BODY_MALFORMED))
  .check(z.trim(), z.maxLength(VERSION_REMARK_MAX, codeMessage(ErrorCode.BODY_MALFORMED)));

/** Publish: the development content as it is now becomes a new version. */
export const versionAddArgs = z.object({
  _id: entityId,
  name: versionName,
  remark: z._default(remark, ''),
  /** Release it as the latest at once. */
  latest: z._default(z.boolean(), true),
  /** A thumbnail of the published document (WebP or PNG), drawn by the editor (optional). */
  image: z.optional(screenThumbnailArgs.shape.image),
});
export const versionListArgs = z.object({ _id: entityId });
/** Which version is the latest now: polled by viewers left open, cheap (the screen's META item). */
export const versionLatestArgs = z.object({ _id: entityId });
export const versionIdArgs = z.object({ _id: entityId, version_id: entityId });
export const versionRenameArgs = z.extend(versionIdArgs, { name: versionName });
export const versionRemarkArgs = z.extend(versionIdArgs, { remark });
/** Onward: publish an older version again as the newest one, under its own name or a new one. */
export const versionOnwardArgs = z.extend(versionIdArgs, { name: z.optional(versionName) });
/** Replace the development content with a version; `name` is the screen's name, typed to confirm. */
export const versionReplaceArgs = z.extend(versionIdArgs, {
  name: z.string(codeMessage(ErrorCode.VERSION_CONFIRM_MISMATCH)).check(z.maxLength(200)),
});

/** A row of the version list. */
export interface VersionSummary {
  _id: string;
  /** 1, 2, 3… in publishing order; never reused. */
  seq: number;
  name: string;
  remark: string;
  author: { _id: string; name: string };
  created_at: number;
  /** A signed link to the thumbnail, or '' when none was drawn. */
  thumb: string;
  latest: boolean;
  widgets: number;
}

/** A version with its document, for the preview. */
export interface VersionDetail {
  version: VersionSummary;
  document: ScreenDocument;
}

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'v1/screen/version_add': versionAddArgs,
  'v1/screen/version_list': versionListArgs,
  'v1/screen/version_get': versionIdArgs,
  'v1/screen/version_latest': versionLatestArgs,
  'v1/screen/version_rename': versionRenameArgs,
  'v1/screen/version_remark': versionRemarkArgs,
  'v1/screen/version_release': versionIdArgs,
  'v1/screen/version_onward': versionOnwardArgs,
  'v1/screen/version_delete': versionIdArgs,
  'v1/screen/version_replace': versionReplaceArgs,
} as const;
