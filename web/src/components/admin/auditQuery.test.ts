import { describe, expect, it } from 'vitest';
import { auditListArgs } from '../../../../shared/acts/audit.js';
import { exportQuery, hasFilters, listQuery, localDay, NO_FILTERS } from './auditQuery';

describe('audit filters to act arguments', () => {
  it('reads a date input as the local day, start or end', () => {
    expect(localDay('2026-11-27')).toBe(new Date(2026, 10, 27).getTime());
    expect(localDay('2026-11-27', true)).toBe(new Date(2026, 10, 28).getTime() - 1);
    expect(localDay('')).toBeUndefined();
    expect(localDay('2026-02-30')).toBeUndefined();
    expect(localDay('27/11/2026')).toBeUndefined();
  });

  it('sends only the filters that are set, the keyword trimmed', () => {
    expect(exportQuery(NO_FILTERS)).toEqual({});
    expect(exportQuery({ action: 'role_change', keyword: '  Mia ', from: '', to: '' })).toEqual({
      action: 'role_change',
      keyword: 'Mia',
    });
    expect(exportQuery({ ...NO_FILTERS, keyword: '   ' })).toEqual({});
  });

  it('covers whole days from `from` to `to`, either way round', () => {
    const range = { from: new Date(2026, 10, 1).getTime(), to: new Date(2026, 10, 28).getTime() - 1 };
    expect(exportQuery({ ...NO_FILTERS, from: '2026-11-01', to: '2026-11-27' })).toEqual(range);
    expect(exportQuery({ ...NO_FILTERS, from: '2026-11-27', to: '2026-11-01' })).toEqual(range);
    expect(exportQuery({ ...NO_FILTERS, to: '2026-11-27' })).toEqual({ to: range.to });
  });

  it('pages the list, and the shared schema accepts what it builds', () => {
    const query = listQuery({ action: 'permission_denied', keyword: 'share', from: '2026-11-01', to: '' }, 3, 50);
    expect(query).toMatchObject({ pageNum: 3, pageSize: 50, action: 'permission_denied', keyword: 'share' });
    expect(auditListArgs.safeParse(query).success).toBe(true);
  });

  it('knows when any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, keyword: ' ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, to: '2026-11-27' })).toBe(true);
  });
});
