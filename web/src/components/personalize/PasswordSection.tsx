import { useState } from 'react';
import { Button, Caption1, Spinner, Subtitle2 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { PasswordChangeFields } from '../auth/PasswordChangeFields';
import { FormAlert } from '../common/FormAlert';
import { usePasswordChange } from '../shell/ChangePasswordDialog';
import { useSectionStyles } from './sectionStyles';

/** Old, new and confirmed password; a change signs out every session, this one too. */
export function PasswordSection() {
  const { t } = useTranslation();
  const styles = useSectionStyles();
  const [busy, setBusy] = useState(false);
  const { form, refs, formError, submit } = usePasswordChange([busy, setBusy], () => undefined);
  return (
    <section className={styles.card} aria-labelledby="personalize-password" data-testid="personalize-password">
      <Subtitle2 as="h2" id="personalize-password" className={styles.title}>
        {t('personalize.password.title')}
      </Subtitle2>
      <Caption1 className={styles.hint}>{t('password.dialogHint')}</Caption1>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="password-form">
        <PasswordChangeFields
          values={form.values}
          errors={form.errors}
          refs={refs}
          onChange={form.setValue}
          onBlur={form.blur}
        />
        <FormAlert error={formError} />
        <div className={styles.actions}>
          <Button
            appearance="primary"
            type="submit"
            disabledFocusable={busy}
            icon={busy ? <Spinner size="tiny" /> : undefined}
            data-testid="password-save"
          >
            {busy ? t('password.submitting') : t('password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
