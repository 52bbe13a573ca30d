import { useRef, useState, type FormEvent } from 'react';
import { Caption1, Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import { Mail20Regular, Send20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { inviteArgs } from '../../../../shared/acts/invite.js';
import type { RoleView } from '../../../../shared/acts/roles.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { firstErrorCode } from '../../../../shared/validation/issues.js';
import { isRpcError } from '../../api/errors';
import { notify } from '../../app/notify';
import { usePreferences, useServices } from '../../app/services';
import type { FormError } from '../../forms/formError';
import { absoluteTime } from '../../screenList/relativeTime';
import { inviteRoles, type InviteRole } from '../../tenants/inviteRoles';
import { Dropdown } from '../common/Dropdown';
import { FormAlert } from '../common/FormAlert';
import { FormField } from '../common/FormField';
import { FormDialog, FormDialogBody } from '../common/FormDialog';

const useStyles = makeStyles({
  surface: { maxWidth: '480px' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
  },
  note: { color: tokens.colorNeutralForeground3 },
  send: { whiteSpace: 'nowrap', flexShrink: 0 },
});

/** Server codes that belong on the e-mail field rather than above the buttons. */
const EMAIL_CODES: readonly number[] = [ErrorCode.EMAIL_INVALID, ErrorCode.MANAGED_USER_EXISTS];

export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  /** After an invitation went out (e.g. to refresh a list of pending invitations). */
  onSent?: (email: string) => void;
}

/**
 * An administrator invites a person by e-mail into the current tenant with a role
 * (`v2/admin/max_user/invite`); the person gets a link to accept or register (docs/tenants.md).
 */
export function InviteDialog({ open, onClose, onSent }: InviteDialogProps) {
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog open={open} busy={busy} onClose={onClose} surfaceClassName={styles.surface} testId="invite-dialog">
      {open ? <InviteForm onClose={onClose} onSent={onSent} busy={busy} setBusy={setBusy} /> : null}
    </FormDialog>
  );
}

interface InviteFormProps {
  onClose: () => void;
  onSent: ((email: string) => void) | undefined;
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

function InviteForm({ onClose, onSent, busy, setBusy }: InviteFormProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { rpc, store } = useServices();
  const { language } = usePreferences();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string>('member');
  const [emailError, setEmailError] = useState<number | undefined>();
  const [formError, setFormError] = useState<FormError | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const roles = useSWR<RoleView[]>(['v2/admin/role/list', store.get('auth') ?? ''], () =>
    rpc.call('v2/admin/role/list', {}),
  );
  const options = inviteRoles(roles.data);
  const label = (entry: InviteRole) => (entry.builtin ? t(`invite.dialog.roles.${entry.id}`) : entry.name);
  const selected = options.find((entry) => entry.id === role);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const invite = { email, role };
    const checked = inviteArgs.safeParse(invite);
    if (!checked.success) {
      setEmailError(firstErrorCode(checked.error, invite));
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const sent = await rpc.call('v2/admin/max_user/invite', checked.data);
      setBusy(false);
      notify(
        'success',
        t('invite.dialog.sent', { email: sent.email, date: absoluteTime(sent.expires_at, language) }),
        6000,
      );
      onSent?.(sent.email);
      onClose();
    } catch (failure) {
      setBusy(false);
      if (isRpcError(failure) && (failure.fields.length > 0 || EMAIL_CODES.includes(failure.code))) {
        setEmailError(failure.fields[0]?.code ?? failure.code);
        input.current?.focus();
      } else if (isRpcError(failure)) {
        setFormError({ code: failure.code, message: failure.message, intent: failure.handled ? 'warning' : 'error' });
      } else {
        setFormError({ code: -1, message: t('errors.actionFailed'), intent: 'error' });
      }
    }
  };

  return (
    <FormDialogBody
      title={t('invite.dialog.title')}
      busy={busy}
      onSubmit={submit}
      onCancel={onClose}
      submitLabel={busy ? t('invite.dialog.sending') : t('invite.dialog.send')}
      contentClassName={styles.content}
      submitIcon={<Send20Regular />}
      submitClassName={styles.send}
      submitTestId="invite-send"
    >
      <Caption1 className={styles.note}>{t('invite.dialog.note')}</Caption1>
      <FormField label={t('invite.dialog.email')} error={emailError} required>
        <Input
          ref={input}
          name="email"
          type="email"
          autoComplete="off"
          autoFocus
          contentBefore={<Mail20Regular />}
          placeholder={t('invite.dialog.emailPlaceholder')}
          value={email}
          onChange={(_, data) => {
            setEmail(data.value);
            setEmailError(undefined);
          }}
          data-testid="invite-email"
        />
      </FormField>
      <FormField label={t('invite.dialog.role')}>
        <Dropdown
          value={selected ? label(selected) : ''}
          selectedOptions={[role]}
          onOptionSelect={(_, data) => data.optionValue && setRole(data.optionValue)}
          data-testid="invite-role"
        >
          {options.map((entry) => (
            <Option key={entry.id} value={entry.id}>
              {label(entry)}
            </Option>
          ))}
        </Dropdown>
      </FormField>
      <FormAlert error={formError} />
    </FormDialogBody>
  );
}
