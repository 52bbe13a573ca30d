import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutsideRenewed, TenantUser } from '../../../../shared/acts/admin.js';
import type { DepartmentView } from '../../../../shared/acts/departments.js';
import type { RoleView } from '../../../../shared/acts/roles.js';
import type { SecurityLevel } from '../../../../shared/acts/screen.js';
import { useDepartmentActions } from '../../api/departments';
import { useMemberActions } from '../../api/members';
import { useMembers, useRoleActions } from '../../api/roles';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { useServices } from '../../app/services';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { roleLabel } from './roleLabels';
import { useRoleNames } from './useRoleNames';

const PAGE_SIZE = 20;

/**
 * The state of the members tab: the search (debounced) and page, the page of members, the member
 * whose role, clearance or department is being saved, and the invitation and renewed-token
 * dialogs; the changes made in place, each told in a toast.
 */
export function useMembersTab(roles: readonly RoleView[], departments: readonly DepartmentView[]) {
  const { t } = useTranslation();
  const { store } = useServices();
  const names = useRoleNames();
  const calls = useRoleActions();
  const departmentCalls = useDepartmentActions();
  const members = useMemberActions();
  const [keywordInput, setKeywordInput] = useState('');
  const keyword = useDebouncedValue(keywordInput.trim(), 300);
  const [pageNum, setPageNum] = useState(1);
  const list = useMembers(pageNum, PAGE_SIZE, keyword, true);
  const [busy, setBusy] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const [renewed, setRenewed] = useState<OutsideRenewed['push_channels']>([]);
  const selfId = store.get('user') ?? '';

  const search = (value: string) => {
    setKeywordInput(value);
    setPageNum(1);
  };
  /** Runs a change of `user`'s row, busy meanwhile, and tells how it went. */
  const saving = (user: TenantUser, run: Promise<unknown>, done: () => string) => {
    setBusy(user._id);
    run
      .then(() => notify('success', done()))
      .catch(reportError)
      .finally(() => setBusy(null));
  };
  const changeRole = (user: TenantUser, roleId: string) =>
    saving(user, calls.changeRole(user._id, roleId), () =>
      t('admin.members.changed', { name: user.name, role: roleLabel(roleId, roles, names) }),
    );
  const changeClearance = (user: TenantUser, level: SecurityLevel) =>
    saving(user, calls.setClearance(user._id, level), () =>
      t('admin.members.clearanceChanged', { name: user.name, level: t(`admin.members.clearances.${level}`) }),
    );
  const changeDepartment = (user: TenantUser, departmentId: string) => {
    const department = departments.find((d) => d._id === departmentId)?.name;
    saving(user, departmentCalls.setMember(user._id, departmentId), () =>
      department
        ? t('admin.members.departmentChanged', { name: user.name, department })
        : t('admin.members.departmentCleared', { name: user.name }),
    );
  };

  return {
    keywordInput,
    keyword,
    search,
    list,
    setPageNum,
    selfId,
    busy,
    changeRole,
    changeClearance,
    changeDepartment,
    inviting,
    setInviting,
    renewed,
    setRenewed,
    refreshInvites: () => void members.refreshInvites(),
  };
}
