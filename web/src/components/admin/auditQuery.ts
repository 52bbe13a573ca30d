import type { AuditAction } from '../../../../shared/acts/audit.js';
import type { Language } from '../../../../shared/errors/catalogue.js';
import type { AuditExportQuery, AuditListQuery } from '../../api/audit';

/**
 * The audit log's filters as the page holds them (dates as the native date inputs give them,
 * `YYYY-MM-DD` in the user's time zone) and the act arguments they mean.
 */
export interface AuditFilters {
  action: AuditAction | '';
  keyword: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { action: '', keyword: '', from: '', to: '' };

export function hasFilters(filters: AuditFilters): boolean {
  return filters.action !== '' || filters.keyword.trim() !== '' || filters.from !== '' || filters.to !== '';
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch ms of a local calendar day's first (or, with `end`, last) millisecond; undefined if not a date. */
export function localDay(value: string, end = false): number | undefined {
  const match = DAY.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const start = new Date(year, month, day);
  if (start.getFullYear() !== year || start.getMonth() !== month || start.getDate() !== day) return undefined;
  return end ? new Date(year, month, day + 1).getTime() - 1 : start.getTime();
}

/**
 * The export's arguments: whole local days from `from` to `to` inclusive (either way round); the
 * keyword with the stored values its labels name (`labelled`, see auditText.ts `labelledValues`).
 */
export function exportQuery(filters: AuditFilters, labelled: readonly string[] = []): AuditExportQuery {
  let [fromDay, toDay] = [filters.from, filters.to];
  if (fromDay && toDay && fromDay > toDay) [fromDay, toDay] = [toDay, fromDay];
  const from = localDay(fromDay);
  const to = localDay(toDay, true);
  const keyword = filters.keyword.trim();
  return {
    ...(filters.action ? { action: filters.action } : {}),
    ...(keyword ? { keyword } : {}),
    ...(keyword && labelled.length > 0 ? { labelled: [...labelled] } : {}),
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
  };
}

/** One page of the list for the filters. */
export function listQuery(
  filters: AuditFilters,
  pageNum: number,
  pageSize: number,
  labelled: readonly string[] = [],
): AuditListQuery {
  return { pageNum, pageSize, ...exportQuery(filters, labelled) };
}

/** An entry's time in the user's language and time zone, to the second. */
export function auditTime(at: number, language: Language): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(at);
}
