import { createRef, useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../shared/limits.js';
import { normalizeMobile } from '../../../shared/validation/plain-rules.js';
import { saveLoginResult } from '../api/session';
import { notify } from '../app/notify';
import { useServices } from '../app/services';
import { routeError, type FormError } from '../forms/formError';
import { useFormState } from '../forms/useFormState';
import { combineValidators, schemaValidator, useDeferredValidator, type FieldCodes } from '../forms/validation';
import { useCountdown } from '../hooks/useCountdown';
import { afterLoginTarget } from '../routing/redirects';
import { sendMarketingSource } from '../app/marketingSource';
import type { InviteFlow } from './InviteFlow';
import { useSearchParams, useSignInNavigation } from './navigation';

export type RegisterField = 'mobile' | 'vcode' | 'password' | 'confirm' | 'name' | 'company' | 'email';
export const REGISTER_FIELDS: readonly RegisterField[] = [
  'mobile',
  'vcode',
  'password',
  'confirm',
  'name',
  'company',
  'email',
];
export type Availability = 'checking' | 'available' | 'taken';
type Unique = 'mobile' | 'email';

const FIELD_BY_CODE: Partial<Record<number, RegisterField>> = {
  [ErrorCode.MOBILE_REGISTERED]: 'mobile',
  [ErrorCode.MOBILE_INVALID]: 'mobile',
  [ErrorCode.VCODE_WRONG]: 'vcode',
  [ErrorCode.VCODE_EXPIRED]: 'vcode',
  [ErrorCode.VCODE_TOO_MANY_TRIES]: 'vcode',
  [ErrorCode.VCODE_REQUIRED]: 'vcode',
  [ErrorCode.VCODE_THROTTLED]: 'vcode',
  [ErrorCode.PASSWORD_WEAK]: 'password',
  [ErrorCode.EMAIL_REGISTERED]: 'email',
  [ErrorCode.EMAIL_INVALID]: 'email',
  [ErrorCode.NAME_INVALID]: 'name',
  [ErrorCode.COMPANY_INVALID]: 'company',
};

const TAKEN_CODE: Record<Unique, typeof ErrorCode.MOBILE_REGISTERED | typeof ErrorCode.EMAIL_REGISTERED> = {
  mobile: ErrorCode.MOBILE_REGISTERED,
  email: ErrorCode.EMAIL_REGISTERED,
};

const loadValidator = () =>
  import('../../../shared/acts/user.js').then(({ registerArgs }) => schemaValidator<RegisterField>(registerArgs));

function confirmValidator(values: Record<RegisterField, string>): FieldCodes<RegisterField> {
  if (!values.confirm) return { confirm: ErrorCode.PASSWORD_REQUIRED };
  return values.confirm === values.password ? {} : { confirm: ErrorCode.PASSWORD_CONFIRM_MISMATCH };
}

/** State and actions of /register: exist checks on blur, the SMS code, submission. */
export function useRegisterForm(invite: InviteFlow | null) {
  const { t } = useTranslation();
  const { rpc, store } = useServices();
  const { go } = useSignInNavigation();
  const params = useSearchParams();
  const schema = useDeferredValidator(loadValidator);
  const validate = useMemo(() => combineValidators<RegisterField>(schema, confirmValidator), [schema]);
  const form = useFormState<RegisterField>(
    { mobile: '', vcode: '', password: '', confirm: '', name: '', company: '', email: '' },
    validate,
  );
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<FormError | null>(null);
  const [availability, setAvailability] = useState<Partial<Record<Unique, Availability>>>({});
  const countdown = useCountdown();
  // An invitation (`?invite=`): e-mail and company are the invitation's, and the user joins its tenant.
  const invited = invite?.info;
  const { setValue: setFormValue } = form;
  useEffect(() => {
    if (!invited) return;
    setFormValue('email', invited.email);
    setFormValue('company', invited.tenant_name);
  }, [invited, setFormValue]);
  const sequence = useRef<Record<Unique, number>>({ mobile: 0, email: 0 });
  const refs = useMemo(
    () =>
      Object.fromEntries(REGISTER_FIELDS.map((field) => [field, createRef<HTMLInputElement>()])) as Record<
        RegisterField,
        RefObject<HTMLInputElement | null>
      >,
    [],
  );

  const setValue = (field: RegisterField, value: string) => {
    form.setValue(field, value);
    if (field === 'mobile' || field === 'email') {
      sequence.current[field] += 1;
      setAvailability((previous) => ({ ...previous, [field]: undefined }));
    }
  };

  const applyError = (error: unknown) => {
    const routed = routeError(error, FIELD_BY_CODE, REGISTER_FIELDS);
    form.setErrors((previous) => ({ ...previous, ...routed.fields }));
    setFormError(routed.form);
    const first = REGISTER_FIELDS.find((field) => routed.fields[field] !== undefined);
    if (first) refs[first].current?.focus();
    for (const field of ['mobile', 'email'] as const) {
      if (routed.fields[field] === TAKEN_CODE[field])
        setAvailability((previous) => ({ ...previous, [field]: 'taken' }));
    }
  };

  /** On blur: the field's own rule, then "already registered" through v1/user/exist. */
  const checkUnique = async (field: Unique) => {
    if (form.blur(field) !== undefined || !form.values[field].trim()) return;
    const token = ++sequence.current[field];
    setAvailability((previous) => ({ ...previous, [field]: 'checking' }));
    try {
      const value = form.values[field].trim();
      const { exist } = await rpc.call('v1/user/exist', field === 'mobile' ? { mobile: value } : { email: value });
      if (token !== sequence.current[field]) return;
      setAvailability((previous) => ({ ...previous, [field]: exist ? 'taken' : 'available' }));
      if (exist) form.setError(field, TAKEN_CODE[field]);
    } catch {
      if (token === sequence.current[field]) setAvailability((previous) => ({ ...previous, [field]: undefined }));
    }
  };

  const sendCode = async () => {
    if (sending || countdown.remaining > 0) return;
    const code = validate(form.values).mobile;
    if (code !== undefined || availability.mobile === 'taken') {
      form.setError('mobile', code ?? ErrorCode.MOBILE_REGISTERED);
      refs.mobile.current?.focus();
      return;
    }
    setSending(true);
    setFormError(null);
    try {
      const mobile = normalizeMobile(form.values.mobile.trim());
      const result = await rpc.call('POST /api/smsvcode', { mobile, purpose: 'register' });
      countdown.start(result.resend_after || LIMITS.vcode.resendSeconds);
      notify('success', t('register.codeSent', { mobile }));
      refs.vcode.current?.focus();
    } catch (error) {
      applyError(error);
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const invalid = form.validateAll();
    const taken = (['mobile', 'email'] as const).find((field) => availability[field] === 'taken');
    if (taken && !invalid) form.setError(taken, TAKEN_CODE[taken]);
    const first = invalid ?? taken;
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setBusy(true);
    try {
      const { confirm: _confirm, ...payload } = form.values;
      const joining = invite ? await invite.answered() : undefined;
      const result = await rpc.call(
        'v1/user/register_max',
        joining && invite ? { ...payload, invite_code: invite.code } : payload,
      );
      saveLoginResult(store, result, normalizeMobile(payload.mobile.trim()));
      rpc.adoptAuth(result.auth);
      void sendMarketingSource(rpc, store, 'register');
      go(afterLoginTarget(params.get('redirect')), {
        replace: true,
        toast: joining
          ? t('invite.joined', { tenant: joining.tenant_name })
          : t('register.success', { name: result.name }),
      });
    } catch (error) {
      applyError(error);
    } finally {
      setBusy(false);
    }
  };

  return {
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
  };
}
