import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Caption1, makeStyles, Tab, TabList, Title2, tokens } from '@fluentui/react-components';
import {
  History20Regular,
  KeyMultiple20Regular,
  Organization20Regular,
  People20Regular,
  PeopleTeam20Regular,
  ShieldPerson20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useGrants } from '../../api/grants';
import { useDepartments } from '../../api/departments';
import { useRoles } from '../../api/roles';
import { storedUser } from '../../api/session';
import { useServices } from '../../app/services';
import { useListPageStyles } from '../common/listPageStyles';
import { grantAccess, pageState, pickTab, visibleTabs, type AdminTab } from './access';
import { AccountCard } from './AccountCard';
import { AdminFailed, AdminLoading, NoAdminRights } from './AdminStates';
import { LazyAuditTab, LazyDepartmentsTab, LazyRolesTab, LazySsoTab, LazyTeamsTab } from './lazyTabs';
import { MembersTab } from './MembersTab';

const useStyles = makeStyles({
  root: { flex: 1, minHeight: 0, overflow: 'auto', display: 'flex', flexDirection: 'column' },
  tabs: {
    padding: `0 ${tokens.spacingHorizontalXXL}`,
    marginBottom: tokens.spacingVerticalL,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

const TAB_ICONS: Record<AdminTab, ReactElement> = {
  members: <People20Regular />,
  roles: <ShieldPerson20Regular />,
  departments: <Organization20Regular />,
  teams: <PeopleTeam20Regular />,
  audit: <History20Regular />,
  sso: <KeyMultiple20Regular />,
};

/**
 * /user: account and administration. The tabs a caller sees follow what their role allows
 * (`v1/user/grants`, docs/permissions.md); the tab is in the URL (`?tab=`).
 */
export function AdminPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const page = useListPageStyles();
  const { store } = useServices();
  const [search, setSearch] = useSearchParams();
  const grants = useGrants();
  const rolesAccess = grantAccess(grants, 'roles');
  const auditAccess = grantAccess(grants, 'audit');
  const roles = useRoles(rolesAccess === 'granted');
  const departments = useDepartments(rolesAccess === 'granted');
  const state = pageState(rolesAccess, auditAccess);
  const visible = visibleTabs(rolesAccess, auditAccess, grants.data?.is_admin === 1);
  const tab = pickTab(search.get('tab'), visible);
  const user = storedUser(store);

  const select = (next: AdminTab) => {
    const params = new URLSearchParams(search);
    params.set('tab', next);
    setSearch(params, { replace: true });
  };
  const retry = () => {
    void grants.mutate();
  };

  let body: ReactNode;
  if (state === 'loading') body = <AdminLoading />;
  else if (state === 'failed') body = <AdminFailed onRetry={retry} />;
  else if (state === 'none' || !tab) body = <NoAdminRights />;
  else if (tab === 'members')
    body = (
      <MembersTab roles={roles.data ?? []} departments={departments.data ?? []} isAdmin={grants.data?.is_admin === 1} />
    );
  else if (tab === 'roles') body = <LazyRolesTab roles={roles.data ?? []} />;
  else if (tab === 'departments') body = <LazyDepartmentsTab />;
  else if (tab === 'teams') body = <LazyTeamsTab />;
  else if (tab === 'sso') body = <LazySsoTab roles={roles.data ?? []} />;
  else body = <LazyAuditTab isAdmin={user.isAdmin} roles={roles.data} />;

  return (
    <div className={styles.root} data-testid="admin-page">
      <header className={page.header}>
        <div className={page.top}>
          <div className={page.heading}>
            <Title2 as="h1" className={page.title}>
              {t('admin.title')}
            </Title2>
            <Caption1 className={page.sub}>{t('admin.subtitle')}</Caption1>
          </div>
          <AccountCard />
        </div>
      </header>
      {state === 'tabs' && visible.length > 0 ? (
        <TabList
          className={styles.tabs}
          selectedValue={tab}
          onTabSelect={(_, data) => select(data.value as AdminTab)}
          aria-label={t('admin.tabs.label')}
          data-testid="admin-tabs"
        >
          {visible.map((id) => (
            <Tab key={id} value={id} icon={TAB_ICONS[id]} data-testid={`admin-tab-${id}`}>
              {t(`admin.tabs.${id}`)}
            </Tab>
          ))}
        </TabList>
      ) : null}
      <div
        className={page.body}
        role={tab ? 'tabpanel' : undefined}
        data-testid={tab ? `admin-panel-${tab}` : undefined}
      >
        <Suspense fallback={<AdminLoading />}>{body}</Suspense>
      </div>
    </div>
  );
}
