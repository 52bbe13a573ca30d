import type { ScreenDocument } from '../../../shared/screen/document.js';
import { isLightColour } from '../widgets/common/colour';
import type { GlyphBox, WidgetFamily } from '../widgets/family';
import { glyphOf, widgetFamily } from '../widgets/registry';
import { fitCanvas, type Fit, type Size } from './fit';

/*
 * Geometry of a template's "blueprint" preview: no widget renderer yet, so a card draws the
 * canvas at its aspect ratio with its background colour and one rounded box per layout
 * entry, styled by the widget type's family and glyph (the registry's, widgets/family.ts).
 * Pure: the SVG component only paints this.
 */

export interface BlueprintBox extends GlyphBox {
  type: string;
  family: WidgetFamily;
}

export interface Blueprint {
  frame: Size;
  canvas: Fit;
  background: string;
  /** The background is light: boxes then use the palette for light canvases. */
  light: boolean;
  boxes: BlueprintBox[];
}

export interface BlueprintOptions {
  padding?: number;
  /** Space kept between neighbouring boxes, in preview units. */
  gap?: number;
  /** Boxes never shrink below this, so a thin title bar stays visible. */
  minSize?: number;
}

type Doc = Pick<ScreenDocument, 'config' | 'layout' | 'widgets'>;

/** The preview of a document in a frame: the fitted canvas and its boxes, back to front. */
export function blueprint(doc: Doc, frame: Size, options: BlueprintOptions = {}): Blueprint {
  const { padding = 0, gap = 2, minSize = 2 } = options;
  const canvas = fitCanvas({ width: doc.config.width, height: doc.config.height }, frame, padding);
  const boxes = [...doc.layout]
    .sort((a, b) => a.z - b.z)
    .map((entry): BlueprintBox | null => {
      const widget = doc.widgets[entry.widgetId];
      if (!widget || widget.hidden) return null;
      // Clip to the canvas, then inset by half the gap on each side.
      const left = Math.max(0, entry.x);
      const top = Math.max(0, entry.y);
      const right = Math.min(doc.config.width, entry.x + entry.w);
      const bottom = Math.min(doc.config.height, entry.y + entry.h);
      if (right <= left || bottom <= top) return null;
      const inset = gap / 2;
      const w = Math.max(minSize, (right - left) * canvas.scale - gap);
      const h = Math.max(minSize, (bottom - top) * canvas.scale - gap);
      return {
        id: entry.widgetId,
        type: widget.type,
        family: widgetFamily(widget.type),
        glyph: glyphOf(widget.type),
        x: round(canvas.x + left * canvas.scale + inset),
        y: round(canvas.y + top * canvas.scale + inset),
        w: round(w),
        h: round(h),
      };
    })
    .filter((box): box is BlueprintBox => box !== null);
  const background = doc.config.background.color;
  return { frame, canvas, background, light: isLightColour(background), boxes };
}

const round = (value: number) => Math.round(value * 100) / 100;
