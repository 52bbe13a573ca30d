import type { AuditAction } from '../../shared/acts/audit.js';
import type { ActName } from '../../shared/acts/registry.js';
import type { Caller, RequestInfo } from './act.js';
import { recordAudit } from './data/audit.js';

/**
 * Records what a signed-in caller did in the tenant of their session (docs/audit.md). The
 * actor's name is left '' here: acts do not load the caller's profile, and the audit list and
 * export resolve names from the actor ids when they read. Never throws (recordAudit).
 */
export function auditAct(
  caller: Pick<Caller, 'tenantId' | 'userId'>,
  request: Pick<RequestInfo, 'sourceIp' | 'now'>,
  action: AuditAction,
  target: string,
  detail: string,
): Promise<void> {
  return recordAudit(caller.tenantId, {
    action,
    actorId: caller.userId,
    actorName: '',
    target,
    detail,
    ip: request.sourceIp,
    at: request.now,
  });
}

/**
 * Records a `datasource_change` (docs/audit.md) of the named object an act answers (a connection,
 * worksheet or data API added, changed, published), detail the act's name; answers the object.
 */
export async function auditedChange<T extends { name: string }>(
  changed: T,
  caller: Pick<Caller, 'tenantId' | 'userId'>,
  request: Pick<RequestInfo, 'sourceIp' | 'now'>,
  act: ActName,
): Promise<T> {
  await auditAct(caller, request, 'datasource_change', changed.name, act);
  return changed;
}
