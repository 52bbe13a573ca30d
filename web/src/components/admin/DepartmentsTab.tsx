import { useState, type ReactNode } from 'react';
import {
  Body1,
  Body1Strong,
  Button,
  Caption1,
  makeStyles,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tooltip,
} from '@fluentui/react-components';
import {
  Add20Filled,
  ArrowClockwise20Regular,
  Delete20Regular,
  Edit20Regular,
  Organization48Regular,
  PlugConnected20Regular,
  PlugDisconnected48Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { DepartmentView } from '../../../../shared/acts/departments.js';
import { useDepartmentActions, useDepartments } from '../../api/departments';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ListEmpty, TableSkeleton } from '../common/ListStates';
import { useListTableStyles } from '../common/listPageStyles';
import { DepartmentApisDialog } from './DepartmentApisDialog';
import { DepartmentDialog } from './DepartmentDialog';
import { useTabStyles } from './tabStyles';

const useStyles = makeStyles({
  toolbar: { alignItems: 'center' },
  table: { minWidth: '720px', tableLayout: 'fixed' },
  number: { fontVariantNumeric: 'tabular-nums' },
});

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
  const tab = useTabStyles();
  const base = useListTableStyles();
  const list = useDepartments(true);
  const calls = useDepartmentActions();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  /** The department the delete dialog names, kept while it closes. */
  const [removing, setRemoving] = useState<DepartmentView | null>(null);
  const openNew = () => setDialog({ kind: 'edit', department: null });
  const departments = list.data ?? [];

  let body: ReactNode;
  if (list.error && !list.data)
    body = (
      <ListEmpty
        testId="departments-failed"
        icon={<PlugDisconnected48Regular />}
        title={t('admin.departments.empty.failed')}
        hint={t('admin.departments.empty.failedHint')}
        actions={
          <Button icon={<ArrowClockwise20Regular />} onClick={() => void list.mutate()}>
            {t('admin.departments.empty.retry')}
          </Button>
        }
      />
    );
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
      <div className={base.frame}>
        <Table className={styles.table} aria-label={t('admin.departments.label')} data-testid="departments-table">
          <colgroup>
            <col style={{ width: '46%' }} />
            <col style={{ width: '14%' }} />
            <col style={{ width: '14%' }} />
            <col style={{ width: '26%' }} />
          </colgroup>
          <TableHeader>
            <TableRow className={base.head}>
              <TableHeaderCell>{t('admin.departments.name')}</TableHeaderCell>
              <TableHeaderCell>{t('admin.departments.members')}</TableHeaderCell>
              <TableHeaderCell>{t('admin.departments.apis')}</TableHeaderCell>
              <TableHeaderCell className={base.actionsHead}>{t('admin.departments.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {departments.map((department) => (
              <TableRow
                key={department._id}
                className={base.row}
                data-testid="department-row"
                data-name={department.name}
              >
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
                    <Tooltip content={t('admin.departments.manageApis')} relationship="inaccessible">
                      <Button
                        appearance="subtle"
                        icon={<PlugConnected20Regular />}
                        onClick={() => setDialog({ kind: 'apis', department })}
                        aria-label={t('admin.departments.apisFor', { name: department.name })}
                        data-testid="department-manage-apis"
                      />
                    </Tooltip>
                    <Tooltip content={t('admin.departments.rename')} relationship="inaccessible">
                      <Button
                        appearance="subtle"
                        icon={<Edit20Regular />}
                        onClick={() => setDialog({ kind: 'edit', department })}
                        aria-label={t('admin.departments.renameFor', { name: department.name })}
                        data-testid="department-rename"
                      />
                    </Tooltip>
                    <Tooltip content={t('admin.departments.remove')} relationship="inaccessible">
                      <Button
                        appearance="subtle"
                        icon={<Delete20Regular />}
                        onClick={() => {
                          setRemoving(department);
                          setDialog({ kind: 'remove', department });
                        }}
                        aria-label={t('admin.departments.removeFor', { name: department.name })}
                        data-testid="department-remove"
                      />
                    </Tooltip>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    );

  return (
    <section className={tab.root} aria-label={t('admin.tabs.departments')}>
      <div className={mergeClasses(tab.toolbar, styles.toolbar)}>
        <Body1 className={tab.intro}>{t('admin.departments.intro')}</Body1>
        <div className={tab.spacer} />
        <Caption1 className={tab.count} data-testid="departments-count">
          {list.data ? t('admin.departments.count', { count: departments.length }) : '\u00a0'}
        </Caption1>
        <Button appearance="primary" icon={<Add20Filled />} onClick={openNew} data-testid="department-new">
          {t('admin.departments.new')}
        </Button>
      </div>
      {body}
      <DepartmentDialog
        open={dialog?.kind === 'edit'}
        editing={dialog?.kind === 'edit' ? dialog.department : null}
        onClose={() => setDialog(null)}
        onSubmit={async (name, editing) => {
          const saved = editing ? await calls.rename(editing._id, name) : await calls.add(name);
          notify(
            'success',
            t(editing ? 'admin.departments.toast.saved' : 'admin.departments.toast.created', { name: saved.name }),
          );
        }}
      />
      <DepartmentApisDialog
        department={dialog?.kind === 'apis' ? dialog.department : null}
        departments={departments}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        title={t('admin.departments.removeDialog.title', { name: removing?.name ?? '' })}
        confirmLabel={t('admin.departments.removeDialog.confirm')}
        danger
        testId="department-remove-dialog"
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await calls.remove(removing._id);
            notify('success', t('admin.departments.toast.removed', { name: removing.name }));
          } catch (error) {
            reportError(error);
            throw error;
          }
        }}
      >
        <Body1>{t('admin.departments.removeDialog.body')}</Body1>
      </ConfirmDialog>
    </section>
  );
}
