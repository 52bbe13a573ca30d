import { Option, Spinner, Tooltip } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TenantUser } from '../../../../shared/acts/admin.js';
import type { RoleView } from '../../../../shared/acts/roles.js';
import { errorText } from '../../i18n/errorTexts';
import { usePreferences } from '../../app/services';
import { Dropdown } from '../common/Dropdown';
import { useMemberCellStyles } from './memberCellStyles';
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
  const { language } = usePreferences();
  const styles = useMemberCellStyles();
  const names = useRoleNames();
  const current = roleLabel(user.role, roles, names);
  const lock = roleChangeLock(user, selfId, isAdmin);
  const label = t('admin.members.roleFor', { name: user.name });

  if (lock !== undefined)
    return (
      <Tooltip content={errorText(lock, language)} relationship="description">
        <span className={styles.locked} tabIndex={0} data-testid="member-role-locked">
          <Dropdown className={styles.dropdown} value={current} disabled aria-label={label} />
        </span>
      </Tooltip>
    );

  return (
    <div className={styles.cell}>
      <Dropdown
        className={styles.dropdown}
        value={current}
        selectedOptions={[user.role]}
        disabled={busy}
        aria-label={label}
        data-testid="member-role"
        onOptionSelect={(_, data) => {
          if (data.optionValue && data.optionValue !== user.role) onChange(user, data.optionValue);
        }}
      >
        {assignableRoles(roles, isAdmin).map((role) => (
          <Option key={role._id} value={role._id}>
            {labelOf(role, names)}
          </Option>
        ))}
      </Dropdown>
      {busy ? <Spinner size="extra-tiny" /> : null}
    </div>
  );
}
