import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/messages.js';
import { colourValue, shortText } from './attr.js';
import { LEGEND_MODES } from './charts.js';

/**
 * Attribute schemas of the map widgets. A map draws up to five layers, each switched
 * on or off here and each fed by the widget's one data binding:
 * - `choropleth`: regions coloured by the value of the row naming them;
 * - `bubbles`: circles sized by value at each row's place;
 * - `heatPoints`: glowing points coloured and sized by value at each row's place;
 * - `flylines`: animated lines from a row's place to its destination;
 * - `labels`: region names.
 * `colors` empty means "the screen theme's colours" (points and flylines take them in order).
 */
const malformed = codeMessage(ErrorCode.BODY_MALFORMED);

const layers = {
  title: z._default(shortText(), ''),
  choropleth: z._default(z.boolean(malformed), true),
  bubbles: z._default(z.boolean(malformed), false),
  heatPoints: z._default(z.boolean(malformed), false),
  flylines: z._default(z.boolean(malformed), true),
  labels: z._default(z.boolean(malformed), true),
  /** The colour scale's legend. */
  legend: z._default(z.enum(LEGEND_MODES, malformed), 'auto'),
  colors: z._default(z.array(colourValue).check(z.maxLength(20, malformed)), []),
};

/** The world map. */
export const worldMapSchema = z.object({ ...layers, labels: z._default(z.boolean(malformed), false) });

/** China by province; a click on a province shows that province alone when `drillDown` is on. */
export const chinaMapSchema = z.object({ ...layers, drillDown: z._default(z.boolean(malformed), true) });

export type WorldMapAttr = z.output<typeof worldMapSchema>;
export type ChinaMapAttr = z.output<typeof chinaMapSchema>;
/** What every map's options builder reads. */
export type MapAttr = WorldMapAttr & Partial<Pick<ChinaMapAttr, 'drillDown'>>;
