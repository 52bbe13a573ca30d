import { useState } from 'react';
import {
  Badge,
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
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { Add20Filled, Delete20Regular, Edit20Regular, LockClosed20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { isBuiltinRole, type RoleView } from '../../../../shared/acts/roles.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { errorText } from '../../../../shared/errors/texts.js';
import { useRoleActions } from '../../api/roles';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { usePreferences } from '../../app/services';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useListTableStyles } from '../common/listPageStyles';
import { RoleDialog } from './RoleDialog';
import { labelOf } from './roleLabels';
import { useRoleNames } from './useRoleNames';
import { useTabStyles } from './tabStyles';

const useStyles = makeStyles({
  toolbar: { alignItems: 'center' },
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
  const tab = useTabStyles();
  const base = useListTableStyles();
  const names = useRoleNames();
  const calls = useRoleActions();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  /** The role the delete dialog names, kept while it closes. */
  const [removing, setRemoving] = useState<RoleView | null>(null);
  const ordered = [...roles].sort((a, b) => b.builtin - a.builtin);
  const customCount = roles.filter((role) => role.builtin === 0).length;
  const openNew = () => setDialog({ kind: 'edit', role: null });

  return (
    <section className={tab.root} aria-label={t('admin.tabs.roles')}>
      <div className={mergeClasses(tab.toolbar, styles.toolbar)}>
        <Body1 className={tab.intro}>{t('admin.roles.intro')}</Body1>
        <div className={tab.spacer} />
        <Button appearance="primary" icon={<Add20Filled />} onClick={openNew} data-testid="role-new">
          {t('admin.roles.new')}
        </Button>
      </div>
      <div className={base.frame}>
        <Table className={styles.table} aria-label={t('admin.roles.label')} data-testid="roles-table">
          <colgroup>
            <col style={{ width: '30%' }} />
            <col style={{ width: '46%' }} />
            <col style={{ width: '10%' }} />
            <col style={{ width: '14%' }} />
          </colgroup>
          <TableHeader>
            <TableRow className={base.head}>
              <TableHeaderCell>{t('admin.roles.name')}</TableHeaderCell>
              <TableHeaderCell>{t('admin.roles.permissions')}</TableHeaderCell>
              <TableHeaderCell>{t('admin.roles.members')}</TableHeaderCell>
              <TableHeaderCell className={base.actionsHead}>{t('admin.roles.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {ordered.map((role) => {
              const name = labelOf(role, names);
              const builtin = role.builtin === 1;
              return (
                <TableRow key={role._id} className={styles.row} data-testid="role-row" data-name={name}>
                  <TableCell>
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
                  </TableCell>
                  <TableCell>
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
                  </TableCell>
                  <TableCell className={styles.number}>{role.members}</TableCell>
                  <TableCell>
                    <div className={base.actions}>
                      {builtin ? (
                        <Tooltip content={errorText(ErrorCode.ROLE_BUILTIN_IMMUTABLE, language)} relationship="label">
                          <span className={styles.lock} tabIndex={0} data-testid="role-locked">
                            <LockClosed20Regular />
                          </span>
                        </Tooltip>
                      ) : (
                        <>
                          <Tooltip content={t('admin.roles.edit')} relationship="inaccessible">
                            <Button
                              appearance="subtle"
                              icon={<Edit20Regular />}
                              onClick={() => setDialog({ kind: 'edit', role })}
                              aria-label={t('admin.roles.editFor', { name })}
                              data-testid="role-edit"
                            />
                          </Tooltip>
                          <Tooltip content={t('admin.roles.remove')} relationship="inaccessible">
                            <Button
                              appearance="subtle"
                              icon={<Delete20Regular />}
                              onClick={() => {
                                setRemoving(role);
                                setDialog({ kind: 'remove', role });
                              }}
                              aria-label={t('admin.roles.removeFor', { name })}
                              data-testid="role-remove"
                            />
                          </Tooltip>
                        </>
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
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
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        title={t('admin.roles.removeDialog.title', { name: removing?.name ?? '' })}
        confirmLabel={t('admin.roles.removeDialog.confirm')}
        danger
        testId="role-remove-dialog"
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await calls.remove(removing._id);
            notify('success', t('admin.roles.toast.removed', { name: removing.name }));
          } catch (error) {
            reportError(error);
            throw error;
          }
        }}
      >
        <Body1>{t('admin.roles.removeDialog.body')}</Body1>
      </ConfirmDialog>
    </section>
  );
}
