import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { LIMITS } from '../../../shared/limits.js';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { batchGet, queryAll } from './batch.js';
import { updateIf } from './conditions.js';
import { readItemIf } from './items.js';
import { keys } from './keys.js';
import { addNamed, removeNamed, renameNamed, type NamedKind } from './named-items.js';
import { transact, type TransactItems } from './transactions.js';

/**
 * A tenant's teams (docs/permissions.md#teams), beside its members: `TEAM#<id>` items with a
 * `TEAMNAME#<name>` lock keeping names unique per tenant. Membership is kept on the member item
 * (`teamIds`, a string set, so authenticate reads it with the membership at every act), moved in
 * the same transaction as the team's member count; the tenant item counts the teams, so the
 * limit holds under parallel adds.
 */
const teamItem = z
  .object({
    teamId: z.string(),
    name: z.string(),
    memberCount: z.number().default(0),
    createdAt: z.number(),
  })
  .describe('team');
export type TeamRecord = z.infer<typeof teamItem>;

const table = () => env.mainTable();

export function listTeams(tenantId: string): Promise<TeamRecord[]> {
  return queryAll(teamItem, {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :team)',
    ExpressionAttributeValues: { ':pk': keys.tenant(tenantId).pk, ':team': 'TEAM#' },
  });
}

export async function getTeam(tenantId: string, teamId: string): Promise<TeamRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.team(tenantId, teamId) }));
  return readItemIf(teamItem, out.Item);
}

/** The teams of those ids that exist. */
export function getTeams(tenantId: string, teamIds: readonly string[]): Promise<TeamRecord[]> {
  return batchGet(
    teamItem,
    [...new Set(teamIds)].map((teamId) => keys.team(tenantId, teamId)),
  );
}

const TEAMS: NamedKind = {
  key: keys.team,
  nameKey: keys.teamName,
  idAttribute: 'teamId',
  countAttribute: 'teams',
  max: LIMITS.teamsMax,
};

export type TeamWrite = 'saved' | 'name_taken' | 'full' | 'missing';

/** Adds a team with its name lock, within the tenant's limit of teams. */
export function addTeam(tenantId: string, team: Pick<TeamRecord, 'teamId' | 'name' | 'createdAt'>): Promise<TeamWrite> {
  return addNamed(TEAMS, tenantId, team.teamId, { ...team, memberCount: 0 });
}

/** Renames a team, moving its name lock (a change of case only keeps the lock). */
export function renameTeam(tenantId: string, before: TeamRecord, name: string): Promise<TeamWrite> {
  return renameNamed(TEAMS, tenantId, before.teamId, { before: before.name, after: name });
}

/**
 * Removes a team, its name lock and its place in the tenant's count. Its members still carry its
 * id until `leaveTeam` takes it off each: from here no member can be added to it (the count's
 * condition needs the team).
 */
export async function removeTeam(tenantId: string, team: TeamRecord): Promise<TeamWrite> {
  const removed = await removeNamed(TEAMS, tenantId, { id: team.teamId, name: team.name });
  return removed === 'saved' ? 'saved' : 'missing';
}

export type MembershipWrite = 'saved' | 'member_missing' | 'already' | 'not_in' | 'team_missing' | 'full';

/**
 * Puts a member of the tenant into a team with one more on the team's count, in one transaction:
 * refused when the member is gone (`member_missing`) or already in (`already`), when the team is
 * gone (`team_missing`) or at its limit of members (`full`).
 */
export async function joinTeam(tenantId: string, userId: string, teamId: string): Promise<MembershipWrite> {
  const failed = await transact([
    {
      Update: {
        TableName: table(),
        Key: keys.member(tenantId, userId),
        UpdateExpression: 'ADD teamIds :team',
        ConditionExpression: 'attribute_exists(pk) AND NOT contains(teamIds, :id)',
        ExpressionAttributeValues: { ':team': new Set([teamId]), ':id': teamId },
      },
    },
    {
      Update: {
        TableName: table(),
        Key: keys.team(tenantId, teamId),
        UpdateExpression: 'ADD memberCount :one',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(memberCount) OR memberCount < :max)',
        ExpressionAttributeValues: { ':one': 1, ':max': LIMITS.teamMembersMax },
      },
    },
  ]);
  if (failed.includes(0)) return 'already';
  if (failed.includes(1)) return (await getTeam(tenantId, teamId)) ? 'full' : 'team_missing';
  return 'saved';
}

/**
 * Takes a member out of a team with one fewer on its count; `not_in` when the member is gone or
 * no longer in it (someone took them out first), `team_missing` when the team is gone.
 */
export async function leaveTeam(tenantId: string, userId: string, teamId: string): Promise<MembershipWrite> {
  const failed = await transact([
    {
      Update: {
        TableName: table(),
        Key: keys.member(tenantId, userId),
        UpdateExpression: 'DELETE teamIds :team',
        ConditionExpression: 'attribute_exists(pk) AND contains(teamIds, :id)',
        ExpressionAttributeValues: { ':team': new Set([teamId]), ':id': teamId },
      },
    },
    teamCountItem(tenantId, teamId, -1),
  ]);
  if (failed.includes(0)) return 'not_in';
  if (failed.includes(1)) return 'team_missing';
  return 'saved';
}

/** Takes a removed team's id off a member (nothing when they no longer carry it). */
export async function forgetTeam(tenantId: string, userId: string, teamId: string): Promise<void> {
  await updateIf({
    TableName: table(),
    Key: keys.member(tenantId, userId),
    UpdateExpression: 'DELETE teamIds :team',
    ConditionExpression: 'attribute_exists(pk) AND contains(teamIds, :id)',
    ExpressionAttributeValues: { ':team': new Set([teamId]), ':id': teamId },
  });
}

/** The transaction item that counts one more (or fewer) member of a team, which must exist. */
function teamCountItem(tenantId: string, teamId: string, delta: 1 | -1): TransactItems[number] {
  return {
    Update: {
      TableName: table(),
      Key: keys.team(tenantId, teamId),
      UpdateExpression: 'ADD memberCount :delta',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}

/** One fewer member on a team's count, if the team still exists (a member leaving the tenant). */
export async function countOneMemberLess(tenantId: string, teamId: string): Promise<void> {
  await updateIf({
    TableName: table(),
    Key: keys.team(tenantId, teamId),
    UpdateExpression: 'ADD memberCount :minus',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':minus': -1 },
  });
}
