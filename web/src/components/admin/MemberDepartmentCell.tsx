import { Option, Spinner, Tooltip } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TenantUser } from '../../../../shared/acts/admin.js';
import type { DepartmentView } from '../../../../shared/acts/departments.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { errorText } from '../../i18n/errorTexts';
import { usePreferences } from '../../app/services';
import { Dropdown } from '../common/Dropdown';
import { useMemberCellStyles } from './memberCellStyles';

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
  const { language } = usePreferences();
  const styles = useMemberCellStyles();
  const none = t('admin.members.noDepartment');
  const current = departments.find((d) => d._id === user.department_id)?.name ?? none;
  const label = t('admin.members.departmentFor', { name: user.name });
  if (user._id === selfId)
    return (
      <Tooltip content={errorText(ErrorCode.OWN_ROLE_IMMUTABLE, language)} relationship="description">
        <span className={styles.locked} tabIndex={0} data-testid="member-department-locked">
          <Dropdown className={styles.dropdown} value={current} disabled aria-label={label} />
        </span>
      </Tooltip>
    );
  return (
    <div className={styles.cell}>
      <Dropdown
        className={styles.dropdown}
        value={current}
        selectedOptions={[user.department_id]}
        disabled={busy}
        aria-label={label}
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
