import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { StoredWidget } from '../../../shared/acts/editor.js';
import type { LayoutEntry, ScreenConfig, Widget } from '../../../shared/screen/document.js';
import { migrateWidget, stampAttrVersion } from '../../../shared/widgets/attr-migrations.js';
import { boundWorksheetId } from '../../../shared/widgets/worksheet-uses.js';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { batchWrite } from './batch.js';
import { putIf, updateIf } from './conditions.js';
import { transact } from './transactions.js';
import { readItem, readItemIf, storedDocument } from './items.js';
import { epochSeconds, keys } from './keys.js';

/**
 * Widget items of a screen, one item each, so that two people editing different widgets
 * never overwrite each other. Every write is conditional on the revision it was based on.
 */
const table = () => env.mainTable();

/**
 * A widget's item: its content as one JSON string (`body`), its layout as a map. A chart's static
 * dataset of 1,000 points kept as a DynamoDB map made reading a screen of 60 such charts ~10×
 * slower (every number an attribute to convert, in the store and in the SDK); nothing ever reads
 * or updates part of a widget's content in place, so the store need not see inside it.
 *
 * A widget bound to a worksheet also carries the sparse gsi1 keys of the worksheet's uses
 * (`keys.worksheetUses`), so that a worksheet a draft reads cannot be removed. Every write of a
 * widget's content puts the whole item through here (a layout-only move leaves the keys as they
 * are), so unbinding or deleting the widget drops its use with it.
 */
export function widgetItem(
  tenantId: string,
  screenId: string,
  { widget, layout }: { widget: Widget; layout: LayoutEntry },
  revision: number,
) {
  const worksheetId = boundWorksheetId(widget);
  return {
    widgetId: widget.id,
    body: JSON.stringify(stampAttrVersion(widget)),
    layout,
    revision,
    ...keys.widget(tenantId, screenId, widget.id),
    ...(worksheetId === undefined
      ? {}
      : {
          gsi1pk: keys.worksheetUses(tenantId, worksheetId),
          gsi1sk: keys.widgetUseSort(screenId, widget.id),
        }),
  };
}

/** A widget item as stored: items written before `body` kept the content as a map, `widget`. */
const widgetItemSchema = z
  .object({
    body: z.string().optional(),
    widget: storedDocument<Widget>().optional(),
    layout: storedDocument<LayoutEntry>(),
    revision: z.number(),
  })
  .describe('widget');
const widgetContent = storedDocument<Widget>().describe('widget content');

/**
 * A widget item as stored, its content read from `body` (or, on older items, `widget`) and its
 * attributes brought to its type's current version.
 */
export function readWidgetItem(item: Record<string, unknown>): StoredWidget {
  const { body, widget, layout, revision } = readItem(widgetItemSchema, item);
  const content = readItem(widgetContent, body === undefined ? widget : JSON.parse(body));
  return { widget: migrateWidget(content), layout, revision };
}

export async function getWidget(
  tenantId: string,
  screenId: string,
  widgetId: string,
): Promise<StoredWidget | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.widget(tenantId, screenId, widgetId), ConsistentRead: true }),
  );
  return out.Item ? readWidgetItem(out.Item) : undefined;
}

/** At most this many widgets, and about this many bytes of them, go in one transaction. */
const TRANSACTION_ITEMS = 100;
const TRANSACTION_BYTES = 3_000_000;

/** Items cut into runs that fit one transaction each. */
function transactionRuns<T>(items: readonly T[]): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = Buffer.byteLength(JSON.stringify(item));
    if (run.length > 0 && (run.length >= TRANSACTION_ITEMS || bytes + size > TRANSACTION_BYTES)) {
      runs.push(run);
      run = [];
      bytes = 0;
    }
    run.push(item);
    bytes += size;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * Adds widgets all together (up to a hundred, and a few megabytes, per transaction: more go in
 * as several); false when the screen already has one of those ids. With `token`, a retry of the
 * same act finds its earlier widgets and answers true (transactions.ts).
 */
export async function addWidgets(
  tenantId: string,
  screenId: string,
  entries: readonly { widget: Widget; layout: LayoutEntry }[],
  token?: string,
): Promise<boolean> {
  for (const run of transactionRuns(entries.map((entry) => widgetItem(tenantId, screenId, entry, 1)))) {
    const failed = await transact(
      run.map((Item) => ({ Put: { TableName: table(), Item, ConditionExpression: 'attribute_not_exists(pk)' } })),
      token ? { token } : {},
    );
    if (failed.length > 0) return false;
  }
  return true;
}

/** Replaces a widget (content and layout) if it is still at `revision`; answers the new revision. */
export async function replaceWidget(
  tenantId: string,
  screenId: string,
  stored: { widget: Widget; layout: LayoutEntry },
  revision: number,
): Promise<number | undefined> {
  const replaced = await putIf({
    TableName: table(),
    Item: widgetItem(tenantId, screenId, stored, revision + 1),
    ConditionExpression: 'revision = :rev',
    ExpressionAttributeValues: { ':rev': revision },
  });
  return replaced ? revision + 1 : undefined;
}

/** Moves or resizes a widget if it is still at `revision`; answers the new revision. */
export async function moveWidget(
  tenantId: string,
  screenId: string,
  layout: LayoutEntry,
  revision: number,
): Promise<number | undefined> {
  const updated = await updateIf({
    TableName: table(),
    Key: keys.widget(tenantId, screenId, layout.widgetId),
    UpdateExpression: 'SET #layout = :layout, revision = :next',
    ConditionExpression: 'revision = :rev',
    ExpressionAttributeNames: { '#layout': 'layout' },
    ExpressionAttributeValues: { ':layout': layout, ':rev': revision, ':next': revision + 1 },
  });
  return updated && revision + 1;
}

/** Removes a widget; answers it as it was (undefined when there was none). */
export async function removeWidget(
  tenantId: string,
  screenId: string,
  widgetId: string,
): Promise<StoredWidget | undefined> {
  const out = await dynamo().send(
    new DeleteCommand({ TableName: table(), Key: keys.widget(tenantId, screenId, widgetId), ReturnValues: 'ALL_OLD' }),
  );
  return out.Attributes ? readWidgetItem(out.Attributes) : undefined;
}

/** How long the headers of a deleted widget (or of a favourite being inserted) stay for an append to take. */
export const KEPT_HEADERS_TTL_SECONDS = 24 * 3600;

/** The URL and request headers of an HTTP source, kept server-side for a widget id of a screen. */
const keptHeadersItem = z
  .object({ url: z.string(), headers: z.record(z.string(), z.string()), expiresAt: z.number() })
  .describe('kept headers');
export type KeptHeaders = Omit<z.infer<typeof keptHeadersItem>, 'expiresAt'>;

/** Keeps a source's headers for `widgetId` of the screen (replacing what was kept), for a day. */
export async function keepHeaders(
  tenantId: string,
  screenId: string,
  widgetId: string,
  kept: KeptHeaders,
  now: number,
): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...keys.keptHeaders(tenantId, screenId, widgetId),
        url: kept.url,
        headers: kept.headers,
        expiresAt: epochSeconds(now) + KEPT_HEADERS_TTL_SECONDS,
      },
    }),
  );
}

/** What is kept for `widgetId` of the screen and not expired (DynamoDB deletes expired items late). */
export async function keptHeaders(
  tenantId: string,
  screenId: string,
  widgetId: string,
  now: number,
): Promise<KeptHeaders | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.keptHeaders(tenantId, screenId, widgetId), ConsistentRead: true }),
  );
  const item = readItemIf(keptHeadersItem, out.Item);
  return item && item.expiresAt > epochSeconds(now) ? { url: item.url, headers: item.headers } : undefined;
}

/** Replaces every widget of a screen at once (restoring history). Not atomic; callers snapshot first. */
export async function replaceAllWidgets(
  tenantId: string,
  screenId: string,
  current: string[],
  next: { widget: Widget; layout: LayoutEntry }[],
): Promise<void> {
  const keep = new Set(next.map((w) => w.widget.id));
  await batchWrite([
    ...current
      .filter((id) => !keep.has(id))
      .map((id) => ({ DeleteRequest: { Key: { ...keys.widget(tenantId, screenId, id) } } })),
    // A revision no editor can hold yet: every write based on the old state is refused.
    ...next.map((stored) => ({ PutRequest: { Item: widgetItem(tenantId, screenId, stored, Date.now()) } })),
  ]);
}

/** Changes the canvas config if it is still at `revision`; answers the new revision. */
export async function changeConfig(
  tenantId: string,
  screenId: string,
  config: ScreenConfig,
  revision: number,
  now: number,
): Promise<number | undefined> {
  const updated = await updateIf({
    TableName: table(),
    Key: keys.screenMeta(tenantId, screenId),
    UpdateExpression: 'SET config = :config, configRevision = :next, updatedAt = :now',
    ConditionExpression:
      'attribute_exists(pk) AND (configRevision = :rev OR (attribute_not_exists(configRevision) AND :rev = :zero))',
    ExpressionAttributeValues: { ':config': config, ':rev': revision, ':next': revision + 1, ':now': now, ':zero': 0 },
  });
  return updated && revision + 1;
}

/** Marks the screen as changed now (the list shows it), without touching its revisions. */
export async function touchScreen(tenantId: string, screenId: string, now: number): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: keys.screenMeta(tenantId, screenId),
      UpdateExpression: 'SET updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': now },
    }),
  );
}
