import type { AuditAction, AuditEntry } from '../../../shared/acts/audit.js';
import { entryKind } from '../../../shared/acts/audit-kinds.js';
import type { Paged } from '../../../shared/acts/admin.js';
import type { DownloadTicket } from '../../../shared/acts/results.js';
import { LIMITS } from '../../../shared/limits.js';
import type { Caller, RequestInfo } from '../../lib/act.js';
import { auditAct } from '../../lib/audit.js';
import { newId } from '../../lib/crypto/tokens.js';
import { csvDocument, csvText } from '../../lib/csv.js';
import { readAuditRange, type AuditRecord } from '../../lib/data/audit.js';
import { getUsers } from '../../lib/data/users.js';
import { assetKeys, assetUrl, putAsset } from '../../lib/s3-objects.js';
import { matchesKeyword } from './directory.js';

/**
 * Reading the audit log (docs/audit.md): a time range of the caller's tenant (the last 30 days
 * unless given), at most a fixed number of its newest entries, filtered by action and keyword,
 * as a page or as a CSV download.
 */
export interface AuditFilters {
  action?: AuditAction;
  keyword?: string;
  /** Stored values whose labels hold the keyword (shared/acts/audit.ts `auditListArgs`). */
  labelled?: readonly string[] | undefined;
  /** Epoch ms, inclusive. */
  from?: number;
  to?: number;
}

const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;

/** The range a search covers: `to` defaults to now, `from` to 30 days before `to`. */
export function auditWindow(filters: Pick<AuditFilters, 'from' | 'to'>, now: number): { from: number; to: number } {
  const to = filters.to ?? now;
  return { from: filters.from ?? to - DEFAULT_DAYS * DAY_MS, to };
}

/**
 * An entry as readers see it, of the kind it reads as (`entryKind`, so filters and the CSV see
 * the same kind); an actor's name not recorded with the entry comes from `names`.
 */
export function auditView(record: AuditRecord, names: ReadonlyMap<string, string>): AuditEntry {
  return {
    _id: record.entryId,
    at: record.at,
    action: entryKind(record.action, record.detail),
    actor_id: record.actorId,
    actor_name: record.actorName || names.get(record.actorId) || '',
    target: record.target,
    detail: record.detail,
    ip: record.ip,
  };
}

/**
 * Whether an entry passes the filters: the action exactly, and the keyword in actor name, target,
 * detail or ip (any case), or a target or detail that is one of the values labelled by it.
 */
export function matchesAudit(
  entry: AuditEntry,
  filters: Pick<AuditFilters, 'action' | 'keyword' | 'labelled'>,
): boolean {
  if (filters.action && entry.action !== filters.action) return false;
  if (filters.labelled?.includes(entry.detail) || filters.labelled?.includes(entry.target)) return true;
  return matchesKeyword(filters.keyword, entry.actor_name, entry.target, entry.detail, entry.ip);
}

export const AUDIT_CSV_HEADER = ['time', 'action', 'actor_id', 'actor_name', 'target', 'detail', 'ip'];

/** One CSV row: the time in ISO 8601 (UTC), then the entry's fields; typed text made formula-safe. */
export function auditCsvRow(entry: AuditEntry): string[] {
  return [
    new Date(entry.at).toISOString(),
    entry.action,
    entry.actor_id,
    entry.actor_name,
    entry.target,
    entry.detail,
    entry.ip,
  ].map(csvText);
}

/** Names of the actors whose entries were written without one (users are global: a former member still has a name). */
async function actorNames(records: AuditRecord[]): Promise<Map<string, string>> {
  const ids = [...new Set(records.filter((r) => !r.actorName && r.actorId).map((r) => r.actorId))];
  if (ids.length === 0) return new Map();
  return new Map((await getUsers(ids)).map((user) => [user.userId, user.name]));
}

/** The matching entries among the newest `max` of the range, newest first; `capped` when the range held more. */
async function search(
  tenantId: string,
  filters: AuditFilters,
  max: number,
  now: number,
): Promise<{ entries: AuditEntry[]; capped: boolean }> {
  const { entries: records, capped } = await readAuditRange(tenantId, { ...auditWindow(filters, now), max, now });
  const names = await actorNames(records);
  const entries = records.map((record) => auditView(record, names)).filter((entry) => matchesAudit(entry, filters));
  return { entries, capped };
}

export async function listAudit(
  caller: Caller,
  args: AuditFilters & { pageNum: number; pageSize: number },
  now: number,
): Promise<Paged<AuditEntry> & { capped: boolean }> {
  const { pageNum, pageSize } = args;
  const { entries, capped } = await search(caller.tenantId, args, LIMITS.audit.searchMax, now);
  const start = (pageNum - 1) * pageSize;
  return { pageNum, pageSize, total: entries.length, list: entries.slice(start, start + pageSize), capped };
}

/**
 * The matching entries (of at most `exportMax` read) as a CSV download, stored as a private
 * asset and answered as a signed link, as a worksheet's export is. The export is itself recorded.
 */
export async function exportAudit(
  caller: Caller,
  filters: AuditFilters,
  request: RequestInfo,
): Promise<DownloadTicket> {
  const { entries } = await search(caller.tenantId, filters, LIMITS.audit.exportMax, request.now);
  const text = csvDocument([AUDIT_CSV_HEADER, ...entries.map(auditCsvRow)]);
  const filename = `audit-log-${new Date(request.now).toISOString().slice(0, 10)}.csv`;
  const key = assetKeys.auditExport(caller.tenantId, caller.userId, newId());
  await putAsset(key, new TextEncoder().encode(text), 'text/csv; charset=utf-8', {
    cacheControl: 'private, no-store',
    downloadAs: filename,
  });
  await auditAct(caller, request, 'export', filename, 'audit');
  return { url: await assetUrl(key, 3600), filename, screens: 0 };
}
