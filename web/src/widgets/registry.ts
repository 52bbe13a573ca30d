import {
  BorderOutside20Regular, CalendarLtr20Regular, Clock20Regular, DataArea20Regular, DataBarHorizontal20Regular, DataBarVertical20Regular,
  DataLine20Regular, DataPie20Regular, Earth20Regular, Filter20Regular, Gauge20Regular, Image20Regular, LineHorizontal120Regular,
  Map20Regular, NumberSymbol20Regular, Table20Regular, Tabs20Regular, TextAlignLeft20Regular, TextHeader120Regular, TextT20Regular,
  Trophy20Regular, Video20Regular,
} from '@fluentui/react-icons';
import type { LayoutEntry, Widget } from '../../../shared/screen/document.js';
import { Placeholder, placeholderFor } from './placeholder/Placeholder';
import type { WidgetDefinition } from './types';

/**
 * The component library: one entry per widget type (tldraw's ShapeUtil registry). The real
 * Highcharts renderers replace `render` in issue #5; until then each type draws a placeholder
 * blueprint of what it will be. Types the templates use are all here.
 */
const def = (type: string, key: string, category: WidgetDefinition['category'], icon: WidgetDefinition['icon'], w: number, h: number, defaultAttr: Record<string, unknown> = {}): WidgetDefinition => ({
  type, labelKey: `editor.widgets.${key}` as WidgetDefinition['labelKey'], category, icon, defaultSize: { w, h }, defaultAttr, render: placeholderFor(icon),
});

export const WIDGETS: readonly WidgetDefinition[] = [
  def('chart.line', 'chartLine', 'charts', DataLine20Regular, 480, 300),
  def('chart.area', 'chartArea', 'charts', DataArea20Regular, 480, 300),
  def('chart.column', 'chartColumn', 'charts', DataBarVertical20Regular, 480, 300),
  def('chart.bar', 'chartBar', 'charts', DataBarHorizontal20Regular, 420, 320),
  def('chart.pie', 'chartPie', 'charts', DataPie20Regular, 400, 360),
  def('chart.gauge', 'chartGauge', 'charts', Gauge20Regular, 360, 300, { max: 100 }),
  def('map.china', 'mapChina', 'maps', Map20Regular, 800, 600),
  def('map.world', 'mapWorld', 'maps', Earth20Regular, 880, 480),
  def('table.scroll', 'tableScroll', 'tables', Table20Regular, 520, 400),
  def('table.ranking', 'tableRanking', 'tables', Trophy20Regular, 520, 400),
  def('kpi.number', 'kpiNumber', 'kpiText', NumberSymbol20Regular, 360, 140, { label: '', value: 12345 }),
  def('text.title', 'textTitle', 'kpiText', TextT20Regular, 480, 80, { text: '' }),
  def('text.paragraph', 'textParagraph', 'kpiText', TextAlignLeft20Regular, 400, 160, { text: '' }),
  def('clock', 'clock', 'kpiText', Clock20Regular, 320, 60, { format: 'YYYY-MM-DD HH:mm:ss' }),
  def('media.image', 'mediaImage', 'media', Image20Regular, 400, 260, { src: '' }),
  def('media.video', 'mediaVideo', 'media', Video20Regular, 480, 270, { src: '' }),
  def('decor.border', 'decorBorder', 'decoration', BorderOutside20Regular, 480, 320),
  def('decor.titlebar', 'decorTitlebar', 'decoration', TextHeader120Regular, 960, 90, { text: '' }),
  def('decor.divider', 'decorDivider', 'decoration', LineHorizontal120Regular, 480, 24),
  def('filter.select', 'filterSelect', 'filters', Filter20Regular, 260, 48),
  def('filter.date', 'filterDate', 'filters', CalendarLtr20Regular, 300, 48),
  def('filter.tabs', 'filterTabs', 'filters', Tabs20Regular, 420, 48, { options: ['A', 'B', 'C'] }),
];

const BY_TYPE = new Map(WIDGETS.map((d) => [d.type, d]));

export function widgetDefinition(type: string): WidgetDefinition | undefined {
  return BY_TYPE.get(type);
}

/** The one renderer lookup: the type's renderer, or the placeholder for unknown types. */
export function rendererFor(type: string): WidgetDefinition['render'] {
  return BY_TYPE.get(type)?.render ?? Placeholder;
}

/** A new widget of `type` centred on `at` (canvas units), named `name`. */
export function newWidget(type: string, id: string, name: string, at: { x: number; y: number }): { widget: Widget; layout: LayoutEntry } {
  const definition = BY_TYPE.get(type);
  const { w, h } = definition?.defaultSize ?? { w: 320, h: 200 };
  const widget: Widget = {
    id, type, attr: { ...definition?.defaultAttr, globeStyle: { name } }, style: {}, data: {}, events: [], locked: false, hidden: false, inner: false,
  };
  return { widget, layout: { widgetId: id, x: Math.round(at.x - w / 2), y: Math.round(at.y - h / 2), w, h, z: 0, rotation: 0 } };
}
