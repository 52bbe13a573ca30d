import { Option, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TenantUser } from '../../../../shared/acts/admin.js';
import type { DepartmentView } from '../../../../shared/acts/departments.js';
import { Dropdown } from '../common/Dropdown';
import { useMemberCellStyles } from './memberCellStyles';

/** The value that stands for "no department" in the dropdown (department ids are never empty). */
const NONE = '';

/** A member's department: a dropdown of the tenant's departments and "No department". */
export function MemberDepartmentCell({
  user,
  departments,
  busy,
  onChange,
}: {
  user: TenantUser;
  departments: readonly DepartmentView[];
  busy: boolean;
  onChange: (user: TenantUser, departmentId: string) => void;
}) {
  const { t } = useTranslation();
  const styles = useMemberCellStyles();
  const none = t('admin.members.noDepartment');
  const current = departments.find((d) => d._id === user.department_id)?.name ?? none;
  return (
    <div className={styles.cell}>
      <Dropdown
        className={styles.dropdown}
        value={current}
        selectedOptions={[user.department_id]}
        disabled={busy}
        aria-label={t('admin.members.departmentFor', { name: user.name })}
        data-testid="member-department"
        onOptionSelect={(_, data) => {
          const next = data.optionValue ?? NONE;
          if (next !== user.department_id) onChange(user, next);
        }}
      >
        <Option value={NONE}>{none}</Option>
        {departments.map((department) => (
          <Option key={department._id} value={department._id}>
            {department.name}
          </Option>
        ))}
      </Dropdown>
      {busy ? <Spinner size="extra-tiny" /> : null}
    </div>
  );
}
