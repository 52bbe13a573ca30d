import { useEffect, useState, type ReactNode } from 'react';
import { Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export const useFieldStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground3,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  row: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
  full: { gridColumn: '1 / -1' },
  input: { width: '100%', minWidth: 0 },
  colour: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  swatch: {
    width: '32px',
    height: '32px',
    padding: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    flexShrink: 0,
  },
});

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const styles = useFieldStyles();
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.heading}>{title}</h3>
      {children}
    </section>
  );
}

/** A text field that commits on Enter or leaving it (one undo step), not on every key. */
export function TextField({
  label,
  value,
  onCommit,
  maxLength,
  placeholder,
  className,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  maxLength?: number;
  placeholder?: string;
  className?: string;
}) {
  const styles = useFieldStyles();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => (draft !== value ? onCommit(draft) : undefined);
  return (
    <Field label={label} size="small" className={className}>
      <Input
        className={styles.input}
        size="small"
        value={draft}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(_, data) => setDraft(data.value)}
        onBlur={commit}
        onKeyDown={(event) => (event.key === 'Enter' ? commit() : event.key === 'Escape' ? setDraft(value) : undefined)}
      />
    </Field>
  );
}

/** A number field: commits a finite, clamped, rounded value on Enter or blur. */
export function NumberField({
  label,
  value,
  onCommit,
  min = -100_000,
  max = 100_000,
  step = 1,
  className,
  hint,
}: {
  label: string;
  value: number;
  onCommit: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  className?: string;
  /** A line under the field (where its value comes from). */
  hint?: string;
}) {
  const styles = useFieldStyles();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = () => {
    const n = Number(draft);
    if (draft.trim() === '' || !Number.isFinite(n)) return setDraft(String(value));
    const next = Math.min(max, Math.max(min, Math.round(n / step) * step));
    setDraft(String(next));
    if (next !== value) onCommit(next);
  };
  return (
    <Field label={label} size="small" className={className} hint={hint}>
      <Input
        className={styles.input}
        size="small"
        type="number"
        inputMode="numeric"
        value={draft}
        min={min}
        max={max}
        step={step}
        onChange={(_, data) => setDraft(data.value)}
        onBlur={commit}
        onKeyDown={(event) => (event.key === 'Enter' ? commit() : undefined)}
      />
    </Field>
  );
}

/** A colour: a native picker swatch and the value as text (any CSS colour). */
export function ColourField({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
}) {
  const styles = useFieldStyles();
  const hex = /^#[0-9a-f]{6}$/i.test(value) ? value : '#000000';
  return (
    <div className={styles.colour}>
      <input
        type="color"
        className={styles.swatch}
        aria-label={label}
        value={hex}
        onChange={(event) => onCommit(event.target.value)}
      />
      <TextField label={label} value={value} maxLength={64} onCommit={onCommit} className={styles.input} />
    </div>
  );
}

/** An attribute edited as JSON (lists and records the type's form does not cover). */
export function JsonField({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: unknown;
  onCommit: (value: unknown) => void;
}) {
  const { t } = useTranslation();
  const text = JSON.stringify(value, null, 2);
  const [draft, setDraft] = useState(text);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setDraft(text), [text]);
  const commit = () => {
    try {
      const parsed: unknown = JSON.parse(draft);
      setInvalid(false);
      if (JSON.stringify(parsed) !== JSON.stringify(value)) onCommit(parsed);
    } catch {
      setInvalid(true);
    }
  };
  return (
    <Field
      label={label}
      size="small"
      validationState={invalid ? 'error' : 'none'}
      validationMessage={invalid ? t('editor.props.invalidJson') : undefined}
    >
      <Textarea
        size="small"
        resize="vertical"
        rows={3}
        value={draft}
        onChange={(_, data) => setDraft(data.value)}
        onBlur={commit}
        style={{ fontFamily: tokens.fontFamilyMonospace }}
      />
    </Field>
  );
}
