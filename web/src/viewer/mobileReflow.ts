import type { LayoutEntry, ScreenDocument } from '../../../shared/screen/document.js';
import { MOBILE_WIDTH } from './scaling';

/** The mobile flow's page margin and the gap between stacked widgets, in 750-wide units. */
export const MOBILE_MARGIN = 24;
export const MOBILE_GAP = 24;

/**
 * Reading order of a layout: rows top to bottom, left to right within a row. A widget joins
 * the current row when its top is within half the smaller height of the row's first widget,
 * so widgets a few pixels out of line still read as one row.
 */
export function readingOrder(layout: readonly LayoutEntry[]): LayoutEntry[] {
  const byTop = [...layout].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: LayoutEntry[][] = [];
  for (const entry of byTop) {
    const row = rows.at(-1);
    const lead = row?.[0];
    if (row && lead && entry.y < lead.y + Math.min(lead.h, entry.h) / 2) row.push(entry);
    else rows.push([entry]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.x - b.x || a.y - b.y));
}

/**
 * The mobile display rule for a screen wider than the mobile width (750, docs/limits.md#canvas-and-display): its widgets
 * stacked in reading order on a 750-wide page, each as wide as the page less its margins, its
 * height following its own aspect ratio (so charts lay themselves out again rather than shrink),
 * unrotated. The page is as tall as the stack. Hidden widgets keep their place in the flow, so
 * an interaction that shows one does not move the others. A screen already 750 wide or less is
 * left as it is. Pure: the saved document is never touched.
 */
export function reflowForMobile(document: ScreenDocument): ScreenDocument {
  if (document.config.width <= MOBILE_WIDTH) return document;
  const width = MOBILE_WIDTH - 2 * MOBILE_MARGIN;
  let top = MOBILE_MARGIN;
  const layout = readingOrder(document.layout).map((entry) => {
    const h = Math.max(1, Math.round((entry.h * width) / entry.w));
    const placed: LayoutEntry = { ...entry, x: MOBILE_MARGIN, y: top, w: width, h, rotation: 0 };
    top += h + MOBILE_GAP;
    return placed;
  });
  const height = Math.max(top - MOBILE_GAP + MOBILE_MARGIN, MOBILE_MARGIN * 2);
  return { ...document, config: { ...document.config, width: MOBILE_WIDTH, height }, layout };
}
