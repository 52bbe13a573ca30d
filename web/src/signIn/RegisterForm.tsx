import { makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAuthFormStyles } from '../components/auth/formStyles';
import { PasswordStrengthMeter } from '../components/auth/PasswordStrengthMeter';
import { LoadingRing } from '../components/common/LoadingRing';
import { PlainButton } from '../components/plain/Button';
import { Field } from '../components/plain/Field';
import { FormNotice } from '../components/plain/FormNotice';
import {
  Building20Regular,
  CheckmarkCircle20Filled,
  Mail20Regular,
  Password20Regular,
  Person20Regular,
  Phone20Regular,
  ShieldKeyhole20Regular,
} from '../components/plain/icons';
import { PasswordInput } from '../components/plain/PasswordInput';
import { SubmitButton } from '../components/plain/SubmitButton';
import { TextInput } from '../components/plain/TextInput';
import { InviteBanner } from './InviteBanner';
import type { InviteFlow } from './InviteFlow';
import { useRegisterForm, type Availability, type RegisterField } from './useRegisterForm';

const useStyles = makeStyles({
  section: typographyStyles.caption1,
  checking: { display: 'flex' },
  codeButton: { minWidth: 'auto', paddingLeft: tokens.spacingHorizontalS, paddingRight: tokens.spacingHorizontalS },
});

/** The registration form: account (mobile, code, password) then profile (name, company, email). */
export function RegisterForm({ invite }: { invite: InviteFlow | null }) {
  const { t } = useTranslation();
  const styles = useAuthFormStyles();
  const own = useStyles();
  const { form, setValue, refs, busy, sending, formError, availability, countdown, checkUnique, sendCode, submit } =
    useRegisterForm(invite);
  /** With an invitation, e-mail and company are the invitation's (read-only). */
  const invited = invite?.info !== undefined;
  const { values, errors } = form;

  /** Availability sits inside the input (no layout shift under a pointer heading for "Send code"). */
  const status = (value: Availability | undefined) =>
    value === 'checking' ? (
      <span className={own.checking} role="img" aria-label={t('register.checking')}>
        <LoadingRing size="tiny" />
      </span>
    ) : value === 'available' ? (
      <CheckmarkCircle20Filled
        className={styles.available}
        aria-label={t('register.available')}
        data-testid="available"
      />
    ) : undefined;
  /** What every text field of the form shares: its name, value, change and leaving. */
  const text = (field: RegisterField, onBlur = () => void form.blur(field)) => ({
    ref: refs[field],
    name: field,
    value: values[field],
    onValueChange: (value: string) => setValue(field, value),
    onBlur,
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="register-form">
      {invite ? <InviteBanner code={invite.code} info={invite.info} error={invite.error} /> : null}
      <span className={mergeClasses(own.section, styles.sectionTitle)}>{t('register.sectionAccount')}</span>
      <Field label={t('register.mobile')} error={errors.mobile} required>
        {(control) => (
          <TextInput
            {...control}
            {...text('mobile', () => void checkUnique('mobile'))}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            autoFocus
            placeholder={t('register.mobilePlaceholder')}
            before={<Phone20Regular />}
            after={status(availability.mobile)}
          />
        )}
      </Field>
      <Field label={t('register.vcode')} error={errors.vcode} required>
        {(control) => (
          <TextInput
            {...control}
            {...text('vcode')}
            onValueChange={(value) => setValue('vcode', value.replace(/\D/g, ''))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('register.vcodePlaceholder')}
            before={<ShieldKeyhole20Regular />}
            after={
              <PlainButton
                appearance="transparent"
                className={mergeClasses(styles.codeButton, own.codeButton)}
                onClick={() => void sendCode()}
                inactive={sending || countdown.remaining > 0}
                icon={sending ? <LoadingRing size="tiny" /> : undefined}
                data-testid="send-code"
              >
                {sending
                  ? t('register.sending')
                  : countdown.remaining > 0
                    ? t('register.resendIn', { seconds: countdown.remaining })
                    : t('register.sendCode')}
              </PlainButton>
            }
          />
        )}
      </Field>
      <Field
        label={t('register.password')}
        error={errors.password}
        required
        hint={<PasswordStrengthMeter value={values.password} />}
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...text('password')}
            autoComplete="new-password"
            placeholder={t('register.passwordPlaceholder')}
            before={<Password20Regular />}
          />
        )}
      </Field>
      <Field label={t('register.confirmPassword')} error={errors.confirm} required>
        {(control) => (
          <PasswordInput
            {...control}
            {...text('confirm')}
            autoComplete="new-password"
            placeholder={t('register.confirmPlaceholder')}
            before={<Password20Regular />}
          />
        )}
      </Field>
      <span className={mergeClasses(own.section, styles.sectionTitle)}>{t('register.sectionProfile')}</span>
      <div className={styles.row}>
        <Field label={t('register.name')} error={errors.name} required>
          {(control) => (
            <TextInput
              {...control}
              {...text('name')}
              autoComplete="name"
              placeholder={t('register.namePlaceholder')}
              before={<Person20Regular />}
            />
          )}
        </Field>
        <Field label={t('register.company')} error={errors.company} required>
          {(control) => (
            <TextInput
              {...control}
              {...text('company')}
              readOnly={invited}
              filled={invited}
              autoComplete="organization"
              placeholder={t('register.companyPlaceholder')}
              before={<Building20Regular />}
            />
          )}
        </Field>
      </div>
      <Field label={t('register.email')} error={errors.email} required>
        {(control) => (
          <TextInput
            {...control}
            {...text('email', () => void checkUnique('email'))}
            type="email"
            readOnly={invited}
            filled={invited}
            autoComplete="email"
            placeholder={t('register.emailPlaceholder')}
            before={<Mail20Regular />}
            after={status(availability.email)}
          />
        )}
      </Field>
      <FormNotice error={formError} />
      <SubmitButton busy={busy} busyLabel={t('register.submitting')} testId="register-submit">
        {t('register.submit')}
      </SubmitButton>
    </form>
  );
}
