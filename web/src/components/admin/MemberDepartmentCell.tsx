import { useTranslation } from 'react-i18next';
import type { TenantUser } from '../../../../shared/acts/admin.js';
import type { DepartmentView } from '../../../../shared/acts/departments.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { MemberSelectCell } from './MemberSelectCell';

/** The value that stands for "no department" in the dropdown (department ids are never empty). */
const NONE = '';

/**
 * A member's department: a dropdown of the tenant's departments and "No department". On the
 * caller's own row the same control, disabled, with the reason the server would give: nobody
 * moves themselves.
 */
export function MemberDepartmentCell({
  user,
  departments,
  selfId,
  busy,
  onChange,
}: {
  user: TenantUser;
  departments: readonly DepartmentView[];
  selfId: string;
  busy: boolean;
  onChange: (user: TenantUser, departmentId: string) => void;
}) {
  const { t } = useTranslation();
  const none = t('admin.members.noDepartment');
  return (
    <MemberSelectCell
      label={t('admin.members.departmentFor', { name: user.name })}
      current={departments.find((d) => d._id === user.department_id)?.name ?? none}
      selected={user.department_id}
      options={[
        { value: NONE, text: none },
        ...departments.map((department) => ({ value: department._id, text: department.name })),
      ]}
      lock={user._id === selfId ? ErrorCode.OWN_ROLE_IMMUTABLE : undefined}
      busy={busy}
      testId="member-department"
      onSelect={(value) => {
        const next = value ?? NONE;
        if (next !== user.department_id) onChange(user, next);
      }}
    />
  );
}
