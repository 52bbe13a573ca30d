import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { LIMITS } from '../limits.js';
import { codeMessage, nameRule } from '../validation/rules.js';

/** Payload schemas of the `v1/group/*` acts (screen groups). */
export const entityId = z
  .string(codeMessage(ErrorCode.PARAMS_INCOMPLETE))
  .check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));
export const groupName = nameRule(ErrorCode.NAME_INVALID);

export const groupListArgs = z.object({ mobile: z._default(z.boolean(), false) });
export const groupAddArgs = z.object({ name: groupName, mobile: z._default(z.boolean(), false) });
export const groupGetArgs = z.object({ _id: entityId });
export const groupRenameArgs = z.object({ _id: entityId, name: groupName });
/** Removing a group that holds screens: move them to the default group, or delete them. */
export const groupRemoveArgs = z.object({ _id: entityId, screens: z._default(z.enum(['move', 'delete']), 'move') });
/** The new order of the user's groups (the default group stays first whatever is sent). */
export const groupSortArgs = z.object({ ids: z.array(entityId).check(z.minLength(1), z.maxLength(1000)) });
/** System share of a group: each of its screens is visible, read-only, to every user of the tenant. */
export const groupSystemShareArgs = z.object({ _id: entityId, share: z.boolean() });
/** A carousel interval: whole seconds, at least 1 (docs/limits.md#carousels), never negative. */
export const carouselSeconds = z
  .number(codeMessage(ErrorCode.CAROUSEL_INTERVAL_INVALID))
  .check(
    z.int(codeMessage(ErrorCode.CAROUSEL_INTERVAL_INVALID)),
    z.gte(LIMITS.carouselMinSeconds, codeMessage(ErrorCode.CAROUSEL_INTERVAL_INVALID)),
    z.lte(LIMITS.carouselMaxSeconds, codeMessage(ErrorCode.CAROUSEL_INTERVAL_INVALID)),
  );
/** How long the group's carousel shows each screen that has no interval of its own. */
export const groupIntervalArgs = z.object({ _id: entityId, interval: carouselSeconds });
/** One screen's own interval within its group; `null` gives it the group's interval back. */
export const screenIntervalArgs = z.object({
  _id: entityId,
  screen_id: entityId,
  interval: z.nullable(carouselSeconds),
});
/** How a phone plays a group: its mobile screens, or its wall screens reflowed for the phone. */
export const MOBILE_RULE_MODES = ['mobile', 'reflow'] as const;
export type MobileRuleMode = (typeof MOBILE_RULE_MODES)[number];
const mobileRulesInvalid = codeMessage(ErrorCode.MOBILE_ADAPTATION_FAILED);
/**
 * `mobile_group`: the group's mobile display rules, the ordered screens a phone sees. In mode
 * 'mobile' they are mobile screens of the group, in 'reflow' its wall screens; empty clears them.
 */
export const mobileGroupArgs = z.object({
  _id: entityId,
  mode: z.enum(MOBILE_RULE_MODES, mobileRulesInvalid),
  screens: z.array(entityId, mobileRulesInvalid).check(
    z.maxLength(LIMITS.mobileRulesMaxScreens, mobileRulesInvalid),
    z.refine((ids) => new Set(ids).size === ids.length, mobileRulesInvalid),
  ),
});

/** A group's mobile display rules: a phone plays `screens` in order (absent rules: what a wall plays). */
export interface MobileRules {
  mode: MobileRuleMode;
  screens: string[];
}

export const groupExportArgs = z.object({ _id: entityId });
export const resourceImportArgs = z.object({
  /** The S3 key of an uploaded archive (from `/api/upload/merge`). */
  upload_key: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(512),
      z.regex(/^uploads\/[A-Za-z0-9_/.-]+$/, codeMessage(ErrorCode.IMPORT_INVALID)),
    ),
  group_id: z.optional(entityId),
});

export interface ScreenGroup {
  _id: string;
  name: string;
  default: 0 | 1;
  sort: number;
  /** Large-screen screens in the group. */
  count: number;
  /** Mobile screens in the group. */
  mobile_count: number;
  /** Shared read-only with the whole tenant. */
  system_share: boolean;
  /** Seconds the carousel shows each screen without an interval of its own. */
  interval: number;
  /** Its mobile display rules (`mobile_group`); null: a phone plays what a wall plays. */
  mobile_rules: MobileRules | null;
  updated_at: number;
}

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'v1/group/list': groupListArgs,
  'v1/group/add': groupAddArgs,
  'v1/group/get': groupGetArgs,
  'v1/group/change_name': groupRenameArgs,
  'v1/group/remove': groupRemoveArgs,
  'v1/group/sort': groupSortArgs,
  'v1/group/resource_export': groupExportArgs,
  'v1/group/resource_import': resourceImportArgs,
  'v1/group/get_system_share': groupGetArgs,
  'v1/group/save_system_share': groupSystemShareArgs,
  'v1/group/change_interval': groupIntervalArgs,
  'v1/group/change_single_interval': screenIntervalArgs,
  'v1/group/mobile_group': mobileGroupArgs,
} as const;
