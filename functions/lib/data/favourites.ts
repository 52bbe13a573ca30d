import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { FAVOURITE_STATES, type Favourite, type FavouriteState } from '../../../shared/acts/favourite.js';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { queryAll } from './batch.js';
import { migrateWidget, stampAttrVersion } from '../../../shared/widgets/attr-migrations.js';
import { readItemIf, storedDocument } from './items.js';
import { keys } from './keys.js';
import { transact } from './transactions.js';

/** A saved selection of widgets (a favourite), in its owner's list or the tenant's public one. */
const favouriteItem = z
  .object({
    favouriteId: z.string(),
    tenantId: z.string(),
    ownerId: z.string(),
    ownerName: z.string(),
    name: z.string(),
    state: z.enum(FAVOURITE_STATES),
    /** Read with each widget's attributes at its type's current version; written stamped with it. */
    widgets: storedDocument<Favourite['widgets']>().transform((saved) =>
      saved.map((entry) => ({ ...entry, widget: migrateWidget(entry.widget) })),
    ),
    sort: z.number(),
    createdAt: z.number(),
  })
  .describe('favourite');
export type FavouriteRecord = z.infer<typeof favouriteItem>;

const table = () => env.mainTable();
const partition = (tenantId: string, state: FavouriteState, ownerId: string) =>
  keys.favourites(tenantId, state === 'public' ? 'public' : { userId: ownerId });
const itemKey = (f: Pick<FavouriteRecord, 'tenantId' | 'state' | 'ownerId' | 'favouriteId'>) => ({
  pk: partition(f.tenantId, f.state, f.ownerId),
  sk: `F#${f.favouriteId}`,
});
const nameKey = (f: Pick<FavouriteRecord, 'tenantId' | 'state' | 'ownerId'>, name: string) => ({
  pk: partition(f.tenantId, f.state, f.ownerId),
  sk: `NAME#${name.trim().toLowerCase()}`,
});

export function listFavourites(tenantId: string, state: FavouriteState, ownerId: string): Promise<FavouriteRecord[]> {
  return queryAll(favouriteItem, {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :f)',
    ExpressionAttributeValues: { ':pk': partition(tenantId, state, ownerId), ':f': 'F#' },
  });
}

/** A favourite of the caller's personal list or of the tenant's public list. */
export async function findFavourite(
  tenantId: string,
  ownerId: string,
  favouriteId: string,
): Promise<FavouriteRecord | undefined> {
  for (const state of ['personal', 'public'] as const) {
    const out = await dynamo().send(
      new GetCommand({
        TableName: table(),
        Key: itemKey({ tenantId, state, ownerId, favouriteId }),
        ConsistentRead: true,
      }),
    );
    const found = readItemIf(favouriteItem, out.Item);
    if (found) return found;
  }
  return undefined;
}

/** Public favourites are found by id alone within the tenant; personal ones only by their owner. */
export async function findPublicFavourite(tenantId: string, favouriteId: string): Promise<FavouriteRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: { pk: keys.favourites(tenantId, 'public'), sk: `F#${favouriteId}` },
      ConsistentRead: true,
    }),
  );
  return readItemIf(favouriteItem, out.Item);
}

/** Saves a favourite under a name free in its list; false when the name is taken. */
export async function putFavourite(record: FavouriteRecord): Promise<boolean> {
  const failed = await transact([
    {
      Put: {
        TableName: table(),
        Item: { ...nameKey(record, record.name), favouriteId: record.favouriteId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: table(),
        Item: {
          ...record,
          widgets: record.widgets.map((entry) => ({ ...entry, widget: stampAttrVersion(entry.widget) })),
          ...itemKey(record),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  return failed.length === 0;
}

export async function deleteFavourite(record: FavouriteRecord): Promise<void> {
  await transact([
    { Delete: { TableName: table(), Key: nameKey(record, record.name) } },
    { Delete: { TableName: table(), Key: itemKey(record) } },
  ]);
}

/** Renames a favourite in its list; false when the name is taken there. */
export async function renameFavourite(record: FavouriteRecord, name: string): Promise<boolean> {
  const sameLock = record.name.trim().toLowerCase() === name.trim().toLowerCase();
  const failed = await transact([
    ...(sameLock
      ? []
      : [
          { Delete: { TableName: table(), Key: nameKey(record, record.name) } },
          {
            Put: {
              TableName: table(),
              Item: { ...nameKey(record, name), favouriteId: record.favouriteId },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ]),
    {
      Update: {
        TableName: table(),
        Key: itemKey(record),
        UpdateExpression: 'SET #n = :n',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#n': 'name' },
        ExpressionAttributeValues: { ':n': name },
      },
    },
  ]);
  return failed.length === 0;
}

/** Moves a favourite between the personal and public lists; false when its name is taken there. */
export async function moveFavourite(record: FavouriteRecord, next: FavouriteRecord): Promise<boolean> {
  const failed = await transact([
    { Delete: { TableName: table(), Key: nameKey(record, record.name) } },
    { Delete: { TableName: table(), Key: itemKey(record) } },
    {
      Put: {
        TableName: table(),
        Item: { ...nameKey(next, next.name), favouriteId: next.favouriteId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: { TableName: table(), Item: { ...next, ...itemKey(next) }, ConditionExpression: 'attribute_not_exists(pk)' },
    },
  ]);
  return failed.length === 0;
}

export async function setFavouriteSort(record: FavouriteRecord, sort: number): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: itemKey(record),
      UpdateExpression: 'SET sort = :s',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':s': sort },
    }),
  );
}
