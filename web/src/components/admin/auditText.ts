import type { TFunction } from 'i18next';
import { AUDIT_DETAIL_ACTS, isAuditDetailAct } from '../../../../shared/acts/audit-kinds.js';
import type { AuditEntry } from '../../../../shared/acts/audit.js';
import { SECURITY_LEVELS, type SecurityLevel } from '../../../../shared/acts/screen.js';
import { FUNCTION_PERMISSIONS, type FunctionPermission, type RoleView } from '../../../../shared/acts/roles.js';
import { roleChangeDetail, type RoleNames } from './roleLabels';

/**
 * An audit entry's target and detail in words (shared/acts/audit.ts stores them as the server
 * wrote them: act names, role ids, share kinds). An act is named by its label, a role change by
 * the roles' names, a permission by its label; a name a person typed (a screen's, a member's) is
 * shown as it is, and so is any detail without a label.
 */
interface AuditTexts {
  target: string;
  detail: string;
}

export interface AuditTextContext {
  t: TFunction;
  roles: readonly RoleView[] | undefined;
  roleNames: RoleNames;
}

const DETAIL_WORDS = [
  'screen',
  'group',
  'screen_password',
  'group_password',
  'account',
  'team',
  'worksheet',
  'audit',
  'password',
  'sso',
  'sso_required',
  'enforced',
  'on',
  'off',
  'domain_verified',
] as const;
type DetailWord = (typeof DETAIL_WORDS)[number];

const isDetailWord = (detail: string): detail is DetailWord => (DETAIL_WORDS as readonly string[]).includes(detail);
const isPermission = (value: string): value is FunctionPermission =>
  (FUNCTION_PERMISSIONS as readonly string[]).includes(value);
const isLevel = (value: string): value is SecurityLevel => (SECURITY_LEVELS as readonly string[]).includes(value);

/** `<before>-><after>` with each side named by `name` (`-` is none). */
function change(detail: string, t: TFunction, name: (side: string) => string = (side) => side): string {
  const sides = detail.split('->');
  if (sides.length !== 2) return detail;
  return sides.map((side) => (side === '-' ? t('admin.audit.none') : name(side))).join(' → ');
}

function needLabel(need: string, t: TFunction): string {
  if (need === 'administrator' || need === 'manage_roles') return t(`admin.audit.needs.${need}`);
  return isPermission(need) ? t(`admin.permissions.${need}.label`) : need;
}

function detailText(entry: AuditEntry, { t, roles, roleNames }: AuditTextContext): string {
  const { action, detail } = entry;
  if (isAuditDetailAct(detail)) return t(`admin.audit.acts.${detail}`);
  switch (action) {
    case 'role_change':
      return roleChangeDetail(detail, roles, roleNames);
    case 'role_add':
    case 'role_edit':
      return detail
        .split(' ')
        .filter(Boolean)
        .map((permission) => needLabel(permission, t))
        .join(t('admin.audit.separator'));
    case 'clearance_change':
      return change(detail, t, (side) => (isLevel(side) ? t(`admin.members.clearances.${side}`) : side));
    case 'audit_settings':
    case 'department_assign':
      return change(detail, t);
    case 'member_change':
      if (entry.target === 'approval_required' && (detail === '0' || detail === '1'))
        return t(detail === '1' ? 'admin.audit.details.on' : 'admin.audit.details.off');
      return detail;
    case 'version_publish':
    case 'team_member_add':
    case 'team_member_remove':
    case 'department_edit':
    case 'team_edit':
      return detail;
    default:
      return isDetailWord(detail) ? t(`admin.audit.details.${detail}`) : detail;
  }
}

function targetText(entry: AuditEntry, t: TFunction): string {
  const { action, target } = entry;
  if (action === 'permission_denied') return needLabel(target, t);
  if (action === 'audit_settings' && target === 'retention_days') return t('admin.audit.targets.retention_days');
  if (action === 'member_change' && target === 'approval_required' && (entry.detail === '0' || entry.detail === '1'))
    return t('admin.audit.targets.approval_required');
  return target;
}

export function auditTexts(entry: AuditEntry, context: AuditTextContext): AuditTexts {
  return { target: targetText(entry, context.t), detail: detailText(entry, context) };
}

/**
 * The stored values whose labels (as `auditTexts` shows them) hold the keyword, in any case: act
 * names, permissions and detail words. The search sends them along (`labelled`), so an entry is
 * found by the words it is read in, not only by the values it is stored as.
 */
export function labelledValues(keyword: string, t: TFunction): string[] {
  const wanted = keyword.trim().toLowerCase();
  if (wanted === '') return [];
  const labels: [string, string][] = [
    ...AUDIT_DETAIL_ACTS.map((act): [string, string] => [act, t(`admin.audit.acts.${act}`)]),
    ...FUNCTION_PERMISSIONS.map((permission): [string, string] => [permission, needLabel(permission, t)]),
    ...(['administrator', 'manage_roles'] as const).map((need): [string, string] => [need, needLabel(need, t)]),
    ...DETAIL_WORDS.map((word): [string, string] => [word, t(`admin.audit.details.${word}`)]),
  ];
  return labels.filter(([, label]) => label.toLowerCase().includes(wanted)).map(([value]) => value);
}
