import { useState } from 'react';
import { Caption1, Field, makeStyles, Option, Textarea, tokens } from '@fluentui/react-components';
import { Dropdown } from '../../../../components/common/Dropdown';
import { useTranslation } from 'react-i18next';
import { HTTP_METHODS, PROXY_LIMITS } from '../../../../../../shared/acts/api.js';
import { errorText } from '../../../../i18n/errorTexts';
import { firstErrorCode } from '../../../../../../shared/validation/issues.js';
import { httpSourceSchema, type HttpSource } from '../../../../../../shared/widgets/data.js';
import { NumberField, TextField, useFieldStyles } from '../fields';
import { currentLanguage } from '../../../../i18n';

const useStyles = makeStyles({
  problem: { color: tokens.colorPaletteRedForeground1 },
  mono: { fontFamily: tokens.fontFamilyMonospace },
});

/** `Name: value` lines, as typed in the headers field. */
export function headersFromText(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return headers;
}

const headersText = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');

/**
 * An HTTP source: URL, method, headers, body, poll interval and server cache lifetime. Edits
 * are checked with the shared schema (the proxy checks the same) and applied only when valid;
 * an invalid one shows its catalogue message and is kept for fixing.
 */
export function HttpSourceFields({
  source,
  onCommit,
}: {
  source: HttpSource | null;
  onCommit: (source: HttpSource) => void;
}) {
  const styles = useStyles();
  const fields = useFieldStyles();
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Partial<HttpSource>>(
    source ?? { method: 'GET', headers: {}, interval: 5, ttl: 5 },
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [headers, setHeaders] = useState(headersText(draft.headers ?? {}));
  const apply = (patch: Partial<HttpSource>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    const checked = httpSourceSchema.safeParse(next);
    if (!checked.success) return setProblem(errorText(firstErrorCode(checked.error, next), currentLanguage()));
    setProblem(null);
    onCommit(checked.data);
  };
  return (
    <>
      <TextField
        label={t('widgets.data.http.url')}
        value={draft.url ?? ''}
        maxLength={PROXY_LIMITS.urlMaxLength}
        placeholder="https://"
        onCommit={(url) => apply({ url: url.trim() })}
      />
      <div className={fields.row}>
        <Field label={t('widgets.data.http.method')} size="small">
          <Dropdown
            size="small"
            className={fields.input}
            value={draft.method ?? 'GET'}
            selectedOptions={[draft.method ?? 'GET']}
            onOptionSelect={(_, data) => apply({ method: data.optionValue as HttpSource['method'] })}
          >
            {HTTP_METHODS.map((method) => (
              <Option key={method} value={method}>
                {method}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <NumberField
          label={t('widgets.data.http.interval')}
          value={draft.interval ?? 5}
          min={PROXY_LIMITS.intervalMinSeconds}
          max={86_400}
          onCommit={(interval) => apply({ interval })}
        />
      </div>
      <NumberField
        label={t('widgets.data.http.ttl')}
        value={draft.ttl ?? 5}
        min={0}
        max={PROXY_LIMITS.ttlMaxSeconds}
        onCommit={(ttl) => apply({ ttl })}
      />
      <Field label={t('widgets.data.http.headers')} size="small" hint={t('widgets.data.http.headersHint')}>
        <Textarea
          size="small"
          className={styles.mono}
          resize="vertical"
          value={headers}
          onChange={(_, data) => setHeaders(data.value)}
          onBlur={() => apply({ headers: headersFromText(headers) })}
        />
      </Field>
      {draft.method === 'POST' ? (
        <Field label={t('widgets.data.http.body')} size="small">
          <Textarea
            size="small"
            className={styles.mono}
            resize="vertical"
            defaultValue={draft.body ?? ''}
            maxLength={PROXY_LIMITS.bodyMaxChars}
            onBlur={(event) => apply({ body: event.target.value })}
          />
        </Field>
      ) : null}
      {problem ? (
        <Caption1 className={styles.problem} role="alert">
          {problem}
        </Caption1>
      ) : null}
    </>
  );
}
