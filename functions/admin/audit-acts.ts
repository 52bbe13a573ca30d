import type { AuditSettings } from '../../shared/acts/audit.js';
import { exportAudit, listAudit } from '../core/members/index.js';
import type { ActTable } from '../lib/act.js';
import { auditAct } from '../lib/audit.js';
import { getAuditRetention, saveAuditRetention } from '../lib/data/audit.js';
import { fail } from '../lib/errors.js';

/**
 * `v2/admin/audit/*` (docs/audit.md): whoever's role holds `audit_view` (the administrator, the
 * security and the audit administrators) reads and exports the log of the session's tenant; only
 * the tenant's administrator changes how long it is kept.
 */
export const auditActs: ActTable = {
  'v2/admin/audit/list': {
    access: 'session',
    needs: 'audit_view',
    run: (args, { now }, caller) => listAudit(caller, args, now),
  },
  'v2/admin/audit/export': {
    access: 'session',
    needs: 'audit_view',
    run: (args, request, caller) => exportAudit(caller, args, request),
  },
  'v2/admin/audit/settings_get': {
    access: 'session',
    needs: 'audit_view',
    run: async (_args, _request, caller): Promise<AuditSettings> => ({
      retention_days: await getAuditRetention(caller.tenantId),
    }),
  },
  'v2/admin/audit/settings_save': {
    access: 'session',
    needs: 'administrator',
    run: async ({ retention_days }, request, caller): Promise<AuditSettings> => {
      const before = await getAuditRetention(caller.tenantId);
      if (!(await saveAuditRetention(caller.tenantId, retention_days))) fail('TENANT_INVALID');
      await auditAct(caller, request, 'audit_settings', 'retention_days', `${before}->${retention_days}`);
      return { retention_days };
    },
  },
};
