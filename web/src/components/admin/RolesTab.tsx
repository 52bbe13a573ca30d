import { useState } from 'react';
import { Badge, Body1Strong, Caption1, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular, LockClosed20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { isBuiltinRole, type RoleView } from '../../../../shared/acts/roles.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { errorText } from '../../i18n/errorTexts';
import { useRoleActions } from '../../api/roles';
import { notify } from '../../app/notify';
import { usePreferences } from '../../app/services';
import { useListTableStyles } from '../common/listPageStyles';
import { EntityTable, RowAction } from '../common/EntityTable';
import { AdminListTab, RemoveConfirm } from './AdminList';
import { RoleDialog } from './RoleDialog';
import { labelOf } from './roleLabels';
import { useRoleNames } from './useRoleNames';

const useStyles = makeStyles({
  table: { minWidth: '900px', tableLayout: 'fixed' },
  row: { minHeight: '64px' },
  nameText: { display: 'flex', flexDirection: 'column', minWidth: 0, gap: '2px' },
  nameLine: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  badges: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalS,
  },
  number: { fontVariantNumeric: 'tabular-nums' },
  lock: { color: tokens.colorNeutralForeground3, display: 'inline-flex', padding: tokens.spacingHorizontalS },
  customEmpty: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    color: tokens.colorNeutralForeground2,
  },
});

type Dialog = { kind: 'edit'; role: RoleView | null } | { kind: 'remove'; role: RoleView };

/** Built-in roles (read only) and the tenant's custom roles, with their permissions and member counts. */
export function RolesTab({ roles }: { roles: readonly RoleView[] }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const styles = useStyles();
  const base = useListTableStyles();
  const names = useRoleNames();
  const calls = useRoleActions();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const ordered = [...roles].sort((a, b) => b.builtin - a.builtin);
  const customCount = roles.filter((role) => role.builtin === 0).length;
  const openNew = () => setDialog({ kind: 'edit', role: null });

  return (
    <AdminListTab ns="admin.roles" label={t('admin.tabs.roles')} onNew={openNew} newTestId="role-new">
      <EntityTable
        items={ordered}
        className={styles.table}
        label={t('admin.roles.label')}
        testId="roles-table"
        rowTestId="role-row"
        rowClassName={styles.row}
        rowData={(role) => ({ 'data-name': labelOf(role, names) })}
        columns={[
          {
            key: 'name',
            label: t('admin.roles.name'),
            width: '30%',
            cell: (role) => {
              const name = labelOf(role, names);
              const builtin = role.builtin === 1;
              return (
                <div className={styles.nameText}>
                  <div className={styles.nameLine}>
                    <Body1Strong className={base.ellipsis} title={name}>
                      {name}
                    </Body1Strong>
                    <Badge appearance="outline" color={builtin ? 'informative' : 'brand'} size="small">
                      {builtin ? t('admin.roles.builtin') : t('admin.roles.custom')}
                    </Badge>
                  </div>
                  {builtin && isBuiltinRole(role._id) ? (
                    <Caption1 className={base.muted}>{t(`admin.roles.builtinHints.${role._id}`)}</Caption1>
                  ) : null}
                </div>
              );
            },
          },
          {
            key: 'permissions',
            label: t('admin.roles.permissions'),
            width: '46%',
            cell: (role) => (
              <div className={styles.badges} data-testid="role-permissions">
                {role.manage_roles === 1 ? (
                  <Badge appearance="filled" color="brand" size="medium">
                    {t('admin.roles.manageRoles')}
                  </Badge>
                ) : null}
                {role.permissions.map((permission) => (
                  <Tooltip
                    key={permission}
                    content={t(`admin.permissions.${permission}.hint`)}
                    relationship="description"
                  >
                    <Badge appearance="tint" color="informative" size="medium" data-permission={permission}>
                      {t(`admin.permissions.${permission}.label`)}
                    </Badge>
                  </Tooltip>
                ))}
                {role.permissions.length === 0 && role.manage_roles === 0 ? (
                  <Badge appearance="ghost" color="subtle" size="medium">
                    {t('admin.roles.none')}
                  </Badge>
                ) : null}
              </div>
            ),
          },
          {
            key: 'members',
            label: t('admin.roles.members'),
            width: '10%',
            className: styles.number,
            cell: (role) => role.members,
          },
        ]}
        actions={{
          label: t('admin.roles.actions'),
          width: '14%',
          cell: (role) => {
            const name = labelOf(role, names);
            return role.builtin === 1 ? (
              <Tooltip content={errorText(ErrorCode.ROLE_BUILTIN_IMMUTABLE, language)} relationship="label">
                <span className={styles.lock} role="img" tabIndex={0} data-testid="role-locked">
                  <LockClosed20Regular />
                </span>
              </Tooltip>
            ) : (
              <>
                <RowAction
                  tooltip={t('admin.roles.edit')}
                  label={t('admin.roles.editFor', { name })}
                  icon={<Edit20Regular />}
                  onClick={() => setDialog({ kind: 'edit', role })}
                  testId="role-edit"
                />
                <RowAction
                  tooltip={t('admin.roles.remove')}
                  label={t('admin.roles.removeFor', { name })}
                  icon={<Delete20Regular />}
                  onClick={() => setDialog({ kind: 'remove', role })}
                  testId="role-remove"
                />
              </>
            );
          },
        }}
      />
      {customCount === 0 ? (
        <div className={styles.customEmpty} data-testid="roles-custom-empty">
          <Body1Strong>{t('admin.roles.empty.customTitle')}</Body1Strong>
          <Caption1>{t('admin.roles.empty.customHint')}</Caption1>
        </div>
      ) : null}
      <RoleDialog
        open={dialog?.kind === 'edit'}
        editing={dialog?.kind === 'edit' ? dialog.role : null}
        onClose={() => setDialog(null)}
        onSubmit={async (input, editing) => {
          const saved = editing ? await calls.change(editing._id, input) : await calls.add(input);
          notify('success', t(editing ? 'admin.roles.toast.saved' : 'admin.roles.toast.created', { name: saved.name }));
        }}
      />
      <RemoveConfirm
        ns="admin.roles"
        item={dialog?.kind === 'remove' ? dialog.role : null}
        remove={calls.remove}
        onClose={() => setDialog(null)}
        testId="role-remove-dialog"
      />
    </AdminListTab>
  );
}
