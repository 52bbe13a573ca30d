import { useState, type ReactNode } from 'react';
import {
  Avatar,
  Badge,
  Body1Strong,
  Button,
  Caption1,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { PersonAdd20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { MemberState, OutsideRenewed, TenantUser } from '../../../../shared/acts/admin.js';
import type { DepartmentView } from '../../../../shared/acts/departments.js';
import type { RoleView } from '../../../../shared/acts/roles.js';
import type { SecurityLevel } from '../../../../shared/acts/screen.js';
import { useDepartmentActions } from '../../api/departments';
import { useMembers, useRoleActions } from '../../api/roles';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { usePreferences, useServices } from '../../app/services';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { ListLoadFailed, ListNoMatches, TableSkeleton } from '../common/ListStates';
import { useListTableStyles } from '../common/listPageStyles';
import { Pager } from '../common/Pager';
import { SearchBox } from '../common/SearchBox';
import { useMemberActions } from '../../api/members';
import { ApprovalSetting } from './ApprovalSetting';
import { InviteDialog } from './InviteDialog';
import { MemberActions } from './MemberActions';
import { MemberClearanceCell } from './MemberClearanceCell';
import { PendingInvites } from './PendingInvites';
import { MemberDepartmentCell } from './MemberDepartmentCell';
import { MemberRoleCell } from './MemberRoleCell';
import { RenewedTokensDialog } from './RenewedTokensDialog';
import { roleLabel } from './roleLabels';
import { useRoleNames } from './useRoleNames';
import { useTabStyles } from './tabStyles';

const PAGE_SIZE = 20;

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
  const { language } = usePreferences();
  const { store } = useServices();
  const styles = useStyles();
  const tab = useTabStyles();
  const base = useListTableStyles();
  const names = useRoleNames();
  const calls = useRoleActions();
  const departmentCalls = useDepartmentActions();
  const [keywordInput, setKeywordInput] = useState('');
  const keyword = useDebouncedValue(keywordInput.trim(), 300);
  const [pageNum, setPageNum] = useState(1);
  const list = useMembers(pageNum, PAGE_SIZE, keyword, true);
  const [busy, setBusy] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const [renewed, setRenewed] = useState<OutsideRenewed['push_channels']>([]);
  const selfId = store.get('user') ?? '';
  const members = useMemberActions();

  const search = (value: string) => {
    setKeywordInput(value);
    setPageNum(1);
  };
  const change = (user: TenantUser, roleId: string) => {
    setBusy(user._id);
    calls
      .changeRole(user._id, roleId)
      .then(() =>
        notify('success', t('admin.members.changed', { name: user.name, role: roleLabel(roleId, roles, names) })),
      )
      .catch(reportError)
      .finally(() => setBusy(null));
  };

  const changeClearance = (user: TenantUser, level: SecurityLevel) => {
    setBusy(user._id);
    calls
      .setClearance(user._id, level)
      .then(() =>
        notify(
          'success',
          t('admin.members.clearanceChanged', { name: user.name, level: t(`admin.members.clearances.${level}`) }),
        ),
      )
      .catch(reportError)
      .finally(() => setBusy(null));
  };

  const changeDepartment = (user: TenantUser, departmentId: string) => {
    setBusy(user._id);
    const department = departments.find((d) => d._id === departmentId)?.name;
    departmentCalls
      .setMember(user._id, departmentId)
      .then(() =>
        notify(
          'success',
          department
            ? t('admin.members.departmentChanged', { name: user.name, department })
            : t('admin.members.departmentCleared', { name: user.name }),
        ),
      )
      .catch(reportError)
      .finally(() => setBusy(null));
  };

  const data = list.data;
  let body: ReactNode;
  if (list.error && !data)
    body = <ListLoadFailed ns="admin.members" testId="members-failed" onRetry={() => void list.mutate()} />;
  else if (!data)
    body = (
      <TableSkeleton
        columns="36px 2fr 2fr 2fr 1fr 1fr"
        iconSize={36}
        label={t('admin.members.loading')}
        testId="members-loading"
      />
    );
  else if (data.list.length === 0)
    body = (
      <ListNoMatches ns="admin.members" testId="members-no-results" keyword={keyword} onClear={() => search('')} />
    );
  else
    body = (
      <>
        <div className={base.frame}>
          <Table className={styles.table} aria-label={t('admin.members.label')} data-testid="members-table">
            <colgroup>
              <col style={{ width: isAdmin ? '18%' : '22%' }} />
              <col style={{ width: isAdmin ? '17%' : '21%' }} />
              <col style={{ width: isAdmin ? '16%' : '18%' }} />
              <col style={{ width: isAdmin ? '11%' : '12%' }} />
              <col style={{ width: isAdmin ? '13%' : '15%' }} />
              {isAdmin ? <col style={{ width: '9%' }} /> : null}
              <col style={{ width: isAdmin ? '10%' : '12%' }} />
              {isAdmin ? <col style={{ width: '6%' }} /> : null}
            </colgroup>
            <TableHeader>
              <TableRow className={base.head}>
                <TableHeaderCell>{t('admin.members.name')}</TableHeaderCell>
                <TableHeaderCell>{t('admin.members.contact')}</TableHeaderCell>
                <TableHeaderCell>{t('admin.members.role')}</TableHeaderCell>
                <TableHeaderCell>{t('admin.members.clearance')}</TableHeaderCell>
                <TableHeaderCell>{t('admin.members.department')}</TableHeaderCell>
                {isAdmin ? <TableHeaderCell>{t('admin.members.state')}</TableHeaderCell> : null}
                <TableHeaderCell>{t('admin.members.joined')}</TableHeaderCell>
                {isAdmin ? (
                  <TableHeaderCell>
                    <span className={base.muted}>{t('admin.members.actions.label')}</span>
                  </TableHeaderCell>
                ) : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.list.map((user) => (
                <TableRow
                  key={user._id}
                  className={base.row}
                  data-testid="member-row"
                  data-name={user.name}
                  data-state={user.state}
                  data-clearance={user.clearance}
                >
                  <TableCell>
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
                  </TableCell>
                  <TableCell>
                    <div className={styles.contact}>
                      <span className={base.ellipsis} title={user.email}>
                        {user.email || '—'}
                      </span>
                      <Caption1 className={base.muted}>{user.mobile}</Caption1>
                    </div>
                  </TableCell>
                  <TableCell>
                    <MemberRoleCell
                      user={user}
                      roles={roles}
                      selfId={selfId}
                      isAdmin={isAdmin}
                      busy={busy === user._id}
                      onChange={change}
                    />
                  </TableCell>
                  <TableCell>
                    <MemberClearanceCell
                      user={user}
                      selfId={selfId}
                      busy={busy === user._id}
                      onChange={changeClearance}
                    />
                  </TableCell>
                  <TableCell>
                    <MemberDepartmentCell
                      user={user}
                      departments={departments}
                      selfId={selfId}
                      busy={busy === user._id}
                      onChange={changeDepartment}
                    />
                  </TableCell>
                  {isAdmin ? (
                    <TableCell>
                      <Badge appearance="tint" size="small" color={STATE_COLOR[user.state]} data-testid="member-state">
                        {t(`admin.members.states.${user.state}`)}
                      </Badge>
                    </TableCell>
                  ) : null}
                  <TableCell className={base.muted}>
                    {new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en', { dateStyle: 'medium' }).format(
                      user.joined_at,
                    )}
                  </TableCell>
                  {isAdmin ? (
                    <TableCell>
                      <MemberActions user={user} selfId={selfId} onRenewed={setRenewed} />
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <Pager
          pageNum={data.pageNum}
          pageSize={data.pageSize}
          total={data.total}
          onPage={setPageNum}
          testId="members-pager"
        />
      </>
    );

  return (
    <section className={tab.root} aria-label={t('admin.tabs.members')}>
      <div className={tab.toolbar}>
        <SearchBox
          className={tab.search}
          value={keywordInput}
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
            onClick={() => setInviting(true)}
            data-testid="open-invite"
          >
            {t('invite.dialog.title')}
          </Button>
        ) : null}
      </div>
      <RenewedTokensDialog channels={renewed} onClose={() => setRenewed([])} />
      {isAdmin ? (
        <InviteDialog open={inviting} onClose={() => setInviting(false)} onSent={() => void members.refreshInvites()} />
      ) : null}
      {isAdmin ? <ApprovalSetting /> : null}
      {body}
      {isAdmin ? <PendingInvites /> : null}
    </section>
  );
}
