import type { LayoutEntry } from '../../../../../shared/screen/document';
import type { EditorDocument } from '../document';
import { paintOrder } from '../document';
import { boundingBox, resizeRotated, snapMove, snapResize, type Guide, type Handle } from '../geometry';

/**
 * A drag in the store (move, resize or rotate): what it moves and where everything started.
 * Pure helpers; the pointer gestures that drive a drag are the other modules of this folder.
 */
export interface Drag {
  ids: string[];
  origin: Record<string, LayoutEntry>;
  handle?: Handle;
  rotate?: boolean;
  /** What a move snaps to: the other visible widgets, as they were when the gesture began. */
  targets?: readonly LayoutEntry[];
}

/** The snapping targets of a gesture moving `ids`, computed once at pointer-down. */
export function snapTargets(doc: EditorDocument, ids: readonly string[]): LayoutEntry[] {
  const moving = new Set(ids);
  return paintOrder(doc)
    .filter((id) => !moving.has(id) && !doc.widgets[id]?.hidden)
    .map((id) => doc.layout[id])
    .filter((b): b is LayoutEntry => Boolean(b));
}

export const SNAP_THRESHOLD_PX = 6;

export interface DragOptions {
  snap?: boolean;
  keepRatio?: boolean;
  zoom: number;
}

/** The layout after moving (or resizing with the gesture's handle) by (dx, dy) canvas units. */
export function dragLayout(
  doc: EditorDocument,
  drag: Drag,
  dx: number,
  dy: number,
  options: DragOptions,
): { layout: Record<string, LayoutEntry>; guides: Guide[] } {
  const layout = { ...doc.layout };
  let guides: Guide[] = [];
  const canvas = { x: 0, y: 0, w: doc.config.width, h: doc.config.height };
  if (drag.handle) {
    for (const id of drag.ids) {
      const origin = drag.origin[id];
      if (!origin) continue;
      let box = resizeRotated(origin, origin.rotation, drag.handle, dx, dy, options.keepRatio);
      // One upright widget snaps its moving edges (a kept ratio would be broken by snapping).
      if (drag.ids.length === 1 && !origin.rotation && options.snap !== false && !options.keepRatio) {
        const snapped = snapResize(box, drag.handle, drag.targets ?? snapTargets(doc, drag.ids), {
          threshold: SNAP_THRESHOLD_PX / options.zoom,
          grid: doc.config.grid.spacing,
          canvas,
        });
        box = snapped.box;
        guides = snapped.guides;
      }
      layout[id] = { ...origin, ...box };
    }
    return { layout, guides };
  }
  let offset = { dx, dy };
  if (options.snap !== false) {
    const origins = drag.ids.map((id) => drag.origin[id]).filter((b): b is LayoutEntry => Boolean(b));
    const bounds = boundingBox(origins.map((b) => ({ x: b.x + dx, y: b.y + dy, w: b.w, h: b.h })));
    if (bounds) {
      const others = drag.targets ?? snapTargets(doc, drag.ids);
      const snap = snapMove(bounds, others, {
        threshold: SNAP_THRESHOLD_PX / options.zoom,
        grid: doc.config.grid.spacing,
        canvas,
      });
      offset = { dx: dx + snap.dx, dy: dy + snap.dy };
      guides = snap.guides;
    }
  }
  for (const id of drag.ids) {
    const origin = drag.origin[id];
    if (origin) layout[id] = { ...origin, x: Math.round(origin.x + offset.dx), y: Math.round(origin.y + offset.dy) };
  }
  return { layout, guides };
}

/** Rotation in degrees (−180…180] of a box around its centre towards a canvas point; Shift snaps to 15°. */
export function rotationTowards(
  box: { x: number; y: number; w: number; h: number },
  point: { x: number; y: number },
  snap = false,
): number {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  // 0° when the point is straight above the centre (where the handle sits).
  let degrees = (Math.atan2(point.x - cx, cy - point.y) * 180) / Math.PI;
  if (snap) degrees = Math.round(degrees / 15) * 15;
  degrees = Math.round(degrees);
  return degrees <= -180 ? degrees + 360 : degrees;
}
