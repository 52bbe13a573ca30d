import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { PlugConnected20Regular, ShieldCheckmark20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { DatasourceSummary } from '../../../../shared/acts/datasource.js';
import { ENGINE_TEXTS } from '../../../../shared/datasource/engines/texts.js';
import { DB_TYPE_INFO, engineInfoOf, hasEngine, type ConnectionField } from '../../../../shared/datasource/types.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { errorText } from '../../i18n/errorTexts';
import { useDatasourceActions } from '../../api/datasources';
import { isRpcError } from '../../api/errors';
import { usePreferences } from '../../app/services';
import type { FormError } from '../../forms/formError';
import { useUnsavedGuard } from '../../forms/useUnsavedGuard';
import { FormAlert } from '../common/FormAlert';
import {
  connectionName,
  newConnectionValues,
  storedConnectionValues,
  switchType,
  toSettings,
  validateConnection,
  type ConnectionFieldCodes,
  type ConnectionFormValues,
  type FormFieldName,
} from './connectionForm';
import { ConnectionFields } from './ConnectionFields';
import { EgressNote } from './EgressNote';
import { refusedSaveOutcome, testOutcome, thrownOutcome, type TestOutcome } from './testOutcome';
import { TestResultBar } from './TestResultBar';
import { TypePicker } from './TypePicker';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: 'calc(100vw - 48px)' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
    '& > *': { flexShrink: 0 },
  },
  top: {
    display: 'grid',
    gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  actions: { width: '100%', display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  spacer: { flex: 1 },
  nowrap: { whiteSpace: 'nowrap' },
});

/** Server codes that belong on the name field rather than above the buttons. */
const NAME_CODES: readonly number[] = [ErrorCode.NAME_INVALID];

export interface ConnectionDialogProps {
  open: boolean;
  /** The stored connection being edited, or null for a new one. */
  editing: DatasourceSummary | null;
  onClose: () => void;
  onSaved: (saved: DatasourceSummary, created: boolean) => void;
}

/**
 * New or edit connection: type, exactly its fields, a test of the unsaved settings, save. Closing
 * it (or leaving the page) with unsaved input asks first.
 */
export function ConnectionDialog(props: ConnectionDialogProps) {
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const requestClose = () => !busy && guard.confirm(props.onClose);
  return (
    <Dialog open={props.open} onOpenChange={(_, data) => (data.open ? undefined : requestClose())}>
      <DialogSurface className={styles.surface} data-testid="connection-dialog">
        {props.open ? (
          <ConnectionForm {...props} onCancel={requestClose} onDirty={setDirty} busy={busy} setBusy={setBusy} />
        ) : null}
        {/* Nested in this dialog, so closing it gives this one back its focus and its place. */}
        {guard.dialog}
      </DialogSurface>
    </Dialog>
  );
}

interface FormProps extends ConnectionDialogProps {
  /** Cancel: asks first when the form holds unsaved input. */
  onCancel: () => void;
  onDirty: (dirty: boolean) => void;
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

function ConnectionForm({ editing, onClose, onCancel, onSaved, onDirty, busy, setBusy }: FormProps) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const styles = useStyles();
  const calls = useDatasourceActions();
  const initial = useMemo(
    () => (editing ? storedConnectionValues(editing) : newConnectionValues('postgresql')),
    [editing],
  );
  const [values, setValues] = useState<ConnectionFormValues>(initial);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);
  const [errors, setErrors] = useState<ConnectionFieldCodes>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const submitted = useRef(false);
  const alive = useRef(true);
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    alive.current = true;
    nameRef.current?.focus();
    return () => {
      alive.current = false;
    };
  }, []);

  // A test's answer or a save's failure shows below the fields: bring it into the dialog's view.
  useEffect(() => {
    if (outcome || formError) answerRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [outcome, formError]);

  const info = DB_TYPE_INFO[values.type];
  const engine = engineInfoOf(values.type);
  const stored = editing ? { hasPassword: editing.has_password, hasKey: editing.has_key } : null;

  const change = <F extends keyof ConnectionFormValues>(field: F, value: ConnectionFormValues[F]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => (field in previous ? { ...previous, [field]: undefined } : previous));
    if (field !== 'name') setOutcome(null);
  };

  const blur = (field: FormFieldName) => {
    const value = field === 'tls' ? '' : values[field];
    if (!submitted.current && value === '') return;
    const code = validateConnection(values)[field];
    setErrors((previous) => ({ ...previous, [field]: code }));
  };

  /** Puts the focus on the first field with an error (inputs and text areas carry the field's name). */
  const focusFirst = (codes: ConnectionFieldCodes) => {
    const first = (['name', ...info.fields] as FormFieldName[]).find((field) => codes[field] !== undefined);
    if (!first) return;
    const element = formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`);
    element?.focus();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    submitted.current = true;
    setFormError(null);
    const codes = validateConnection(values);
    setErrors(codes);
    if (Object.values(codes).some((code) => code !== undefined)) {
      focusFirst(codes);
      return;
    }
    setBusy(true);
    try {
      const settings = toSettings(values);
      const name = connectionName(values);
      const saved = editing ? await calls.change(editing._id, name, settings) : await calls.add(name, settings);
      setBusy(false);
      onSaved(saved, editing === null);
      onClose();
    } catch (failure) {
      setBusy(false);
      if (!alive.current) return;
      const refused = refusedSaveOutcome(failure, language);
      if (refused) setOutcome(refused);
      else if (isRpcError(failure) && failure.fields.length > 0) {
        const fields: ConnectionFieldCodes = {};
        for (const { path, code } of failure.fields) {
          const field = (path.startsWith('settings.') ? path.slice(9) : path) as FormFieldName;
          fields[field] ??= code;
        }
        setErrors(fields);
        focusFirst(fields);
      } else if (isRpcError(failure) && NAME_CODES.includes(failure.code) && !failure.handled) {
        setErrors({ name: ErrorCode.NAME_INVALID });
        nameRef.current?.focus();
      } else if (isRpcError(failure)) {
        setFormError({ code: failure.code, message: failure.message, intent: failure.handled ? 'warning' : 'error' });
      } else {
        setFormError({ code: -1, message: t('errors.actionFailed'), intent: 'error' });
      }
    }
  };

  const test = async () => {
    if (testing) return;
    const { name: _name, ...codes } = validateConnection(values);
    if (Object.values(codes).some((code) => code !== undefined)) {
      submitted.current = true;
      setErrors((previous) => ({ ...previous, ...codes }));
      focusFirst(codes);
      return;
    }
    setTesting(true);
    setOutcome(null);
    try {
      const result = await calls.testSettings(toSettings(values), editing?._id);
      if (alive.current) setOutcome(testOutcome(result, language));
    } catch (failure) {
      if (alive.current) setOutcome(thrownOutcome(failure, language));
    } finally {
      if (alive.current) setTesting(false);
    }
  };

  const nameCode = errors.name;
  return (
    <form ref={formRef} onSubmit={(event) => void save(event)} noValidate data-testid="connection-form">
      <DialogBody>
        <DialogTitle>{editing ? t('datasources.form.editTitle') : t('datasources.form.newTitle')}</DialogTitle>
        <DialogContent className={styles.content}>
          <MessageBar intent="info" icon={<ShieldCheckmark20Regular />} layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t('datasources.form.readOnlyTitle')}</MessageBarTitle>
              <div>{t('datasources.form.readOnlyHint')}</div>
              <div data-testid="read-only-rules">
                {t(`datasources.form.readOnlyRules.${engine?.readOnlyRules ?? 'other'}`)}
              </div>
              {engine && !engine.supports.readOnlySession ? (
                <div data-testid="no-read-only-session">{t('datasources.form.noReadOnlySession')}</div>
              ) : null}
            </MessageBarBody>
          </MessageBar>
          <div className={styles.top}>
            <Field
              label={t('datasources.form.name')}
              style={{ gridColumn: 'span 6' }}
              validationState={nameCode !== undefined ? 'error' : 'none'}
              validationMessage={nameCode !== undefined ? errorText(nameCode, language) : undefined}
            >
              <Input
                ref={nameRef}
                name="name"
                value={values.name}
                maxLength={50}
                placeholder={connectionName(values) || t('datasources.form.namePlaceholder')}
                onChange={(_, data) => change('name', data.value)}
                onBlur={() => blur('name')}
              />
            </Field>
            <TypePicker
              value={values.type}
              onChange={(type) => {
                setValues((previous) => switchType(previous, type));
                setErrors({});
                setOutcome(null);
              }}
            />
          </div>
          {hasEngine(values.type) ? null : (
            <MessageBar intent="warning" layout="multiline" data-testid="no-driver-note">
              <MessageBarBody>
                <MessageBarTitle>{t('datasources.type.noDriverTitle', { type: info.label })}</MessageBarTitle>
                {info.unavailable ? (
                  <div data-testid="no-driver-reason">{ENGINE_TEXTS[info.unavailable][language]}</div>
                ) : null}
                <div>{t('datasources.type.noDriverHint')}</div>
              </MessageBarBody>
            </MessageBar>
          )}
          {info.note ? (
            <MessageBar intent="info" layout="multiline" data-testid="type-note">
              <MessageBarBody>{ENGINE_TEXTS[info.note][language]}</MessageBarBody>
            </MessageBar>
          ) : null}
          <ConnectionFields
            values={values}
            errors={errors}
            stored={stored}
            onChange={change}
            onBlur={(field: ConnectionField) => blur(field)}
          />
          <EgressNote />
          <div ref={answerRef} aria-live="polite">
            <TestResultBar outcome={outcome} />
            <FormAlert error={formError} />
          </div>
        </DialogContent>
        <DialogActions fluid className={styles.actions}>
          <Button
            type="button"
            appearance="outline"
            className={styles.nowrap}
            icon={testing ? <Spinner size="tiny" /> : <PlugConnected20Regular />}
            disabledFocusable={testing}
            onClick={() => void test()}
            data-testid="form-test"
          >
            {testing ? t('datasources.test.running') : t('datasources.test.button')}
          </Button>
          <span className={styles.spacer} />
          <Button type="button" appearance="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            appearance="primary"
            className={styles.nowrap}
            disabledFocusable={busy}
            icon={busy ? <Spinner size="tiny" appearance="inverted" /> : undefined}
            data-testid="form-save"
          >
            {editing ? t('datasources.form.save') : t('datasources.form.create')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
