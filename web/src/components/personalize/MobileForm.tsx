import { useState, type FormEvent } from 'react';
import { Button, Input } from '@fluentui/react-components';
import { Phone20Regular, ShieldKeyhole20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../shared/limits.js';
import { normalizeMobile } from '../../../../shared/validation/plain-rules.js';
import { isRpcError } from '../../api/errors';
import { notify } from '../../app/notify';
import { useServices } from '../../app/services';
import { useCountdown } from '../../hooks/useCountdown';
import { FormField } from '../common/FormField';
import { useSectionStyles } from './sectionStyles';
import { useSaveField } from './useSaveField';

/** A new mobile number, confirmed by the SMS code sent to it (`POST /api/smsvcode`, purpose change_mobile). */
export function MobileForm() {
  const { t } = useTranslation();
  const styles = useSectionStyles();
  const { rpc } = useServices();
  const mobile = useSaveField();
  const code = useSaveField();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (sending || countdown.remaining > 0) return;
    setSending(true);
    try {
      const number = normalizeMobile(mobile.value.trim());
      const result = await rpc.call('POST /api/smsvcode', { mobile: number, purpose: 'change_mobile' });
      countdown.start(result.resend_after || LIMITS.vcode.resendSeconds);
      notify('success', t('personalize.profile.codeSent', { mobile: number }));
    } catch (error) {
      if (isRpcError(error) && !error.handled) mobile.setError(error.code);
    } finally {
      setSending(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void code.save(async () => {
      try {
        await rpc.call('v1/user/change_mobile', { mobile: normalizeMobile(mobile.value.trim()), vcode: code.value });
      } catch (error) {
        if (isRpcError(error) && error.fields.some((f) => f.path === 'mobile')) mobile.setError(error.code);
        throw error;
      }
      mobile.setValue('');
      code.setValue('');
    }, t('personalize.profile.mobileSaved'));
  };

  return (
    <form className={styles.row} onSubmit={submit} noValidate data-testid="mobile-form">
      <FormField label={t('personalize.profile.mobile')} error={mobile.error} className={styles.grow}>
        <Input
          type="tel"
          contentBefore={<Phone20Regular />}
          placeholder={t('personalize.profile.mobilePlaceholder')}
          value={mobile.value}
          onChange={(_, data) => mobile.setValue(data.value)}
          data-testid="mobile-input"
        />
      </FormField>
      <Button
        size="large"
        disabled={sending || countdown.remaining > 0 || !mobile.value.trim()}
        onClick={() => void send()}
        data-testid="mobile-send-code"
      >
        {countdown.remaining > 0
          ? t('personalize.profile.resendIn', { seconds: countdown.remaining })
          : t('personalize.profile.sendCode')}
      </Button>
      <FormField label={t('personalize.profile.code')} error={code.error}>
        <Input
          contentBefore={<ShieldKeyhole20Regular />}
          inputMode="numeric"
          maxLength={6}
          value={code.value}
          onChange={(_, data) => code.setValue(data.value)}
          data-testid="mobile-code"
        />
      </FormField>
      <Button type="submit" appearance="primary" size="large" disabled={code.busy} data-testid="mobile-save">
        {t('personalize.save')}
      </Button>
    </form>
  );
}
