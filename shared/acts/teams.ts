import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { nameRule } from '../validation/rules.js';
import { entityId } from './group.js';
import { SHARE_PERMISSIONS, type SharePermission } from './screen.js';

/**
 * Teams (docs/permissions.md#teams): named sets of a tenant's members, managed by its
 * administrator and role managers; a member may be in several. A screen shared with a team is
 * shared with each of its members, read-only or to edit.
 */
export const teamName = nameRule(ErrorCode.NAME_INVALID);

export const teamListArgs = z.object({});
export const teamAddArgs = z.object({ name: teamName });
export const teamChangeArgs = z.object({ _id: entityId, name: teamName });
export const teamIdArgs = z.object({ _id: entityId });
/** `v2/admin/team/add_member`, `remove_member`: a member of the caller's tenant into or out of a team. */
export const teamMemberArgs = z.object({ _id: entityId, user_id: entityId });

/** `v1/screen/share_team`: shares a screen with a team to read or edit, or stops (`null`). */
export const shareTeamArgs = z.object({
  _id: entityId,
  team_id: entityId,
  permission: z.nullable(z.enum(SHARE_PERMISSIONS)),
});
/** `v1/screen/share_teams`: the teams a screen is shared with. */
export const shareTeamsArgs = z.object({ _id: entityId });
/** `v1/screen/shareable_teams`: the teams the caller may share screens with. */
export const shareableTeamsArgs = z.object({});

export interface TeamView {
  _id: string;
  name: string;
  members: number;
  created_at: number;
}

/** A member of a team, as the members dialog lists them. */
export interface TeamMember {
  _id: string;
  name: string;
  email: string;
}

/** A team a screen is shared with. */
export interface ScreenShareTeam {
  _id: string;
  name: string;
  permission: SharePermission;
}

/** A team the caller may share a screen with. */
export interface ShareableTeam {
  _id: string;
  name: string;
}

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'v2/admin/team/list': teamListArgs,
  'v2/admin/team/add': teamAddArgs,
  'v2/admin/team/change': teamChangeArgs,
  'v2/admin/team/remove': teamIdArgs,
  'v2/admin/team/members': teamIdArgs,
  'v2/admin/team/add_member': teamMemberArgs,
  'v2/admin/team/remove_member': teamMemberArgs,
  'v1/screen/share_team': shareTeamArgs,
  'v1/screen/share_teams': shareTeamsArgs,
  'v1/screen/shareable_teams': shareableTeamsArgs,
} as const;
