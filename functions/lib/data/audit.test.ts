import { describe, expect, it, vi } from 'vitest';
import { log } from '../log.js';
import { auditExpiry, recordAudit } from './audit.js';

vi.mock('../clients.js', () => ({ dynamo: () => ({ send: () => Promise.reject(new Error('table unreachable')) }) }));
vi.mock('../log.js', () => ({ log: vi.fn() }));

describe('recordAudit', () => {
  it('never throws into the act: a failed write is logged and the act carries on', async () => {
    const input = {
      action: 'sign_in' as const,
      actorId: 'u1',
      actorName: 'A',
      target: 'a@example.com',
      detail: 'password',
      ip: '203.0.113.1',
      at: 1,
    };
    await expect(recordAudit('t1', input)).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith(
      'error',
      'audit entry not recorded',
      expect.objectContaining({ tenantId: 't1', action: 'sign_in', error: 'table unreachable' }),
    );
  });
});

describe('auditExpiry', () => {
  it('is the entry’s time in epoch seconds plus the retention in days', () => {
    expect(auditExpiry(1_700_000_000_999, 30)).toBe(1_700_000_000 + 30 * 86_400);
  });
});
