import type { AuditAction } from '../../shared/acts/audit.js';
import { CHANGE_ACT_KINDS, type ChangeAct } from '../../shared/acts/audit-kinds.js';
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
 * Records the change of a named data object (docs/audit.md): a connection, worksheet or data API
 * added, changed, removed, published; the kind is the act's (`CHANGE_ACT_KINDS`), the target the
 * object's name (for a removal, its name before), the detail the act's name.
 */
export function auditChange(
  caller: Pick<Caller, 'tenantId' | 'userId'>,
  request: Pick<RequestInfo, 'sourceIp' | 'now'>,
  act: ChangeAct,
  name: string,
): Promise<void> {
  return auditAct(caller, request, CHANGE_ACT_KINDS[act], name, act);
}

/** `auditChange` of the named object an act answers; answers the object. */
export async function auditedChange<T extends { name: string }>(
  changed: T,
  caller: Pick<Caller, 'tenantId' | 'userId'>,
  request: Pick<RequestInfo, 'sourceIp' | 'now'>,
  act: ChangeAct,
): Promise<T> {
  await auditChange(caller, request, act, changed.name);
  return changed;
}
