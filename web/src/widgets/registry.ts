import {
  BorderOutside20Regular, CalendarLtr20Regular, Clock20Regular, Earth20Regular, Filter20Regular, Image20Regular, LineHorizontal120Regular,
  Map20Regular, NumberSymbol20Regular, Table20Regular, Tabs20Regular, TextAlignLeft20Regular, TextHeader120Regular, TextT20Regular,
  Trophy20Regular, Video20Regular,
} from '@fluentui/react-icons';
import type { Language } from '../../../shared/errors/catalogue.js';
import type { LayoutEntry, Widget } from '../../../shared/screen/document.js';
import { currentLanguage } from '../i18n';
import { areaChart } from './charts/cartesian/area';
import { stackedAreaChart } from './charts/cartesian/areaStacked';
import { barChart } from './charts/cartesian/bar';
import { stackedBarChart } from './charts/cartesian/barStacked';
import { columnChart } from './charts/cartesian/column';
import { stackedColumnChart } from './charts/cartesian/columnStacked';
import { lineChart } from './charts/cartesian/line';
import { splineChart } from './charts/cartesian/spline';
import { comboChart } from './charts/combo/combo';
import { funnelChart } from './charts/funnel/funnel';
import { dialGaugeChart } from './charts/gauge/dial';
import { gaugeChart } from './charts/gauge/gauge';
import { heatmapChart } from './charts/heatmap/heatmap';
import { liquidChart } from './charts/liquid/liquid';
import { donutChart } from './charts/pie/donut';
import { pieChart } from './charts/pie/pie';
import { progressChart } from './charts/progress/progress';
import { radarChart } from './charts/radar/radar';
import { roseChart } from './charts/rose/rose';
import { sankeyChart } from './charts/sankey/sankey';
import { bubbleChart } from './charts/scatter/bubble';
import { scatterChart } from './charts/scatter/scatter';
import { treemapChart } from './charts/treemap/treemap';
import { wordcloudChart } from './charts/wordcloud/wordcloud';
import { placeholderFor } from './placeholder/Placeholder';
import type { WidgetDefinition } from './types';

/**
 * The component library: one entry per widget type (tldraw's ShapeUtil registry), in palette
 * order. Each chart type is a definition in `charts/<family>/` with a lazily loaded renderer;
 * the other types still draw a placeholder blueprint of what they will be. Types the templates
 * use are all here.
 */
const def = (type: string, key: string, category: WidgetDefinition['category'], icon: WidgetDefinition['icon'], w: number, h: number, defaultAttr: Record<string, unknown> = {}): WidgetDefinition => ({
  type, labelKey: `editor.widgets.${key}` as WidgetDefinition['labelKey'], category, icon, defaultSize: { w, h }, defaultAttr, render: placeholderFor(icon),
});

export const WIDGETS: readonly WidgetDefinition[] = [
  lineChart,
  splineChart,
  areaChart,
  stackedAreaChart,
  columnChart,
  stackedColumnChart,
  barChart,
  stackedBarChart,
  comboChart,
  pieChart,
  donutChart,
  roseChart,
  scatterChart,
  bubbleChart,
  radarChart,
  gaugeChart,
  dialGaugeChart,
  funnelChart,
  heatmapChart,
  treemapChart,
  sankeyChart,
  wordcloudChart,
  liquidChart,
  progressChart,
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

/** A new widget of `type` centred on `at` (canvas units), named `name`, with sample content in `language`. */
export function newWidget(type: string, id: string, name: string, at: { x: number; y: number }, language: Language = currentLanguage()): { widget: Widget; layout: LayoutEntry } {
  const definition = BY_TYPE.get(type);
  const { w, h } = definition?.defaultSize ?? { w: 320, h: 200 };
  const widget: Widget = {
    id, type, attr: { ...definition?.defaultAttr, ...definition?.sampleAttr?.(language), globeStyle: { name } }, style: {}, data: { ...definition?.data?.defaults(language) }, events: [], locked: false, hidden: false, inner: false,
  };
  return { widget, layout: { widgetId: id, x: Math.round(at.x - w / 2), y: Math.round(at.y - h / 2), w, h, z: 0, rotation: 0 } };
}
