import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { SECURITY_LEVELS, type SharePermission } from '../../../shared/acts/screen.js';
import {
  SCHEMA_VERSION,
  type ScreenConfig,
  type ScreenDocument,
  type Widget,
} from '../../../shared/screen/document.js';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { batchGet, batchWrite, queryAll } from './batch.js';
import { putIf, updateIf } from './conditions.js';
import { keyItem, readItem, readItemIf, storedDocument } from './items.js';
import { keys } from './keys.js';
import { transact } from './transactions.js';
import { readWidgetItem, widgetItem } from './widgets.js';

/** A screen's META item: who owns it, where it lives, its canvas config. Widgets are items of their own. */
const screenItem = z
  .object({
    screenId: z.string(),
    tenantId: z.string(),
    ownerId: z.string(),
    ownerName: z.string(),
    groupId: z.string(),
    name: z.string(),
    remark: z.string(),
    thumbKey: z.string().optional(),
    mobile: z.boolean(),
    published: z.boolean(),
    /** The version shown as the latest (shares, walls); kept with each version's `latest` flag by one transaction. */
    latestVersionId: z.string().optional(),
    /** The number of the last version published (never reused). */
    versionSeq: z.number().optional(),
    securityLevel: z.enum(SECURITY_LEVELS),
    sort: z.number(),
    /** Users the screen is shared with to edit, and (absent on older items) to read. */
    editUsers: z.array(z.string()),
    readUsers: z.array(z.string()).optional(),
    /** Teams the screen is shared with to edit and to read (docs/permissions.md#teams); absent: none. */
    editTeams: z.array(z.string()).optional(),
    readTeams: z.array(z.string()).optional(),
    /** Shared read-only with every user of the tenant. */
    systemShare: z.boolean().optional(),
    /** Seconds its group's carousel shows it; absent, the group's interval. */
    carouselInterval: z.number().optional(),
    editing: z.object({ userId: z.string(), name: z.string(), until: z.number() }).optional(),
    config: storedDocument<ScreenConfig>(),
    /** Revision of `config`, for the editor's conditional writes. */
    configRevision: z.number().optional(),
    revision: z.number(),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .describe('screen');
export type ScreenRecord = z.infer<typeof screenItem>;

/**
 * The order of a group's screens, one for everything that lists or plays them (the screen list,
 * the pad, the group preview, a group share): by `sort` (`v1/screen/sort` numbers them from 1;
 * a new screen has 0, so it comes first), then newest first.
 */
export const inGroupOrder = (a: ScreenRecord, b: ScreenRecord): number => a.sort - b.sort || b.createdAt - a.createdAt;

/** The item that lists a screen for a user it is shared with by account. */
const sharedWithItem = z.object({ screenId: z.string() }).describe('shared-with link');
/** An item of the tenant's system-wide shares: a screen, or a group of an owner. */
const systemShareItem = z
  .object({
    screenId: z.string().optional(),
    ownerId: z.string().optional(),
    groupId: z.string().optional(),
  })
  .describe('system share link');

const table = () => env.mainTable();

function metaItem(screen: ScreenRecord) {
  return {
    ...screen,
    ...keys.screenMeta(screen.tenantId, screen.screenId),
    gsi1pk: keys.ownedScreens(screen.tenantId, screen.ownerId),
    gsi1sk: keys.ownedScreenSort(screen.groupId, screen.screenId),
  };
}

function widgetItems(tenantId: string, screenId: string, document: ScreenDocument) {
  return document.layout.map((layout) =>
    widgetItem(tenantId, screenId, { widget: document.widgets[layout.widgetId] as Widget, layout }, 1),
  );
}

export async function getScreen(tenantId: string, screenId: string): Promise<ScreenRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.screenMeta(tenantId, screenId), ConsistentRead: true }),
  );
  return readItemIf(screenItem, out.Item);
}

/** The screen and its whole document, assembled from the META item and the widget items. */
export async function getScreenDocument(
  tenantId: string,
  screenId: string,
): Promise<{ screen: ScreenRecord; document: ScreenDocument; revisions: Record<string, number> } | undefined> {
  const items = await queryAll(z.looseObject({ sk: z.string() }), {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.screen(tenantId, screenId) },
    ConsistentRead: true,
  });
  const meta = items.find((item) => item.sk === 'META');
  if (!meta) return undefined;
  const screen = readItem(screenItem, meta);
  const widgets = items.filter((item) => item.sk.startsWith('W#')).map(readWidgetItem);
  widgets.sort((a, b) => a.layout.z - b.layout.z || a.widget.id.localeCompare(b.widget.id));
  return {
    screen,
    document: {
      schemaVersion: SCHEMA_VERSION,
      config: screen.config,
      widgets: Object.fromEntries(widgets.map((w) => [w.widget.id, w.widget])),
      layout: widgets.map((w) => w.layout),
    },
    revisions: Object.fromEntries(widgets.map((w) => [w.widget.id, w.revision])),
  };
}

/**
 * Writes a new screen: its widgets first, its META item last, so that a screen is listed
 * only once it is whole. Answers the screen as stored: when a screen of this id exists already
 * (the id was derived from an idempotency key, and this is a retry), that one, untouched.
 */
export async function createScreen(screen: ScreenRecord, document: ScreenDocument): Promise<ScreenRecord> {
  const existing = await getScreen(screen.tenantId, screen.screenId);
  if (existing) return existing;
  await batchWrite(widgetItems(screen.tenantId, screen.screenId, document).map((Item) => ({ PutRequest: { Item } })));
  if (await putIf({ TableName: table(), Item: metaItem(screen), ConditionExpression: 'attribute_not_exists(pk)' }))
    return screen;
  const raced = await getScreen(screen.tenantId, screen.screenId);
  if (!raced) throw new Error(`screen ${screen.screenId} was refused and is not there`);
  return raced;
}

type MetaFields = Partial<
  Pick<ScreenRecord, 'name' | 'remark' | 'thumbKey' | 'securityLevel' | 'sort' | 'groupId' | 'published'>
>;

/** Changes META fields of a screen (never its owner, tenant or widgets). False if it is gone. */
export async function updateScreen(screen: ScreenRecord, fields: MetaFields, now: number): Promise<boolean> {
  const changes: Record<string, unknown> = { ...fields, updatedAt: now };
  if (fields.groupId !== undefined) changes.gsi1sk = keys.ownedScreenSort(fields.groupId, screen.screenId);
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  const updated = await updateIf({
    TableName: table(),
    Key: keys.screenMeta(screen.tenantId, screen.screenId),
    UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}, revision = revision + :one`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
    ExpressionAttributeValues: { ...Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])), ':one': 1 },
  });
  return updated !== undefined;
}

/** Gives a screen its own carousel interval, or (`null`) the group's back. False if it is gone. */
export async function setScreenInterval(screen: ScreenRecord, seconds: number | null, now: number): Promise<boolean> {
  const updated = await updateIf({
    TableName: table(),
    Key: keys.screenMeta(screen.tenantId, screen.screenId),
    UpdateExpression: `${seconds === null ? 'REMOVE carouselInterval ' : 'SET carouselInterval = :i, '}${seconds === null ? 'SET ' : ''}updatedAt = :now, revision = revision + :one`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ...(seconds === null ? {} : { ':i': seconds }), ':now': now, ':one': 1 },
  });
  return updated !== undefined;
}

/** The screens a user owns, in one group or in all of them. */
export function listOwnedScreens(tenantId: string, ownerId: string, groupId?: string): Promise<ScreenRecord[]> {
  return queryAll(screenItem, {
    TableName: table(),
    IndexName: 'gsi1',
    KeyConditionExpression: groupId ? 'gsi1pk = :pk AND begins_with(gsi1sk, :g)' : 'gsi1pk = :pk',
    ExpressionAttributeValues: {
      ':pk': keys.ownedScreens(tenantId, ownerId),
      ...(groupId ? { ':g': `G#${groupId}#S#` } : {}),
    },
  });
}

/** The screens others shared with a user by account, to read or to edit. */
export async function listSharedScreens(tenantId: string, userId: string): Promise<ScreenRecord[]> {
  const links = await queryAll(sharedWithItem, {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.sharedWith(tenantId, userId, '').pk },
  });
  return batchGet(
    screenItem,
    links.map((link) => keys.screenMeta(tenantId, link.screenId)),
  );
}

/** The screens shared with a team, to read or to edit. */
export async function listTeamSharedScreens(tenantId: string, teamId: string): Promise<ScreenRecord[]> {
  const links = await queryAll(sharedWithItem, {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.teamSharedWith(tenantId, teamId, '').pk },
  });
  return batchGet(
    screenItem,
    links.map((link) => keys.screenMeta(tenantId, link.screenId)),
  );
}

/** Every user a screen is shared with by account. */
export const shareUsersOf = (screen: ScreenRecord): string[] => [...screen.editUsers, ...(screen.readUsers ?? [])];

/** Every team a screen is shared with. */
export const shareTeamsOf = (screen: ScreenRecord): string[] => [
  ...(screen.editTeams ?? []),
  ...(screen.readTeams ?? []),
];

/** Deletes a screen: its META item first (so it disappears at once), then widgets and shares. */
export async function deleteScreen(screen: ScreenRecord): Promise<void> {
  const links = [
    ...shareUsersOf(screen).map((userId) => keys.sharedWith(screen.tenantId, userId, screen.screenId)),
    ...shareTeamsOf(screen).map((teamId) => keys.teamSharedWith(screen.tenantId, teamId, screen.screenId)),
    ...(screen.systemShare ? [keys.systemSharedScreen(screen.tenantId, screen.screenId)] : []),
  ];
  await transact([
    { Delete: { TableName: table(), Key: keys.screenMeta(screen.tenantId, screen.screenId) } },
    ...links.slice(0, 90).map((Key) => ({ Delete: { TableName: table(), Key } })),
  ]);
  const rest = await queryAll(keyItem, {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.screen(screen.tenantId, screen.screenId) },
    ProjectionExpression: 'pk, sk',
  });
  await batchWrite(
    [...links.slice(90), ...rest].map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })),
  );
}

/**
 * Shares a screen with a user to read or edit, or (`null`) stops sharing it, with the link
 * that lists it for them. Conditional on the revision the caller read: false when someone
 * changed the screen meanwhile (read it again and retry).
 */
export async function setShare(
  screen: ScreenRecord,
  userId: string,
  permission: SharePermission | null,
  now: number,
): Promise<boolean> {
  const without = (ids: string[] | undefined) => (ids ?? []).filter((id) => id !== userId);
  const editUsers = permission === 'edit' ? [...without(screen.editUsers), userId] : without(screen.editUsers);
  const readUsers = permission === 'read' ? [...without(screen.readUsers), userId] : without(screen.readUsers);
  const link = keys.sharedWith(screen.tenantId, userId, screen.screenId);
  const failed = await transact([
    {
      Update: {
        TableName: table(),
        Key: keys.screenMeta(screen.tenantId, screen.screenId),
        UpdateExpression: 'SET editUsers = :e, readUsers = :r, updatedAt = :now, revision = revision + :one',
        ConditionExpression: 'revision = :rev',
        ExpressionAttributeValues: {
          ':e': editUsers,
          ':r': readUsers,
          ':now': now,
          ':one': 1,
          ':rev': screen.revision,
        },
      },
    },
    permission
      ? { Put: { TableName: table(), Item: { ...link, screenId: screen.screenId, userId, permission, sharedAt: now } } }
      : { Delete: { TableName: table(), Key: link } },
  ]);
  return failed.length === 0;
}

/**
 * Shares a screen with a team to read or edit, or (`null`) stops, with the link that lists it for
 * the team's members; conditional on the revision read, as `setShare`.
 */
export async function setTeamShare(
  screen: ScreenRecord,
  teamId: string,
  permission: SharePermission | null,
  now: number,
): Promise<boolean> {
  const without = (ids: string[] | undefined) => (ids ?? []).filter((id) => id !== teamId);
  const editTeams = permission === 'edit' ? [...without(screen.editTeams), teamId] : without(screen.editTeams);
  const readTeams = permission === 'read' ? [...without(screen.readTeams), teamId] : without(screen.readTeams);
  const link = keys.teamSharedWith(screen.tenantId, teamId, screen.screenId);
  const failed = await transact([
    {
      Update: {
        TableName: table(),
        Key: keys.screenMeta(screen.tenantId, screen.screenId),
        UpdateExpression: 'SET editTeams = :e, readTeams = :r, updatedAt = :now, revision = revision + :one',
        ConditionExpression: 'revision = :rev',
        ExpressionAttributeValues: {
          ':e': editTeams,
          ':r': readTeams,
          ':now': now,
          ':one': 1,
          ':rev': screen.revision,
        },
      },
    },
    permission
      ? { Put: { TableName: table(), Item: { ...link, screenId: screen.screenId, teamId, permission, sharedAt: now } } }
      : { Delete: { TableName: table(), Key: link } },
  ]);
  return failed.length === 0;
}

/** Shares a screen read-only with the whole tenant, or stops; the tenant's share list follows. */
export async function setScreenSystemShare(screen: ScreenRecord, share: boolean, now: number): Promise<void> {
  const link = keys.systemSharedScreen(screen.tenantId, screen.screenId);
  await transact([
    {
      Update: {
        TableName: table(),
        Key: keys.screenMeta(screen.tenantId, screen.screenId),
        UpdateExpression: 'SET systemShare = :s, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':s': share, ':now': now },
      },
    },
    share
      ? { Put: { TableName: table(), Item: { ...link, screenId: screen.screenId, sharedAt: now } } }
      : { Delete: { TableName: table(), Key: link } },
  ]);
}

/**
 * The screens shared with the whole tenant: those shared one by one and those in a shared
 * group. One Query on the tenant's share partition, then the screens by key or by group.
 */
export async function listSystemSharedScreens(tenantId: string): Promise<ScreenRecord[]> {
  const links = await queryAll(systemShareItem, {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.systemShares(tenantId) },
  });
  const screens = await batchGet(
    screenItem,
    links.flatMap((link) => (link.screenId ? [keys.screenMeta(tenantId, link.screenId)] : [])),
  );
  const groups = links.filter((link) => link.ownerId && link.groupId);
  const inGroups = await Promise.all(
    groups.map((link) => listOwnedScreens(tenantId, String(link.ownerId), link.groupId)),
  );
  return [...screens, ...inGroups.flat()];
}

/** Who is editing the screen now (shown on its card), or nobody. */
export async function setEditing(
  tenantId: string,
  screenId: string,
  editing: ScreenRecord['editing'] | undefined,
): Promise<void> {
  await updateIf({
    TableName: table(),
    Key: keys.screenMeta(tenantId, screenId),
    UpdateExpression: editing ? 'SET editing = :e' : 'REMOVE editing',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: editing ? { ':e': editing } : undefined,
  });
}
