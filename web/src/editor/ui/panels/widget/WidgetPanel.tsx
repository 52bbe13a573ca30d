import { useState } from 'react';
import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../../../../../shared/screen/document.js';
import { dataBindingSchema, type DataBinding } from '../../../../../../shared/widgets/data.js';
import type { ScreenTheme } from '../../../../../../shared/widgets/themes.js';
import { JsonField, Section } from '../fields';
import { widgetAttr } from '../../../../widgets/runtime/resolveWidget';
import type { AttrField, WidgetDefinition } from '../../../../widgets/types';
import { eventDrafts, type WidgetEvent } from '../../../../../../shared/widgets/events.js';
import { AttrForm } from './AttrForm';
import { DataPanel } from './DataPanel';
import { EventsPanel } from './EventsPanel';

const useStyles = makeStyles({
  tabs: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
});

/**
 * A widget type's own part of the property panel: its style form and, for data-bound types,
 * the data tab. Writes go through the two callbacks; the panel never touches the document.
 */
type PanelTab = 'style' | 'data' | 'events';

export function WidgetPanel({
  definition,
  form,
  widget,
  theme,
  onAttr,
  onData,
  onEvents,
}: {
  definition: WidgetDefinition;
  form: readonly AttrField[];
  widget: Widget;
  theme: ScreenTheme;
  onAttr: (key: string, value: unknown) => void;
  onData: (binding: DataBinding) => void;
  onEvents: (events: WidgetEvent[]) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [tab, setTab] = useState<PanelTab>('style');
  const current = tab === 'data' && !definition.data ? 'style' : tab;
  const attr = widgetAttr(definition, widget.attr);
  // Bound, the data supplies what the type's data-role fields stand for (one source of truth).
  const parsed = definition.data && 'source' in widget.data ? dataBindingSchema.safeParse(widget.data) : null;
  const binding = parsed?.success ? parsed.data : null;
  // Lists and records the form has no field for (options, images, thresholds…) are edited as JSON.
  const covered = new Set(form.map((field) => field.key));
  const advanced = Object.entries(attr).filter(
    ([key, value]) => key !== 'globeStyle' && !covered.has(key) && typeof value === 'object' && value !== null,
  );
  return (
    <>
      <TabList
        className={styles.tabs}
        size="small"
        selectedValue={current}
        onTabSelect={(_, data) => setTab(data.value as PanelTab)}
      >
        <Tab value="style">{t('widgets.panel.style')}</Tab>
        {definition.data ? <Tab value="data">{t('widgets.panel.data')}</Tab> : null}
        <Tab value="events">{t('widgets.panel.events')}</Tab>
      </TabList>
      {current === 'data' && definition.data ? (
        <DataPanel
          spec={definition.data}
          data={widget.data}
          widgetId={widget.id}
          onChange={onData}
          onMapped={(mapping) => {
            // A single number's label follows its field while it is the sample's (or empty).
            const label = attr.label;
            const samples = (['zh', 'en'] as const).map((language) => definition.sampleAttr?.(language).label);
            if (
              definition.data?.roles.join() === 'value' &&
              typeof label === 'string' &&
              (label === '' || samples.includes(label))
            )
              onAttr('label', mapping.value);
          }}
        />
      ) : current === 'events' ? (
        <Section title={t('widgets.panel.events')}>
          <EventsPanel events={eventDrafts(widget.events)} onChange={onEvents} />
        </Section>
      ) : (
        <>
          <Section title={t('widgets.panel.style')}>
            <AttrForm
              fields={form}
              attr={attr}
              palette={theme.colors}
              onChange={onAttr}
              binding={binding}
              onData={onData}
              onShowData={() => setTab('data')}
            />
          </Section>
          {advanced.length ? (
            <Section title={t('widgets.panel.advanced')}>
              {advanced.map(([key, value]) => (
                <JsonField key={key} label={key} value={value} onCommit={(next) => onAttr(key, next)} />
              ))}
            </Section>
          ) : null}
        </>
      )}
    </>
  );
}
