import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/acts/audit.js';
import { csvDocument } from '../../lib/csv.js';
import type { AuditRecord } from '../../lib/data/audit.js';
import { AUDIT_CSV_HEADER, auditCsvRow, auditView, auditWindow, matchesAudit } from './audit-log.js';

const DAY = 86_400_000;

const entry = (fields: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: 'e1',
  at: Date.UTC(2026, 10, 27, 1, 2, 3),
  action: 'share_add',
  actor_id: 'u1',
  actor_name: '张三 Zhang',
  target: 'Sales Wall',
  detail: 'screen_password',
  ip: '203.0.113.7',
  ...fields,
});

describe('auditWindow', () => {
  it('covers the last 30 days by default', () => {
    expect(auditWindow({}, 100 * DAY)).toEqual({ from: 70 * DAY, to: 100 * DAY });
  });
  it('keeps a given range and counts 30 days back from a given end', () => {
    expect(auditWindow({ from: 5, to: 9 }, 100 * DAY)).toEqual({ from: 5, to: 9 });
    expect(auditWindow({ to: 50 * DAY }, 100 * DAY)).toEqual({ from: 20 * DAY, to: 50 * DAY });
    expect(auditWindow({ from: 99 * DAY }, 100 * DAY)).toEqual({ from: 99 * DAY, to: 100 * DAY });
  });
});

describe('matchesAudit', () => {
  it('filters by action exactly', () => {
    expect(matchesAudit(entry(), { action: 'share_add' })).toBe(true);
    expect(matchesAudit(entry(), { action: 'share_remove' })).toBe(false);
  });
  it('finds the keyword in the actor name, target, detail or ip, in any case', () => {
    for (const keyword of ['zhang', '张三', 'sales wall', 'PASSWORD', '113.7'])
      expect(matchesAudit(entry(), { keyword })).toBe(true);
    expect(matchesAudit(entry(), { keyword: 'u1' })).toBe(false);
    expect(matchesAudit(entry(), { keyword: '  ' })).toBe(true);
    expect(matchesAudit(entry(), { action: 'share_add', keyword: 'nobody' })).toBe(false);
  });
  it('finds an entry by the label of its detail or target: the values the reader sees it as', () => {
    const added = entry({ action: 'worksheet_change', target: 'Daily sales', detail: 'v1/worksheet/add' });
    expect(matchesAudit(added, { keyword: 'Added a worksheet', labelled: ['v1/worksheet/add'] })).toBe(true);
    expect(matchesAudit(added, { keyword: 'Removed a worksheet', labelled: ['v1/worksheet/remove'] })).toBe(false);
    const denied = entry({ action: 'permission_denied', target: 'share_link', detail: '' });
    expect(matchesAudit(denied, { keyword: 'Share by link', labelled: ['share_link'] })).toBe(true);
    expect(matchesAudit(added, { action: 'share_add', labelled: ['v1/worksheet/add'] })).toBe(false);
  });
});

describe('auditView', () => {
  const record: AuditRecord = {
    entryId: 'e9',
    at: 1,
    action: 'export',
    actorId: 'u2',
    actorName: '',
    target: 'a.zip',
    detail: 'screen',
    ip: '::1',
    expiresAt: 99,
  };
  it('takes a name not recorded with the entry from the actors’ names', () => {
    expect(auditView(record, new Map([['u2', 'Li']]))).toEqual({
      _id: 'e9',
      at: 1,
      action: 'export',
      actor_id: 'u2',
      actor_name: 'Li',
      target: 'a.zip',
      detail: 'screen',
      ip: '::1',
    });
    expect(auditView({ ...record, actorName: 'Then' }, new Map([['u2', 'Now']])).actor_name).toBe('Then');
    expect(auditView(record, new Map()).actor_name).toBe('');
  });
  it('reads older entries of worksheets, data APIs and member shares as their own kinds', () => {
    const kindOf = (action: AuditRecord['action'], detail: string) =>
      auditView({ ...record, action, detail }, new Map()).action;
    expect(kindOf('datasource_change', 'v1/worksheet/add')).toBe('worksheet_change');
    expect(kindOf('datasource_change', 'v1/api/publish')).toBe('data_api_change');
    expect(kindOf('datasource_change', 'v1/datasource/remove')).toBe('datasource_change');
    expect(kindOf('share_add', 'account')).toBe('account_share_add');
    expect(kindOf('share_remove', 'team')).toBe('team_share_remove');
    expect(kindOf('share_add', 'screen_password')).toBe('share_add');
    expect(kindOf('export', 'account')).toBe('export');
  });
});

describe('audit CSV', () => {
  it('writes the time in ISO and every field, formula-safe', () => {
    expect(auditCsvRow(entry({ target: '=HYPERLINK("x")' }))).toEqual([
      '2026-11-27T01:02:03.000Z',
      'share_add',
      'u1',
      '张三 Zhang',
      `'=HYPERLINK("x")`,
      'screen_password',
      '203.0.113.7',
    ]);
  });
  it('is a BOM, the header and CRLF rows', () => {
    const text = csvDocument([AUDIT_CSV_HEADER, auditCsvRow(entry({ target: 'a,b' }))]);
    expect(text.startsWith('\ufefftime,action,actor_id,actor_name,target,detail,ip\r\n')).toBe(true);
    expect(text).toContain(',"a,b",');
    expect(text.endsWith('\r\n')).toBe(true);
  });
});
