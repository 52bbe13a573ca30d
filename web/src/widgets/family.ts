/**
 * How a type is drawn where its renderer is not: a template's blueprint, the editor's screen
 * thumbnail, the placeholder of an unknown type. The family picks the colours (BLUEPRINT_INK in
 * web/src/theme.ts), the glyph the small drawing (common/BlueprintGlyph). Each
 * definition has both (`defineWidget`); `widgetFamily` and `glyphOf` in registry.ts read them.
 */
export type WidgetFamily = 'chart' | 'map' | 'kpi' | 'table' | 'decor' | 'text' | 'media' | 'other';

/** The small drawing inside a box: a line, bars, a pie… */
export type Glyph =
  | 'line'
  | 'column'
  | 'bar'
  | 'pie'
  | 'gauge'
  | 'map'
  | 'kpi'
  | 'table'
  | 'title'
  | 'clock'
  | 'border'
  | 'text'
  | 'image'
  | 'block';

/** A family's glyph, for the types that name none. */
export const FAMILY_GLYPH: Record<WidgetFamily, Glyph> = {
  chart: 'column',
  map: 'map',
  kpi: 'kpi',
  table: 'table',
  decor: 'border',
  text: 'text',
  media: 'image',
  other: 'block',
};

/** A box a glyph is drawn in (common/BlueprintGlyph), in the drawing's units; `id` varies the drawing. */
export interface GlyphBox {
  id: string;
  glyph: Glyph;
  x: number;
  y: number;
  w: number;
  h: number;
}
