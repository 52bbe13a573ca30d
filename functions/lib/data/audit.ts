import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { AUDIT_ACTIONS } from '../../../shared/acts/audit.js';
import { LIMITS } from '../../../shared/limits.js';
import { dynamo } from '../clients.js';
import { newId } from '../crypto/tokens.js';
import { env } from '../env.js';
import { log } from '../log.js';
import { updateIf } from './conditions.js';
import { readItem } from './items.js';
import { epochSeconds, keys } from './keys.js';

/**
 * The audit log of a tenant (docs/audit.md): one partition `T#<tenant>#AUDIT`, an item per
 * entry sorted by time, each with `expiresAt` (epoch seconds, the table's TTL attribute) set to
 * its time plus the tenant's retention when it is written. TTL deletion is lazy, so reads skip
 * expired entries themselves. The retention lives on the tenant item (`auditRetentionDays`) and
 * is read on every write: entries are written by acts that change things, never by reads, so
 * one small Get costs little, and a cache would let a container keep writing entries with the
 * retention it had before a change.
 */
const auditItem = z
  .object({
    entryId: z.string(),
    at: z.number(),
    action: z.enum(AUDIT_ACTIONS),
    actorId: z.string(),
    actorName: z.string(),
    target: z.string(),
    detail: z.string(),
    ip: z.string(),
    expiresAt: z.number(),
  })
  .describe('audit entry');
export type AuditRecord = z.infer<typeof auditItem>;

/** What an act records; `actorName` may be '' (the reader resolves it from `actorId`). */
export type AuditInput = Omit<AuditRecord, 'entryId' | 'expiresAt'>;

const retentionItem = z.object({ auditRetentionDays: z.number().int().optional() }).describe('audit retention');

const table = () => env.mainTable();
const DAY_SECONDS = 86_400;

/** The tenant's retention in days (the default until an administrator saves one). */
export async function getAuditRetention(tenantId: string): Promise<number> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: keys.tenant(tenantId),
      ProjectionExpression: 'auditRetentionDays',
    }),
  );
  const days = out.Item ? readItem(retentionItem, out.Item).auditRetentionDays : undefined;
  return days ?? LIMITS.audit.retentionDaysDefault;
}

/** Saves the tenant's retention; false when the tenant is gone. Applies to entries written from now on. */
export async function saveAuditRetention(tenantId: string, days: number): Promise<boolean> {
  const updated = await updateIf({
    TableName: table(),
    Key: keys.tenant(tenantId),
    UpdateExpression: 'SET auditRetentionDays = :days',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':days': days },
  });
  return updated !== undefined;
}

/** The TTL of an entry written at `at` (epoch ms) under a retention of `days`. */
export function auditExpiry(at: number, days: number): number {
  return epochSeconds(at) + days * DAY_SECONDS;
}

/**
 * Records one entry. Never throws: the act it describes has happened (or been refused) and must
 * answer as it would without the log; a failure is logged and the act carries on.
 */
export async function recordAudit(tenantId: string, input: AuditInput): Promise<void> {
  try {
    const entryId = newId();
    const days = await getAuditRetention(tenantId);
    const record: AuditRecord = { ...input, entryId, expiresAt: auditExpiry(input.at, days) };
    await dynamo().send(
      new PutCommand({ TableName: table(), Item: { ...keys.audit(tenantId, input.at, entryId), ...record } }),
    );
  } catch (error) {
    log('error', 'audit entry not recorded', {
      tenantId,
      action: input.action,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

export interface AuditRange {
  /** Epoch ms, both inclusive. */
  from: number;
  to: number;
  /** Entries read at most. */
  max: number;
  /** Entries whose TTL has passed (not yet deleted by DynamoDB) are skipped. */
  now: number;
}

/**
 * The entries of a time range, newest first: at most `max` of them; `capped` when the range
 * held more. One key-condition Query on the tenant's partition, paged until `max + 1` are read.
 */
export async function readAuditRange(
  tenantId: string,
  range: AuditRange,
): Promise<{ entries: AuditRecord[]; capped: boolean }> {
  const entries: AuditRecord[] = [];
  if (range.to < range.from) return { entries, capped: false };
  const nowSeconds = epochSeconds(range.now);
  let start: Record<string, unknown> | undefined;
  let read = 0;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': keys.auditLog(tenantId),
          ':from': keys.auditTime(range.from),
          // Every entry of `to` sorts below the next millisecond's prefix.
          ':to': keys.auditTime(range.to + 1),
        },
        ScanIndexForward: false,
        Limit: range.max + 1 - read,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      read++;
      if (read > range.max) return { entries, capped: true };
      const entry = readItem(auditItem, item);
      if (entry.expiresAt > nowSeconds) entries.push(entry);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return { entries, capped: false };
}
