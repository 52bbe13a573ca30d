import { Avatar, Badge, Body1Strong, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { PersonAdd20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { MemberState, TenantUser } from '../../../../shared/acts/admin.js';
import type { DepartmentView } from '../../../../shared/acts/departments.js';
import type { RoleView } from '../../../../shared/acts/roles.js';
import { usePreferences } from '../../app/services';
import { ListLoadFailed, ListNoMatches, TableSkeleton } from '../common/ListStates';
import { EntityTable, type EntityColumn } from '../common/EntityTable';
import { useListTableStyles } from '../common/listPageStyles';
import { Pager } from '../common/Pager';
import { SearchBox } from '../common/SearchBox';
import { ApprovalSetting } from './ApprovalSetting';
import { InviteDialog } from './InviteDialog';
import { MemberActions } from './MemberActions';
import { MemberClearanceCell } from './MemberClearanceCell';
import { PendingInvites } from './PendingInvites';
import { MemberDepartmentCell } from './MemberDepartmentCell';
import { MemberRoleCell } from './MemberRoleCell';
import { RenewedTokensDialog } from './RenewedTokensDialog';
import { useTabStyles } from './tabStyles';
import { useMembersTab } from './useMembersTab';

const STATE_COLOR: Record<MemberState, 'success' | 'warning' | 'danger'> = {
  active: 'success',
  pending: 'warning',
  disabled: 'danger',
};

const useStyles = makeStyles({
  table: { minWidth: '1140px', tableLayout: 'fixed' },
  who: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  nameLine: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  contact: { display: 'flex', flexDirection: 'column', minWidth: 0 },
});

/**
 * The tenant's members with their roles, clearances and departments; a role manager (the
 * administrator or a security administrator) changes them in place. The
 * administrator also sees each member's state with a row menu (approve, disable, enable, reset
 * password, remove), the approval setting and the pending invitations.
 */
export function MembersTab({
  roles,
  departments,
  isAdmin,
}: {
  roles: readonly RoleView[];
  departments: readonly DepartmentView[];
  isAdmin: boolean;
}) {
  const { t } = useTranslation();
  const tab = useTabStyles();
  const state = useMembersTab(roles, departments);
  const { list, search } = state;

  const data = list.data;

  return (
    <section className={tab.root} aria-label={t('admin.tabs.members')}>
      <div className={tab.toolbar}>
        <SearchBox
          className={tab.search}
          value={state.keywordInput}
          onChange={(_, value) => search(value.value)}
          placeholder={t('admin.members.searchPlaceholder')}
          aria-label={t('admin.members.search')}
          maxLength={50}
        />
        <Caption1 className={tab.count} data-testid="members-count">
          {data ? t('admin.members.count', { count: data.total }) : '\u00a0'}
        </Caption1>
        {isAdmin ? (
          <Button
            appearance="primary"
            icon={<PersonAdd20Regular />}
            onClick={() => state.setInviting(true)}
            data-testid="open-invite"
          >
            {t('invite.dialog.title')}
          </Button>
        ) : null}
      </div>
      <RenewedTokensDialog channels={state.renewed} onClose={() => state.setRenewed([])} />
      {isAdmin ? (
        <InviteDialog open={state.inviting} onClose={() => state.setInviting(false)} onSent={state.refreshInvites} />
      ) : null}
      {isAdmin ? <ApprovalSetting /> : null}
      <MembersBody roles={roles} departments={departments} isAdmin={isAdmin} state={state} />
      {isAdmin ? <PendingInvites /> : null}
    </section>
  );
}

/** The page of members with its pager, or the list's loading, failed or no-match state. */
function MembersBody({
  roles,
  departments,
  isAdmin,
  state,
}: {
  roles: readonly RoleView[];
  departments: readonly DepartmentView[];
  isAdmin: boolean;
  state: ReturnType<typeof useMembersTab>;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { list, keyword, search } = state;
  const data = list.data;
  if (list.error && !data)
    return <ListLoadFailed ns="admin.members" testId="members-failed" onRetry={() => void list.mutate()} />;
  if (!data)
    return (
      <TableSkeleton
        columns="36px 2fr 2fr 2fr 1fr 1fr"
        iconSize={36}
        label={t('admin.members.loading')}
        testId="members-loading"
      />
    );
  if (data.list.length === 0)
    return (
      <ListNoMatches ns="admin.members" testId="members-no-results" keyword={keyword} onClear={() => search('')} />
    );
  return (
    <>
      <MembersTable
        users={data.list}
        roles={roles}
        departments={departments}
        isAdmin={isAdmin}
        state={state}
        className={styles.table}
      />
      <Pager
        pageNum={data.pageNum}
        pageSize={data.pageSize}
        total={data.total}
        onPage={state.setPageNum}
        testId="members-pager"
      />
    </>
  );
}

/** The page of members: who, contact, role, clearance, department, (state,) joined, (actions). */
function MembersTable({
  users,
  roles,
  departments,
  isAdmin,
  state,
  className,
}: {
  users: readonly TenantUser[];
  roles: readonly RoleView[];
  departments: readonly DepartmentView[];
  isAdmin: boolean;
  state: ReturnType<typeof useMembersTab>;
  className: string;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const styles = useStyles();
  const base = useListTableStyles();
  const { selfId, busy } = state;
  const columns: EntityColumn<TenantUser>[] = [
    {
      key: 'name',
      label: t('admin.members.name'),
      width: isAdmin ? '18%' : '22%',
      cell: (user) => (
        <div className={base.name}>
          <Avatar name={user.name} size={36} color="colorful" />
          <div className={styles.who}>
            <div className={styles.nameLine}>
              <Body1Strong className={base.ellipsis} title={user.name}>
                {user.name}
              </Body1Strong>
              {user._id === selfId ? (
                <Badge appearance="tint" color="brand" size="small">
                  {t('admin.you')}
                </Badge>
              ) : null}
            </div>
          </div>
        </div>
      ),
    },
    {
      key: 'contact',
      label: t('admin.members.contact'),
      width: isAdmin ? '17%' : '21%',
      cell: (user) => (
        <div className={styles.contact}>
          <span className={base.ellipsis} title={user.email}>
            {user.email || '—'}
          </span>
          <Caption1 className={base.muted}>{user.mobile}</Caption1>
        </div>
      ),
    },
    {
      key: 'role',
      label: t('admin.members.role'),
      width: isAdmin ? '16%' : '18%',
      cell: (user) => (
        <MemberRoleCell
          user={user}
          roles={roles}
          selfId={selfId}
          isAdmin={isAdmin}
          busy={busy === user._id}
          onChange={state.changeRole}
        />
      ),
    },
    {
      key: 'clearance',
      label: t('admin.members.clearance'),
      width: isAdmin ? '11%' : '12%',
      cell: (user) => (
        <MemberClearanceCell user={user} selfId={selfId} busy={busy === user._id} onChange={state.changeClearance} />
      ),
    },
    {
      key: 'department',
      label: t('admin.members.department'),
      width: isAdmin ? '13%' : '15%',
      cell: (user) => (
        <MemberDepartmentCell
          user={user}
          departments={departments}
          selfId={selfId}
          busy={busy === user._id}
          onChange={state.changeDepartment}
        />
      ),
    },
  ];
  if (isAdmin)
    columns.push({
      key: 'state',
      label: t('admin.members.state'),
      width: '9%',
      cell: (user) => (
        <Badge appearance="tint" size="small" color={STATE_COLOR[user.state]} data-testid="member-state">
          {t(`admin.members.states.${user.state}`)}
        </Badge>
      ),
    });
  columns.push({
    key: 'joined',
    label: t('admin.members.joined'),
    width: isAdmin ? '10%' : '12%',
    className: base.muted,
    cell: (user) =>
      new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en', { dateStyle: 'medium' }).format(user.joined_at),
  });
  if (isAdmin)
    columns.push({
      key: 'actions',
      label: <span className={base.muted}>{t('admin.members.actions.label')}</span>,
      width: '6%',
      cell: (user) => <MemberActions user={user} selfId={selfId} onRenewed={state.setRenewed} />,
    });
  return (
    <EntityTable
      items={users}
      className={className}
      label={t('admin.members.label')}
      testId="members-table"
      rowTestId="member-row"
      rowData={(user) => ({ 'data-name': user.name, 'data-state': user.state, 'data-clearance': user.clearance })}
      columns={columns}
    />
  );
}
