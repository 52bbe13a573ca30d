import { Button, Caption1, Input, Spinner } from '@fluentui/react-components';
import {
  Building20Regular,
  CheckmarkCircle20Filled,
  Mail20Regular,
  Password20Regular,
  Person20Regular,
  Phone20Regular,
  ShieldKeyhole20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../common/FormAlert';
import { InviteBanner } from './InviteBanner';
import { FormField } from '../common/FormField';
import { SubmitButton } from '../common/SubmitButton';
import { useAuthFormStyles } from './formStyles';
import { PasswordInput } from './PasswordInput';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { useRegisterForm, type Availability } from './useRegisterForm';

/** The registration form: account (mobile, code, password) then profile (name, company, email). */
export function RegisterForm() {
  const { t } = useTranslation();
  const styles = useAuthFormStyles();
  const {
    form,
    setValue,
    refs,
    busy,
    sending,
    formError,
    availability,
    countdown,
    checkUnique,
    sendCode,
    submit,
    invite,
  } = useRegisterForm();
  /** With an invitation, e-mail and company are the invitation's (read-only). */
  const invited = invite.info !== undefined;
  const { values, errors } = form;

  /** Availability sits inside the input (no layout shift under a pointer heading for "Send code"). */
  const status = (value: Availability | undefined) =>
    value === 'checking' ? (
      <Spinner size="extra-tiny" aria-label={t('register.checking')} />
    ) : value === 'available' ? (
      <CheckmarkCircle20Filled
        className={styles.available}
        aria-label={t('register.available')}
        data-testid="available"
      />
    ) : undefined;
  const input = (field: 'name' | 'company') => ({
    ref: refs[field],
    name: field,
    className: styles.fill,
    value: values[field],
    onChange: (_: unknown, data: { value: string }) => setValue(field, data.value),
    onBlur: () => form.blur(field),
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="register-form">
      {invite.code ? <InviteBanner code={invite.code} info={invite.info} error={invite.error} /> : null}
      <Caption1 className={styles.sectionTitle}>{t('register.sectionAccount')}</Caption1>
      <FormField label={t('register.mobile')} error={errors.mobile} required>
        <Input
          ref={refs.mobile}
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          autoFocus
          placeholder={t('register.mobilePlaceholder')}
          contentBefore={<Phone20Regular />}
          contentAfter={status(availability.mobile)}
          value={values.mobile}
          onChange={(_, data) => setValue('mobile', data.value)}
          onBlur={() => void checkUnique('mobile')}
        />
      </FormField>
      <FormField label={t('register.vcode')} error={errors.vcode} required>
        <Input
          ref={refs.vcode}
          name="vcode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('register.vcodePlaceholder')}
          contentBefore={<ShieldKeyhole20Regular />}
          contentAfter={
            <Button
              appearance="transparent"
              type="button"
              className={styles.codeButton}
              onClick={() => void sendCode()}
              disabledFocusable={sending || countdown.remaining > 0}
              icon={sending ? <Spinner size="extra-tiny" /> : undefined}
              data-testid="send-code"
            >
              {sending
                ? t('register.sending')
                : countdown.remaining > 0
                  ? t('register.resendIn', { seconds: countdown.remaining })
                  : t('register.sendCode')}
            </Button>
          }
          value={values.vcode}
          onChange={(_, data) => setValue('vcode', data.value.replace(/\D/g, ''))}
          onBlur={() => form.blur('vcode')}
        />
      </FormField>
      <FormField
        label={t('register.password')}
        error={errors.password}
        required
        hint={<PasswordStrengthMeter value={values.password} />}
      >
        <PasswordInput
          ref={refs.password}
          name="password"
          autoComplete="new-password"
          placeholder={t('register.passwordPlaceholder')}
          contentBefore={<Password20Regular />}
          value={values.password}
          onChange={(_, data) => setValue('password', data.value)}
          onBlur={() => form.blur('password')}
        />
      </FormField>
      <FormField label={t('register.confirmPassword')} error={errors.confirm} required>
        <PasswordInput
          ref={refs.confirm}
          name="confirm"
          autoComplete="new-password"
          placeholder={t('register.confirmPlaceholder')}
          contentBefore={<Password20Regular />}
          value={values.confirm}
          onChange={(_, data) => setValue('confirm', data.value)}
          onBlur={() => form.blur('confirm')}
        />
      </FormField>
      <Caption1 className={styles.sectionTitle}>{t('register.sectionProfile')}</Caption1>
      <div className={styles.row}>
        <FormField label={t('register.name')} error={errors.name} required>
          <Input
            {...input('name')}
            autoComplete="name"
            placeholder={t('register.namePlaceholder')}
            contentBefore={<Person20Regular />}
          />
        </FormField>
        <FormField label={t('register.company')} error={errors.company} required>
          <Input
            {...input('company')}
            readOnly={invited}
            appearance={invited ? 'filled-darker' : 'outline'}
            autoComplete="organization"
            placeholder={t('register.companyPlaceholder')}
            contentBefore={<Building20Regular />}
          />
        </FormField>
      </div>
      <FormField label={t('register.email')} error={errors.email} required>
        <Input
          ref={refs.email}
          name="email"
          type="email"
          readOnly={invited}
          appearance={invited ? 'filled-darker' : 'outline'}
          autoComplete="email"
          placeholder={t('register.emailPlaceholder')}
          contentBefore={<Mail20Regular />}
          contentAfter={status(availability.email)}
          value={values.email}
          onChange={(_, data) => setValue('email', data.value)}
          onBlur={() => void checkUnique('email')}
        />
      </FormField>
      <FormAlert error={formError} />
      <SubmitButton busy={busy} busyLabel={t('register.submitting')} testId="register-submit">
        {t('register.submit')}
      </SubmitButton>
    </form>
  );
}
