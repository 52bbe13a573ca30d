import { useTranslation } from 'react-i18next';
import type { TenantUser } from '../../../../shared/acts/admin.js';
import type { RoleView } from '../../../../shared/acts/roles.js';
import { MemberSelectCell } from './MemberSelectCell';
import { assignableRoles, labelOf, roleChangeLock, roleLabel } from './roleLabels';
import { useRoleNames } from './useRoleNames';

/**
 * A member's role: a dropdown of the roles the caller may give them, or (for the administrator,
 * the caller's own row, and a security or audit administrator unless the caller is the tenant's
 * administrator) the same control disabled with the reason the server would give.
 */
export function MemberRoleCell({
  user,
  roles,
  selfId,
  isAdmin,
  busy,
  onChange,
}: {
  user: TenantUser;
  roles: readonly RoleView[];
  selfId: string;
  /** Is the caller the tenant's administrator (who alone gives the security and audit roles). */
  isAdmin: boolean;
  busy: boolean;
  onChange: (user: TenantUser, roleId: string) => void;
}) {
  const { t } = useTranslation();
  const names = useRoleNames();
  return (
    <MemberSelectCell
      label={t('admin.members.roleFor', { name: user.name })}
      current={roleLabel(user.role, roles, names)}
      selected={user.role}
      options={assignableRoles(roles, isAdmin).map((role) => ({ value: role._id, text: labelOf(role, names) }))}
      lock={roleChangeLock(user, selfId, isAdmin)}
      busy={busy}
      testId="member-role"
      onSelect={(value) => {
        if (value && value !== user.role) onChange(user, value);
      }}
    />
  );
}
