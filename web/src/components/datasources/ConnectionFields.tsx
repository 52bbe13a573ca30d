import type { ReactElement } from 'react';
import { Field, Input, makeStyles, Option, Subtitle2, Switch, Textarea, tokens } from '@fluentui/react-components';
import { Dropdown } from '../common/Dropdown';
import { useTranslation } from 'react-i18next';
import { SQL_LIMITS } from '../../../../shared/datasource/connection.js';
import { ENGINE_TEXTS } from '../../../../shared/datasource/engines/texts.js';
import { DB_TYPE_INFO, type ConnectionField } from '../../../../shared/datasource/types.js';
import { errorText } from '../../i18n/errorTexts';
import { usePreferences } from '../../app/services';
import { showsField, type ConnectionFieldCodes, type ConnectionFormValues } from './connectionForm';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { color: tokens.colorNeutralForeground2 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    alignItems: 'start',
  },
  pem: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  switchField: { paddingTop: '26px' },
  dropdown: { minWidth: 0 },
});

/** The grid columns (of 12) each field takes. */
const SPAN: Record<ConnectionField, number> = {
  server: 8,
  port: 4,
  database: 6,
  schema: 6,
  instance: 6,
  mode: 5,
  sid: 7,
  username: 6,
  password: 6,
  provider: 6,
  policy: 6,
  tls: 6,
  timeoutSeconds: 6,
  certPem: 6,
  keyPem: 6,
};

/** Fields by section, in the order people fill them in (each type shows the ones it lists). */
const SECTIONS: ReadonlyArray<{ key: 'target' | 'signIn' | 'security'; fields: readonly ConnectionField[] }> = [
  { key: 'target', fields: ['server', 'port', 'instance', 'mode', 'sid', 'database', 'schema'] },
  { key: 'signIn', fields: ['username', 'password', 'provider', 'policy'] },
  { key: 'security', fields: ['tls', 'timeoutSeconds', 'certPem', 'keyPem'] },
];

export interface ConnectionFieldsProps {
  values: ConnectionFormValues;
  errors: ConnectionFieldCodes;
  /** Editing a stored connection: its secrets are set and an empty input keeps them. */
  stored: { hasPassword: boolean; hasKey: boolean } | null;
  onChange: <F extends keyof ConnectionFormValues>(field: F, value: ConnectionFormValues[F]) => void;
  onBlur: (field: ConnectionField) => void;
}

/** Exactly the settings fields the type lists, grouped and laid out on a 12-column grid. */
export function ConnectionFields({ values, errors, stored, onChange, onBlur }: ConnectionFieldsProps) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const styles = useStyles();
  const info = DB_TYPE_INFO[values.type];
  const pemShown = values.tls || values.certPem !== '' || values.keyPem !== '' || (stored?.hasKey ?? false);

  const label = (field: ConnectionField): string => {
    const own = info.labels?.[field];
    if (own) return ENGINE_TEXTS[own][language];
    // Oracle's `sid` names a SID or a service name, by the mode picked.
    if (field === 'sid' && info.modes)
      return values.mode === 'sid' ? t('datasources.fields.oracleSid') : t('datasources.fields.serviceName');
    return t(`datasources.fields.${field}`);
  };

  const wrap = (field: ConnectionField, control: ReactElement, hint?: string) => {
    const code = errors[field];
    return (
      <Field
        key={field}
        label={label(field)}
        required={info.required.includes(field)}
        validationState={code !== undefined ? 'error' : 'none'}
        validationMessage={code !== undefined ? errorText(code, language) : undefined}
        hint={hint}
        style={{ gridColumn: `span ${field === 'sid' && !info.modes ? 6 : SPAN[field]}` }}
        data-field={field}
      >
        {control}
      </Field>
    );
  };

  /** What a field means for this type, where the label alone would mislead (the descriptor's `hints`). */
  const typeHint = (field: ConnectionField): string | undefined => {
    const hint = info.hints?.[field];
    return hint ? ENGINE_TEXTS[hint][language] : undefined;
  };

  const text = (field: Exclude<ConnectionField, 'tls' | 'mode'>, extra: Partial<Parameters<typeof Input>[0]> = {}) =>
    wrap(
      field,
      <Input
        name={field}
        value={values[field]}
        onChange={(_, data) => onChange(field, data.value)}
        onBlur={() => onBlur(field)}
        {...extra}
      />,
      typeHint(field),
    );

  const render = (field: ConnectionField): ReactElement | null => {
    switch (field) {
      case 'port':
        return text('port', { inputMode: 'numeric', placeholder: String(info.defaultPort) });
      case 'timeoutSeconds':
        return wrap(
          field,
          <Input
            name={field}
            value={values.timeoutSeconds}
            inputMode="numeric"
            contentAfter={t('datasources.fields.seconds')}
            onChange={(_, data) => onChange('timeoutSeconds', data.value)}
            onBlur={() => onBlur(field)}
          />,
          t('datasources.fields.timeoutHint', { max: SQL_LIMITS.timeoutMaxSeconds }),
        );
      case 'server':
        return text('server', { placeholder: t('datasources.fields.serverPlaceholder'), autoComplete: 'off' });
      case 'username':
        return text('username', { autoComplete: 'off' });
      case 'password':
        return wrap(
          field,
          <Input
            name="password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            placeholder={stored?.hasPassword ? t('datasources.fields.secretKept') : undefined}
            onChange={(_, data) => onChange('password', data.value)}
            onBlur={() => onBlur(field)}
          />,
          stored?.hasPassword && values.password === '' ? t('datasources.fields.passwordKeptHint') : undefined,
        );
      case 'mode':
        return wrap(
          field,
          <Dropdown
            className={styles.dropdown}
            name="mode"
            value={values.mode ? t(`datasources.modes.${values.mode === 'sid' ? 'sid' : 'serviceName'}`) : ''}
            selectedOptions={[values.mode]}
            onOptionSelect={(_, data) => onChange('mode', data.optionValue ?? '')}
          >
            {(info.modes ?? []).map((mode) => (
              <Option key={mode} value={mode}>
                {t(`datasources.modes.${mode === 'sid' ? 'sid' : 'serviceName'}`)}
              </Option>
            ))}
          </Dropdown>,
        );
      case 'tls':
        return (
          <div key="tls" className={styles.switchField} style={{ gridColumn: `span ${SPAN.tls}` }}>
            <Switch
              checked={values.tls}
              label={t('datasources.fields.tls')}
              onChange={(_, data) => onChange('tls', data.checked)}
              data-testid="tls-switch"
            />
          </div>
        );
      case 'certPem':
      case 'keyPem': {
        if (!pemShown) return null;
        const keyKept = field === 'keyPem' && stored?.hasKey && values.keyPem === '';
        return wrap(
          field,
          <Textarea
            name={field}
            className={styles.pem}
            resize="vertical"
            rows={4}
            value={values[field]}
            placeholder={keyKept ? t('datasources.fields.secretKept') : '-----BEGIN CERTIFICATE-----'}
            onChange={(_, data) => onChange(field, data.value)}
            onBlur={() => onBlur(field)}
          />,
          keyKept ? t('datasources.fields.keyKeptHint') : undefined,
        );
      }
      default:
        return text(field);
    }
  };

  return (
    <>
      {SECTIONS.map((section) => {
        const fields = section.fields.filter((field) => showsField(values.type, field));
        if (fields.length === 0) return null;
        return (
          <section key={section.key} className={styles.section} aria-label={t(`datasources.sections.${section.key}`)}>
            <Subtitle2 as="h3" className={styles.heading}>
              {t(`datasources.sections.${section.key}`)}
            </Subtitle2>
            <div className={styles.grid}>{fields.map(render)}</div>
          </section>
        );
      })}
    </>
  );
}
