import { makeStyles } from '@fluentui/react-components';
import { Organization48Regular, PlugConnected20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { departmentAddArgs } from '../../../../shared/acts/departments.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { useDepartmentActions, useDepartments } from '../../api/departments';
import { schemaValidator } from '../../forms/validation';
import { NamedGroupsTab } from '../common/NamedGroupsTab';
import { DepartmentApisDialog } from './DepartmentApisDialog';

const useStyles = makeStyles({
  table: { minWidth: '720px', tableLayout: 'fixed' },
});

const validateName = schemaValidator<'name'>(departmentAddArgs);
const FIELD_CODES = [ErrorCode.DEPARTMENT_NAME_DUPLICATE, ErrorCode.NAME_INVALID];

/**
 * The tenant's departments with how many members and data APIs each holds: create, rename,
 * delete (only when empty), and choose the APIs a department holds. Members are placed in the
 * Members tab.
 */
export function DepartmentsTab() {
  const { t } = useTranslation();
  const styles = useStyles();
  const list = useDepartments(true);
  const calls = useDepartmentActions();
  return (
    <NamedGroupsTab
      ns="admin.departments"
      label={t('admin.tabs.departments')}
      singular="department"
      plural="departments"
      list={list}
      calls={calls}
      validate={(name) => validateName({ name }).name}
      fieldCodes={FIELD_CODES}
      nameRequired
      emptyIcon={<Organization48Regular />}
      tableClassName={styles.table}
      skeletonColumns="36px 3fr 1fr 1fr 1fr"
      nameWidth="46%"
      columns={[
        {
          key: 'members',
          label: t('admin.departments.members'),
          width: '14%',
          testId: 'department-members',
          cell: (department) => department.members,
        },
        {
          key: 'apis',
          label: t('admin.departments.apis'),
          width: '14%',
          testId: 'department-apis-count',
          cell: (department) => department.apis,
        },
      ]}
      actionsWidth="26%"
      manage={{
        tooltip: t('admin.departments.manageApis'),
        label: (department) => t('admin.departments.apisFor', { name: department.name }),
        icon: <PlugConnected20Regular />,
        testId: 'department-manage-apis',
      }}
      manageDialog={(department, close) => (
        <DepartmentApisDialog department={department} departments={list.data ?? []} onClose={close} />
      )}
    />
  );
}
