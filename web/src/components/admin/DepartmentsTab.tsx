import { useState, type ReactNode } from 'react';
import { Body1Strong, Button, makeStyles, TableCell, TableRow } from '@fluentui/react-components';
import {
  Add20Filled,
  Delete20Regular,
  Edit20Regular,
  Organization48Regular,
  PlugConnected20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { departmentAddArgs, type DepartmentView } from '../../../../shared/acts/departments.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../../shared/limits.js';
import { useDepartmentActions, useDepartments } from '../../api/departments';
import { notify } from '../../app/notify';
import { schemaValidator } from '../../forms/validation';
import { ListEmpty, ListLoadFailed, TableSkeleton } from '../common/ListStates';
import { useListTableStyles } from '../common/listPageStyles';
import { TextDialog } from '../common/TextDialog';
import { AdminListTab, AdminTable, RemoveConfirm, RowAction } from './AdminList';
import { DepartmentApisDialog } from './DepartmentApisDialog';

const useStyles = makeStyles({
  table: { minWidth: '720px', tableLayout: 'fixed' },
  number: { fontVariantNumeric: 'tabular-nums' },
});

const validateName = schemaValidator<'name'>(departmentAddArgs);

type DialogState =
  | { kind: 'edit'; department: DepartmentView | null }
  | { kind: 'remove'; department: DepartmentView }
  | { kind: 'apis'; department: DepartmentView };

/**
 * The tenant's departments with how many members and data APIs each holds: create, rename,
 * delete (only when empty), and choose the APIs a department holds. Members are placed in the
 * Members tab.
 */
export function DepartmentsTab() {
  const { t } = useTranslation();
  const styles = useStyles();
  const base = useListTableStyles();
  const list = useDepartments(true);
  const calls = useDepartmentActions();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const openNew = () => setDialog({ kind: 'edit', department: null });
  const departments = list.data ?? [];
  const editing = dialog?.kind === 'edit' ? dialog.department : null;

  let body: ReactNode;
  if (list.error && !list.data)
    body = <ListLoadFailed ns="admin.departments" testId="departments-failed" onRetry={() => void list.mutate()} />;
  else if (!list.data)
    body = (
      <TableSkeleton
        columns="36px 3fr 1fr 1fr 1fr"
        iconSize={36}
        label={t('admin.departments.loading')}
        testId="departments-loading"
      />
    );
  else if (departments.length === 0)
    body = (
      <ListEmpty
        testId="departments-empty"
        icon={<Organization48Regular />}
        title={t('admin.departments.empty.title')}
        hint={t('admin.departments.empty.hint')}
        actions={
          <Button appearance="primary" icon={<Add20Filled />} onClick={openNew}>
            {t('admin.departments.new')}
          </Button>
        }
      />
    );
  else
    body = (
      <AdminTable
        ns="admin.departments"
        className={styles.table}
        testId="departments-table"
        columns={[
          { label: t('admin.departments.name'), width: '46%' },
          { label: t('admin.departments.members'), width: '14%' },
          { label: t('admin.departments.apis'), width: '14%' },
        ]}
        actionsWidth="26%"
      >
        {departments.map((department) => (
          <TableRow key={department._id} className={base.row} data-testid="department-row" data-name={department.name}>
            <TableCell>
              <Body1Strong className={base.ellipsis} title={department.name}>
                {department.name}
              </Body1Strong>
            </TableCell>
            <TableCell className={styles.number} data-testid="department-members">
              {department.members}
            </TableCell>
            <TableCell className={styles.number} data-testid="department-apis-count">
              {department.apis}
            </TableCell>
            <TableCell>
              <div className={base.actions}>
                <RowAction
                  tooltip={t('admin.departments.manageApis')}
                  label={t('admin.departments.apisFor', { name: department.name })}
                  icon={<PlugConnected20Regular />}
                  onClick={() => setDialog({ kind: 'apis', department })}
                  testId="department-manage-apis"
                />
                <RowAction
                  tooltip={t('admin.departments.rename')}
                  label={t('admin.departments.renameFor', { name: department.name })}
                  icon={<Edit20Regular />}
                  onClick={() => setDialog({ kind: 'edit', department })}
                  testId="department-rename"
                />
                <RowAction
                  tooltip={t('admin.departments.remove')}
                  label={t('admin.departments.removeFor', { name: department.name })}
                  icon={<Delete20Regular />}
                  onClick={() => setDialog({ kind: 'remove', department })}
                  testId="department-remove"
                />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
    );

  return (
    <AdminListTab
      ns="admin.departments"
      label={t('admin.tabs.departments')}
      count={{
        text: list.data ? t('admin.departments.count', { count: departments.length }) : null,
        testId: 'departments-count',
      }}
      onNew={openNew}
      newTestId="department-new"
    >
      {body}
      <TextDialog
        open={dialog?.kind === 'edit'}
        title={editing ? t('admin.departments.form.renameTitle') : t('admin.departments.form.newTitle')}
        label={t('admin.departments.form.name')}
        initial={editing?.name ?? ''}
        placeholder={t('admin.departments.form.namePlaceholder')}
        maxLength={LIMITS.nameMaxLength}
        required
        submitLabel={editing ? t('admin.departments.form.save') : t('admin.departments.form.create')}
        validate={(name) => validateName({ name }).name}
        fieldCodes={[ErrorCode.DEPARTMENT_NAME_DUPLICATE, ErrorCode.NAME_INVALID]}
        onSubmit={async (name) => {
          const saved = editing ? await calls.rename(editing._id, name) : await calls.add(name);
          notify(
            'success',
            t(editing ? 'admin.departments.toast.saved' : 'admin.departments.toast.created', { name: saved.name }),
          );
        }}
        onClose={() => setDialog(null)}
        testId="department-dialog"
      />
      <DepartmentApisDialog
        department={dialog?.kind === 'apis' ? dialog.department : null}
        departments={departments}
        onClose={() => setDialog(null)}
      />
      <RemoveConfirm
        ns="admin.departments"
        item={dialog?.kind === 'remove' ? dialog.department : null}
        remove={calls.remove}
        onClose={() => setDialog(null)}
        testId="department-remove-dialog"
      />
    </AdminListTab>
  );
}
