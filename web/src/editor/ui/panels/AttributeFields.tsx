import { useTranslation } from 'react-i18next';
import type { Widget } from '../../../../../shared/screen/document.js';
import { screenTheme } from '../../../../../shared/widgets/themes.js';
import { widgetDefinition } from '../../../widgets/registry';
import { useEditor, useEditorState } from '../context';
import { JsonField, NumberField, Section, TextField } from './fields';
import { WidgetPanel } from './widget/WidgetPanel';

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
        onEvents={(events) => store.updateWidget(widget.id, (w) => ({ ...w, events }), 'editor.commands.events')}
      />
    );
  }
  const entries = Object.entries(widget.attr).filter(([key]) => key !== 'globeStyle');
  const set = (key: string, value: unknown) =>
    store.updateWidget(widget.id, (w) => ({ ...w, attr: { ...w.attr, [key]: value } }));
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
