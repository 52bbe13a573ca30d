import { useState, type FormEvent } from 'react';
import { Body1Strong, Caption1, Checkbox, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import {
  FUNCTION_PERMISSIONS,
  roleAddArgs,
  type FunctionPermission,
  type RoleView,
} from '../../../../shared/acts/roles.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../../shared/limits.js';
import type { RoleInput } from '../../api/roles';
import { routeError, type FormError } from '../../forms/formError';
import { schemaValidator } from '../../forms/validation';
import { FormAlert } from '../common/FormAlert';
import { FormField } from '../common/FormField';
import { FormDialog, FormDialogBody } from '../common/FormDialog';

const useStyles = makeStyles({
  surface: { maxWidth: '560px' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
  },
  fieldset: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  legend: { padding: 0, marginBottom: '2px' },
  list: {
    display: 'flex',
    flexDirection: 'column',
    marginTop: tokens.spacingVerticalXS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS} ${tokens.spacingVerticalS}`,
    ':not(:last-child)': { borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  },
  hint: { color: tokens.colorNeutralForeground3 },
  itemHint: { color: tokens.colorNeutralForeground3, marginTop: '-4px', paddingLeft: '36px' },
});

type RoleField = 'name' | 'permissions';
const FIELDS: readonly RoleField[] = ['name', 'permissions'];
const validateName = schemaValidator<'name'>(z.pick(roleAddArgs, { name: true }));

export interface RoleDialogProps {
  open: boolean;
  /** The custom role being edited; null creates one. */
  editing: RoleView | null;
  onClose: () => void;
  onSubmit: (input: RoleInput, editing: RoleView | null) => Promise<void>;
}

/** Create or edit a custom role: its name and a checkbox per function permission. */
export function RoleDialog(props: RoleDialogProps) {
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      open={props.open}
      busy={busy}
      onClose={props.onClose}
      surfaceClassName={styles.surface}
      testId="role-dialog"
    >
      {props.open ? <RoleForm {...props} busy={busy} setBusy={setBusy} /> : null}
    </FormDialog>
  );
}

function RoleForm({
  editing,
  onClose,
  onSubmit,
  busy,
  setBusy,
}: RoleDialogProps & { busy: boolean; setBusy: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [name, setName] = useState(editing?.name ?? '');
  const [permissions, setPermissions] = useState<ReadonlySet<FunctionPermission>>(new Set(editing?.permissions ?? []));
  const [nameError, setNameError] = useState<number | undefined>();
  const [formError, setFormError] = useState<FormError | null>(null);

  const toggle = (permission: FunctionPermission, on: boolean) =>
    setPermissions((previous) => {
      const next = new Set(previous);
      if (on) next.add(permission);
      else next.delete(permission);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const invalid = validateName({ name }).name;
    if (invalid !== undefined) {
      setNameError(invalid);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(
        { name: name.trim(), permissions: FUNCTION_PERMISSIONS.filter((permission) => permissions.has(permission)) },
        editing,
      );
      setBusy(false);
      onClose();
    } catch (error) {
      setBusy(false);
      const routed = routeError<RoleField>(
        error,
        { [ErrorCode.ROLE_NAME_DUPLICATE]: 'name', [ErrorCode.NAME_INVALID]: 'name' },
        FIELDS,
      );
      setNameError(routed.fields.name);
      setFormError(
        routed.form ?? (routed.fields.permissions !== undefined ? routedPermissions(routed.fields.permissions) : null),
      );
    }
  };

  return (
    <FormDialogBody
      title={editing ? t('admin.roles.form.editTitle') : t('admin.roles.form.newTitle')}
      busy={busy}
      onSubmit={submit}
      onCancel={onClose}
      submitLabel={editing ? t('admin.roles.form.save') : t('admin.roles.form.create')}
      contentClassName={styles.content}
    >
      <FormField
        label={t('admin.roles.form.name')}
        error={nameError}
        required
        hint={t('common.charCount', { count: name.length, max: LIMITS.nameMaxLength })}
      >
        <Input
          name="name"
          value={name}
          placeholder={t('admin.roles.form.namePlaceholder')}
          maxLength={LIMITS.nameMaxLength}
          onChange={(_, data) => {
            setName(data.value);
            setNameError(undefined);
          }}
          autoFocus
        />
      </FormField>
      <fieldset className={styles.fieldset} aria-describedby="role-permissions-hint">
        <legend className={styles.legend}>
          <Body1Strong>{t('admin.roles.form.permissions')}</Body1Strong>
        </legend>
        <Caption1 id="role-permissions-hint" className={styles.hint}>
          {t('admin.roles.form.permissionsHint')}
        </Caption1>
        <div className={styles.list}>
          {FUNCTION_PERMISSIONS.map((permission) => (
            <div key={permission} className={styles.item}>
              <Checkbox
                checked={permissions.has(permission)}
                onChange={(_, data) => toggle(permission, data.checked === true)}
                aria-describedby={`role-permission-${permission}-hint`}
                label={t(`admin.permissions.${permission}.label`)}
                data-permission={permission}
              />
              <Caption1 id={`role-permission-${permission}-hint`} className={styles.itemHint}>
                {t(`admin.permissions.${permission}.hint`)}
              </Caption1>
            </div>
          ))}
        </div>
      </fieldset>
      <FormAlert error={formError} />
    </FormDialogBody>
  );
}

/** A permission-list failure has no field of its own: it shows above the buttons. */
function routedPermissions(code: number): FormError {
  return { code, message: '', intent: 'error' };
}
