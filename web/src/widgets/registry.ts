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
import { clock } from './clock/definitions';
import { border, divider, panel, titlebar } from './decor/definitions';
import {
  buttonGroupFilter,
  dateFilter,
  dateRangeFilter,
  multiSelectFilter,
  searchFilter,
  selectFilter,
  sliderFilter,
  tabsFilter,
  timeRangeFilter,
} from './filters/definitions';
import { kpiNumber } from './kpi/definitions';
import { carousel, iframe, image, svgIcon, video } from './media/definitions';
import { chinaMap } from './maps/china';
import { worldMap } from './maps/world';
import { rankingList, scrollTable } from './tables/definitions';
import { marqueeText, paragraphText, richText, titleText } from './text/definitions';
import { FAMILY_GLYPH, type Glyph, type WidgetFamily } from './family';
import type { WidgetDefinition } from './types';

/**
 * The component library: one entry per widget type (tldraw's ShapeUtil registry), in palette
 * order. Each type is a definition in its family's folder (`charts/<family>/`, `maps/`, `tables/`,
 * `kpi/`, `text/`, `clock/`, `media/`, `decor/`, `filters/`) with a lazily loaded renderer. Types
 * the templates use are all here.
 */
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
  chinaMap,
  worldMap,
  scrollTable,
  rankingList,
  kpiNumber,
  titleText,
  paragraphText,
  richText,
  marqueeText,
  clock,
  image,
  carousel,
  video,
  iframe,
  svgIcon,
  border,
  titlebar,
  divider,
  panel,
  selectFilter,
  multiSelectFilter,
  dateFilter,
  dateRangeFilter,
  tabsFilter,
  buttonGroupFilter,
  searchFilter,
  sliderFilter,
  timeRangeFilter,
];

const BY_TYPE = new Map(WIDGETS.map((d) => [d.type, d]));

export function widgetDefinition(type: string): WidgetDefinition | undefined {
  return BY_TYPE.get(type);
}

/** The part of a type before its first dot: `chart` of `chart.line`, `clock` of `clock`. */
const namespaceOf = (type: string) => type.split('.', 1)[0]!;

/** Each namespace's family, as its registered types have it: how a newer or removed type is drawn. */
const FAMILY_BY_NAMESPACE = new Map(WIDGETS.map((d) => [namespaceOf(d.type), d.family]));

/**
 * How blueprints, thumbnails and placeholders colour a type: its definition's family; a type the
 * registry does not know is drawn in the family of its namespace's types (`chart.new` as a chart).
 */
export function widgetFamily(type: string): WidgetFamily {
  return BY_TYPE.get(type)?.family ?? FAMILY_BY_NAMESPACE.get(namespaceOf(type)) ?? 'other';
}

/** The small drawing of a type in blueprints and placeholders: its definition's, else its family's. */
export function glyphOf(type: string): Glyph {
  return BY_TYPE.get(type)?.glyph ?? FAMILY_GLYPH[widgetFamily(type)];
}

/**
 * Loads the renderers of these types, all at once, so that the viewer draws each widget as its
 * renderer arrives without suspending (a screen of 60 charts waited ~0.2 s on React's reveal
 * throttle when each widget suspended on its own). Settles when all loads have; a failed load
 * is left to the widget's own error boundary.
 */
export async function preloadRenderers(types: Iterable<string>): Promise<void> {
  await Promise.allSettled([...new Set(types)].map((type) => BY_TYPE.get(type)?.preload() ?? Promise.resolve()));
}

/** Whether the renderers of these types have all loaded (unknown types need none). */
export function renderersLoaded(types: Iterable<string>): boolean {
  for (const type of types) if (BY_TYPE.get(type)?.loaded() === false) return false;
  return true;
}

/** A new widget of `type` centred on `at` (canvas units), named `name`, with sample content in `language`. */
export function newWidget(
  type: string,
  id: string,
  name: string,
  at: { x: number; y: number },
  language: Language = currentLanguage(),
): { widget: Widget; layout: LayoutEntry } {
  const definition = BY_TYPE.get(type);
  const { w, h } = definition?.defaultSize ?? { w: 320, h: 200 };
  const widget: Widget = {
    id,
    type,
    attr: { ...definition?.defaultAttr, ...definition?.sampleAttr?.(language), globeStyle: { name } },
    style: {},
    data: { ...definition?.data?.defaults(language) },
    events: [],
    locked: false,
    hidden: false,
    inner: false,
  };
  return {
    widget,
    layout: { widgetId: id, x: Math.round(at.x - w / 2), y: Math.round(at.y - h / 2), w, h, z: 0, rotation: 0 },
  };
}
