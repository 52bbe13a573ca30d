import { useState, type ReactElement, type ReactNode } from 'react';
import { Body1Strong, Button, makeStyles } from '@fluentui/react-components';
import { Add20Filled, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../shared/limits.js';
import { notify } from '../../app/notify';
import { AdminListTab, RemoveConfirm } from '../admin/AdminList';
import { EntityTable, RowAction, type EntityColumn } from './EntityTable';
import { ListEmpty, ListLoadFailed, TableSkeleton } from './ListStates';
import { useListTableStyles } from './listPageStyles';
import { TextDialog } from './TextDialog';

/**
 * An administration tab of named groups of members (departments, teams): the list with its
 * loading, failed and empty states, the counts each group holds, create and rename in a name
 * dialog, delete with a confirmation, and one more action per group whose dialog the caller
 * draws (a department's data APIs, a team's members).
 */

/** The groups' i18n namespaces: each holds the same keys (`new`, `form.*`, `toast.*`, …). */
type NamedGroupsNs = 'admin.departments' | 'admin.teams';

interface NamedGroup {
  _id: string;
  name: string;
}

export interface NamedGroupsTabProps<T extends NamedGroup> {
  ns: NamedGroupsNs;
  /** The tab's accessible name. */
  label: string;
  /** Test ids are `<plural>-table`, `<singular>-row`, `<singular>-rename` and so on. */
  singular: string;
  plural: string;
  list: { data?: T[]; error?: unknown; mutate: () => unknown };
  calls: {
    add: (name: string) => Promise<NamedGroup>;
    rename: (id: string, name: string) => Promise<NamedGroup>;
    remove: (id: string) => Promise<unknown>;
  };
  /** A catalogue code when the name is invalid (the act's own schema). */
  validate: (name: string) => number | undefined;
  /** Server codes shown on the name field. */
  fieldCodes: readonly number[];
  nameRequired?: boolean;
  emptyIcon: ReactElement;
  tableClassName: string;
  skeletonColumns: string;
  nameWidth: string;
  /** The counts after the name. */
  columns: readonly EntityColumn<T>[];
  actionsWidth: string;
  /** The group's own action, first in its row. */
  manage: { tooltip: string; label: (group: T) => string; icon: ReactElement; testId: string };
  /** The dialog of that action: open for `group`, closed when it is null. */
  manageDialog: (group: T | null, close: () => void) => ReactNode;
  /** The name dialog's test id while it renames; `<singular>-dialog` otherwise. */
  renameDialogTestId?: string;
}

const useStyles = makeStyles({
  number: { fontVariantNumeric: 'tabular-nums' },
});

type DialogState<T> = { kind: 'edit'; group: T | null } | { kind: 'remove'; group: T } | { kind: 'manage'; group: T };

export function NamedGroupsTab<T extends NamedGroup>(props: NamedGroupsTabProps<T>) {
  const { ns, singular, plural, list, calls } = props;
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<DialogState<T> | null>(null);
  const openNew = () => setDialog({ kind: 'edit', group: null });
  const close = () => setDialog(null);
  const groups = list.data ?? [];
  const editing = dialog?.kind === 'edit' ? dialog.group : null;

  return (
    <AdminListTab
      ns={ns}
      label={props.label}
      count={{ text: list.data ? t(`${ns}.count`, { count: groups.length }) : null, testId: `${plural}-count` }}
      onNew={openNew}
      newTestId={`${singular}-new`}
    >
      <NamedGroupsBody {...props} groups={groups} openNew={openNew} open={setDialog} />
      <TextDialog
        open={dialog?.kind === 'edit'}
        title={editing ? t(`${ns}.form.renameTitle`) : t(`${ns}.form.newTitle`)}
        label={t(`${ns}.form.name`)}
        initial={editing?.name ?? ''}
        placeholder={t(`${ns}.form.namePlaceholder`)}
        maxLength={LIMITS.nameMaxLength}
        required={props.nameRequired}
        submitLabel={editing ? t(`${ns}.form.save`) : t(`${ns}.form.create`)}
        validate={props.validate}
        fieldCodes={props.fieldCodes}
        onSubmit={async (name) => {
          const saved = editing ? await calls.rename(editing._id, name) : await calls.add(name);
          notify('success', t(editing ? `${ns}.toast.saved` : `${ns}.toast.created`, { name: saved.name }));
        }}
        onClose={close}
        testId={editing && props.renameDialogTestId ? props.renameDialogTestId : `${singular}-dialog`}
      />
      {props.manageDialog(dialog?.kind === 'manage' ? dialog.group : null, close)}
      <RemoveConfirm
        ns={ns}
        item={dialog?.kind === 'remove' ? dialog.group : null}
        remove={calls.remove}
        onClose={close}
        testId={`${singular}-remove-dialog`}
      />
    </AdminListTab>
  );
}

/** The list, or its loading, failed or empty state. */
function NamedGroupsBody<T extends NamedGroup>({
  ns,
  singular,
  plural,
  list,
  groups,
  emptyIcon,
  tableClassName,
  skeletonColumns,
  nameWidth,
  columns,
  actionsWidth,
  manage,
  openNew,
  open,
}: NamedGroupsTabProps<T> & { groups: readonly T[]; openNew: () => void; open: (dialog: DialogState<T>) => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const base = useListTableStyles();
  if (list.error && !list.data)
    return <ListLoadFailed ns={ns} testId={`${plural}-failed`} onRetry={() => void list.mutate()} />;
  if (!list.data)
    return (
      <TableSkeleton columns={skeletonColumns} iconSize={36} label={t(`${ns}.loading`)} testId={`${plural}-loading`} />
    );
  if (groups.length === 0)
    return (
      <ListEmpty
        testId={`${plural}-empty`}
        icon={emptyIcon}
        title={t(`${ns}.empty.title`)}
        hint={t(`${ns}.empty.hint`)}
        actions={
          <Button appearance="primary" icon={<Add20Filled />} onClick={openNew}>
            {t(`${ns}.new`)}
          </Button>
        }
      />
    );
  return (
    <EntityTable
      items={groups}
      className={tableClassName}
      label={t(`${ns}.label`)}
      testId={`${plural}-table`}
      rowTestId={`${singular}-row`}
      rowData={(group) => ({ 'data-name': group.name })}
      columns={[
        {
          key: 'name',
          label: t(`${ns}.name`),
          width: nameWidth,
          cell: (group) => (
            <Body1Strong className={base.ellipsis} title={group.name}>
              {group.name}
            </Body1Strong>
          ),
        },
        ...columns.map((column) => ({ ...column, className: column.className ?? styles.number })),
      ]}
      actions={{
        label: t(`${ns}.actions`),
        width: actionsWidth,
        cell: (group) => <NamedGroupActions ns={ns} singular={singular} manage={manage} group={group} open={open} />,
      }}
    />
  );
}

/** A group's actions: its own (APIs, members), rename, delete. */
function NamedGroupActions<T extends NamedGroup>({
  ns,
  singular,
  manage,
  group,
  open,
}: Pick<NamedGroupsTabProps<T>, 'ns' | 'singular' | 'manage'> & { group: T; open: (dialog: DialogState<T>) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <RowAction
        tooltip={manage.tooltip}
        label={manage.label(group)}
        icon={manage.icon}
        onClick={() => open({ kind: 'manage', group })}
        testId={manage.testId}
      />
      <RowAction
        tooltip={t(`${ns}.rename`)}
        label={t(`${ns}.renameFor`, { name: group.name })}
        icon={<Edit20Regular />}
        onClick={() => open({ kind: 'edit', group })}
        testId={`${singular}-rename`}
      />
      <RowAction
        tooltip={t(`${ns}.remove`)}
        label={t(`${ns}.removeFor`, { name: group.name })}
        icon={<Delete20Regular />}
        onClick={() => open({ kind: 'remove', group })}
        testId={`${singular}-remove`}
      />
    </>
  );
}
