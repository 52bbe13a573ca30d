import { useEffect, useState } from 'react';
import { Field, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { STATIC_DATA_MAX_BYTES, type JsonValue } from '../../../../../../shared/widgets/data.js';
import { parseJsonText } from '../../../../widgets/data/jsonText';

const useStyles = makeStyles({
  text: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

/**
 * Static data as JSON text: applied when the field is left; invalid text shows what is wrong
 * and stays as typed (nothing is lost), the widget keeps its last valid data meanwhile.
 */
export function StaticJsonField({
  value,
  onCommit,
  label,
}: {
  value: JsonValue;
  onCommit: (value: JsonValue) => void;
  /** The field's label: static data's by default (a push binding's initial rows name theirs). */
  label?: string;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const text = JSON.stringify(value, null, 2);
  const [draft, setDraft] = useState(text);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setDraft(text);
    setError(null);
  }, [text]);
  const commit = () => {
    if (draft === text) return setError(null);
    const parsed = parseJsonText(draft);
    if (!parsed.ok) {
      setError(
        parsed.problem === 'tooLarge'
          ? t('widgets.data.tooLarge', { max: STATIC_DATA_MAX_BYTES / 1000 })
          : t('widgets.data.invalidJson', { detail: parsed.detail }),
      );
      return;
    }
    setError(null);
    if (JSON.stringify(parsed.value) !== JSON.stringify(value)) onCommit(parsed.value);
  };
  return (
    <Field
      label={label ?? t('widgets.data.static')}
      size="small"
      hint={error ? undefined : t('widgets.data.staticHint')}
      validationState={error ? 'error' : 'none'}
      validationMessage={error ?? undefined}
    >
      <Textarea
        className={styles.text}
        size="small"
        resize="vertical"
        rows={10}
        value={draft}
        spellCheck={false}
        onChange={(_, data) => setDraft(data.value)}
        onBlur={commit}
        data-testid="static-json"
      />
    </Field>
  );
}
