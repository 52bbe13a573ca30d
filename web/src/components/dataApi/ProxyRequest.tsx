import { Button, Input, makeStyles, Select, Textarea, tokens } from '@fluentui/react-components';
import { Add16Regular, Delete16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { HTTP_METHODS, PROXY_LIMITS } from '../../../../shared/acts/api.js';
import type { ErrorCodeValue } from '../../../../shared/errors/catalogue.js';
import { FormField } from '../common/FormField';
import { keepsStoredValue, type ApiForm, type HeaderRow } from './apiForm';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  line: { display: 'grid', gridTemplateColumns: '120px minmax(0, 1fr)', gap: tokens.spacingHorizontalM },
  headers: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  header: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) 32px',
    gap: tokens.spacingHorizontalS,
  },
  add: { alignSelf: 'flex-start' },
  mono: { fontFamily: tokens.fontFamilyMonospace },
});

type ProxyPart = Pick<ApiForm, 'proxyUrl' | 'proxyMethod' | 'proxyHeaders' | 'proxyBody'>;

interface Props {
  value: ProxyPart;
  onChange: (patch: Partial<ProxyPart>) => void;
  errors: {
    proxyUrl?: ErrorCodeValue | undefined;
    proxyHeaders?: ErrorCodeValue | undefined;
    proxyBody?: ErrorCodeValue | undefined;
  };
}

/**
 * A proxy API's upstream request: URL, method, headers, and a POST's body. A stored header's value
 * is never shown: its field is empty with "stored" as placeholder, and left so it keeps the value.
 */
export function ProxyRequest({ value, onChange, errors }: Props) {
  const { t } = useTranslation();
  const styles = useStyles();
  const setHeader = (index: number, patch: Partial<HeaderRow>) =>
    onChange({ proxyHeaders: value.proxyHeaders.map((row, i) => (i === index ? { ...row, ...patch } : row)) });

  return (
    <div className={styles.root}>
      <div className={styles.line}>
        <FormField label={t('dataApi.proxy.method')}>
          <Select
            value={value.proxyMethod}
            onChange={(_, data) => onChange({ proxyMethod: data.value as ProxyPart['proxyMethod'] })}
          >
            {HTTP_METHODS.map((method) => (
              <option key={method}>{method}</option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('dataApi.proxy.url')} required error={errors.proxyUrl}>
          <Input
            className={styles.mono}
            value={value.proxyUrl}
            placeholder="https://"
            maxLength={PROXY_LIMITS.urlMaxLength}
            onChange={(_, data) => onChange({ proxyUrl: data.value })}
          />
        </FormField>
      </div>
      <FormField
        label={t('dataApi.proxy.headers')}
        error={errors.proxyHeaders}
        hint={value.proxyHeaders.some((row) => row.keptName) ? t('dataApi.proxy.headersKeptHint') : undefined}
      >
        <div className={styles.headers}>
          {value.proxyHeaders.map((row, index) => (
            <div key={index} className={styles.header}>
              <Input
                className={styles.mono}
                value={row.name}
                aria-label={t('dataApi.proxy.headerName')}
                placeholder={t('dataApi.proxy.headerName')}
                onChange={(_, data) => setHeader(index, { name: data.value })}
              />
              <Input
                className={styles.mono}
                value={row.value}
                aria-label={t('dataApi.proxy.headerValue')}
                placeholder={keepsStoredValue(row) ? t('dataApi.proxy.headerKept') : t('dataApi.proxy.headerValue')}
                onChange={(_, data) => setHeader(index, { value: data.value })}
              />
              <Button
                appearance="subtle"
                icon={<Delete16Regular />}
                aria-label={t('dataApi.proxy.removeHeader')}
                onClick={() => onChange({ proxyHeaders: value.proxyHeaders.filter((_, i) => i !== index) })}
              />
            </div>
          ))}
          <Button
            size="small"
            className={styles.add}
            icon={<Add16Regular />}
            disabled={value.proxyHeaders.length >= PROXY_LIMITS.headerCount}
            onClick={() => onChange({ proxyHeaders: [...value.proxyHeaders, { name: '', value: '' }] })}
          >
            {t('dataApi.proxy.addHeader')}
          </Button>
        </div>
      </FormField>
      {value.proxyMethod === 'POST' ? (
        <FormField label={t('dataApi.proxy.body')} error={errors.proxyBody} hint={t('dataApi.proxy.bodyHint')}>
          <Textarea
            className={styles.mono}
            resize="vertical"
            value={value.proxyBody}
            maxLength={PROXY_LIMITS.bodyMaxChars}
            onChange={(_, data) => onChange({ proxyBody: data.value })}
          />
        </FormField>
      ) : null}
    </div>
  );
}
