import { useTranslation } from 'react-i18next';
import type { TenantUser } from '../../../../shared/acts/admin.js';
import { SECURITY_LEVELS, type SecurityLevel } from '../../../../shared/acts/screen.js';
import { MemberSelectCell } from './MemberSelectCell';
import { roleLock } from './roleLabels';

/**
 * A member's clearance (docs/permissions.md#classification): the highest screen security level
 * they reach. A selector for the role managers who see this tab; for the administrator's row and
 * the caller's own the same control, disabled, with the reason the server would give.
 */
export function MemberClearanceCell({
  user,
  selfId,
  busy,
  onChange,
}: {
  user: TenantUser;
  selfId: string;
  busy: boolean;
  onChange: (user: TenantUser, level: SecurityLevel) => void;
}) {
  const { t } = useTranslation();
  return (
    <MemberSelectCell
      label={t('admin.members.clearanceFor', { name: user.name })}
      current={t(`admin.members.clearances.${user.clearance}`)}
      selected={user.clearance}
      options={SECURITY_LEVELS.map((level) => ({ value: level, text: t(`admin.members.clearances.${level}`) }))}
      // The same people are locked as for roles: the administrator (always secret) and oneself.
      lock={roleLock(user, selfId)}
      busy={busy}
      testId="member-clearance"
      data={{ 'data-level': user.clearance }}
      onSelect={(value) => {
        const level = SECURITY_LEVELS.find((l) => l === value);
        if (level && level !== user.clearance) onChange(user, level);
      }}
    />
  );
}
