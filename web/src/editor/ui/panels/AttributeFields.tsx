import { useEffect, useState } from 'react';
import { Field, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../../../../shared/screen/document.js';
import { screenTheme } from '../../../../../shared/widgets/themes.js';
import { WidgetPanel } from '../../../widgets/panel/WidgetPanel';
import { widgetDefinition } from '../../../widgets/registry';
import { useEditor, useEditorState } from '../context';
import { NumberField, Section, TextField } from './fields';

/**
 * A widget's own attributes: the type's panel (style form and data tab) when its definition has
 * one, else generic fields (text and numbers as fields, anything else as JSON).
 */
export function AttributeFields({ widget }: { widget: Widget }) {
  const { t } = useTranslation();
  const { store } = useEditor();
  const themeId = useEditorState((s) => s.doc.config.background.theme);
  const definition = widgetDefinition(widget.type);
  if (definition?.form) {
    return (
      <WidgetPanel
        definition={definition}
        form={definition.form}
        widget={widget}
        theme={screenTheme(themeId)}
        onAttr={(key, value) => store.updateWidget(widget.id, (w) => ({ ...w, attr: { ...w.attr, [key]: value } }))}
        onData={(binding) => store.updateWidget(widget.id, (w) => ({ ...w, data: binding }))}
      />
    );
  }
  const entries = Object.entries(widget.attr).filter(([key]) => key !== 'globeStyle');
  const set = (key: string, value: unknown) => store.updateWidget(widget.id, (w) => ({ ...w, attr: { ...w.attr, [key]: value } }));
  if (entries.length === 0) return null;
  return (
    <Section title={t('editor.props.attributes')}>
      {entries.map(([key, value]) =>
        typeof value === 'number' ? (
          <NumberField key={key} label={key} value={value} step={0.01} onCommit={(next) => set(key, next)} />
        ) : typeof value === 'string' ? (
          <TextField key={key} label={key} value={value} maxLength={2000} onCommit={(next) => set(key, next)} />
        ) : (
          <JsonField key={key} label={key} value={value} onCommit={(next) => set(key, next)} />
        ),
      )}
    </Section>
  );
}

function JsonField({ label, value, onCommit }: { label: string; value: unknown; onCommit: (value: unknown) => void }) {
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
    <Field label={label} size="small" validationState={invalid ? 'error' : 'none'} validationMessage={invalid ? t('editor.props.invalidJson') : undefined}>
      <Textarea size="small" resize="vertical" rows={3} value={draft} onChange={(_, data) => setDraft(data.value)} onBlur={commit} style={{ fontFamily: 'monospace' }} />
    </Field>
  );
}
