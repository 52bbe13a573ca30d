import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { widgetSchema } from '../screen/document.js';
import { codeMessage } from '../validation/rules.js';
import {
  basicChartSchema,
  cartesianChartSchema,
  comboChartSchema,
  gaugeChartSchema,
  pieChartSchema,
  radarChartSchema,
  xyChartSchema,
} from './charts.js';
import { clockSchema } from './clock.js';
import { dataBindingSchema, widgetFitsItem } from './data.js';
import { borderSchema, dividerSchema, panelSchema, titlebarSchema } from './decor.js';
import {
  buttonGroupSchema,
  dateRangeSchema,
  dateSchema,
  multiSelectSchema,
  searchSchema,
  selectSchema,
  sliderSchema,
  tabsSchema,
  timeRangeSchema,
} from './filters.js';
import { kpiSchema } from './kpi.js';
import { chinaMapSchema, worldMapSchema } from './maps.js';
import { carouselSchema, iconSchema, iframeSchema, imageSchema, videoSchema } from './media.js';
import { rankingSchema, scrollTableSchema } from './tables.js';
import { marqueeSchema, paragraphSchema, richTextSchema, titleSchema } from './text.js';

/**
 * The attribute schema of every widget type, by type: what the server checks a widget's `attr`
 * against when it is written (the editor's library, web/src/widgets/registry.ts, registers the
 * same schema with each type's renderer and form; a unit test keeps the two in step). Types not
 * listed here (a newer client's) are stored as they come and drawn as a placeholder.
 */
export const WIDGET_ATTR_SCHEMAS: Readonly<Record<string, z.ZodMiniObject>> = {
  'chart.line': cartesianChartSchema,
  'chart.spline': cartesianChartSchema,
  'chart.area': cartesianChartSchema,
  'chart.area.stacked': cartesianChartSchema,
  'chart.column': cartesianChartSchema,
  'chart.column.stacked': cartesianChartSchema,
  'chart.bar': cartesianChartSchema,
  'chart.bar.stacked': cartesianChartSchema,
  'chart.combo': comboChartSchema,
  'chart.pie': pieChartSchema,
  'chart.donut': pieChartSchema,
  'chart.rose': basicChartSchema,
  'chart.scatter': xyChartSchema,
  'chart.bubble': xyChartSchema,
  'chart.radar': radarChartSchema,
  'chart.gauge': gaugeChartSchema,
  'chart.gauge.dial': gaugeChartSchema,
  'chart.funnel': basicChartSchema,
  'chart.heatmap': xyChartSchema,
  'chart.treemap': basicChartSchema,
  'chart.sankey': basicChartSchema,
  'chart.wordcloud': basicChartSchema,
  'chart.liquid': gaugeChartSchema,
  'chart.progress': gaugeChartSchema,
  'map.china': chinaMapSchema,
  'map.world': worldMapSchema,
  'table.scroll': scrollTableSchema,
  'table.ranking': rankingSchema,
  'kpi.number': kpiSchema,
  'text.title': titleSchema,
  'text.paragraph': paragraphSchema,
  'text.rich': richTextSchema,
  'text.marquee': marqueeSchema,
  clock: clockSchema,
  'media.image': imageSchema,
  'media.video': videoSchema,
  'media.carousel': carouselSchema,
  'media.iframe': iframeSchema,
  'media.icon': iconSchema,
  'decor.border': borderSchema,
  'decor.titlebar': titlebarSchema,
  'decor.divider': dividerSchema,
  'decor.panel': panelSchema,
  'filter.select': selectSchema,
  'filter.multiselect': multiSelectSchema,
  'filter.date': dateSchema,
  'filter.dateRange': dateRangeSchema,
  'filter.tabs': tabsSchema,
  'filter.buttons': buttonGroupSchema,
  'filter.search': searchSchema,
  'filter.slider': sliderSchema,
  'filter.timeRange': timeRangeSchema,
};

export interface ContentIssue {
  path: (string | number)[];
  message: string;
}

/**
 * What is wrong with a widget's content for its type, or nothing: `attr` must pass the type's
 * schema (fields it does not know are left alone) and a data binding, when there is one, the
 * binding schema. Messages are the schemas' own (catalogue codes; see validation/issues.ts).
 */
export function widgetContentIssues(widget: {
  type: string;
  attr: Record<string, unknown>;
  data: Record<string, unknown>;
}): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const schema = Object.hasOwn(WIDGET_ATTR_SCHEMAS, widget.type) ? WIDGET_ATTR_SCHEMAS[widget.type] : undefined;
  const attr = schema?.safeParse(widget.attr);
  if (attr && !attr.success)
    for (const issue of attr.error.issues)
      issues.push({ path: ['attr', ...issue.path.map(key)], message: issue.message });
  if (Object.keys(widget.data).length > 0) {
    const data = dataBindingSchema.safeParse(widget.data);
    if (!data.success)
      for (const issue of data.error.issues)
        issues.push({ path: ['data', ...issue.path.map(key)], message: issue.message });
  }
  return issues;
}

const key = (segment: PropertyKey): string | number => (typeof segment === 'symbol' ? String(segment) : segment);

/** A widget as the editor writes it (append, change, one attribute, favourites): the document's widget schema and its type's content rules. */
export const writtenWidgetSchema = widgetSchema.check(
  z.superRefine((widget, ctx) => {
    for (const issue of widgetContentIssues(widget))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    // Kept as one item: a widget the store would refuse is refused here, with a catalogue code.
    if (!widgetFitsItem(widget))
      ctx.addIssue({ code: 'custom', path: [], message: codeMessage(ErrorCode.BODY_MALFORMED) });
  }),
);
