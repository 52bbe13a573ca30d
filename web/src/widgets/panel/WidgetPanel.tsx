import { useState } from 'react';
import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../../../shared/screen/document.js';
import type { DataBinding } from '../../../../shared/widgets/data.js';
import type { ScreenTheme } from '../../../../shared/widgets/themes.js';
import { Section } from '../../editor/ui/panels/fields';
import { widgetAttr } from '../runtime/resolveWidget';
import type { AttrField, WidgetDefinition } from '../types';
import { AttrForm } from './AttrForm';
import { DataPanel } from './DataPanel';

const useStyles = makeStyles({
  tabs: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
});

/**
 * A widget type's own part of the property panel: its style form and, for data-bound types,
 * the data tab. Writes go through the two callbacks; the panel never touches the document.
 */
export function WidgetPanel({ definition, form, widget, theme, onAttr, onData }: {
  definition: WidgetDefinition;
  form: readonly AttrField[];
  widget: Widget;
  theme: ScreenTheme;
  onAttr: (key: string, value: unknown) => void;
  onData: (binding: DataBinding) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [tab, setTab] = useState<'style' | 'data'>('style');
  const current = definition.data ? tab : 'style';
  return (
    <>
      {definition.data ? (
        <TabList className={styles.tabs} size="small" selectedValue={current} onTabSelect={(_, data) => setTab(data.value === 'data' ? 'data' : 'style')}>
          <Tab value="style">{t('widgets.panel.style')}</Tab>
          <Tab value="data">{t('widgets.panel.data')}</Tab>
        </TabList>
      ) : null}
      {current === 'data' && definition.data ? (
        <DataPanel spec={definition.data} data={widget.data} onChange={onData} />
      ) : (
        <Section title={t('widgets.panel.style')}>
          <AttrForm fields={form} attr={widgetAttr(definition, widget.attr)} palette={theme.colors} onChange={onAttr} />
        </Section>
      )}
    </>
  );
}
