/** Canvas geometry: boxes, snapping with alignment guides, resizing, marquee hits. Pure. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Guide {
  axis: 'x' | 'y';
  /** Canvas coordinate of the guide line. */
  position: number;
}

export function boundingBox(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.w));
  const bottom = Math.max(...boxes.map((b) => b.y + b.h));
  return { x: left, y: top, w: right - left, h: bottom - top };
}

/** Edges and centre of a box along one axis. */
function stops(box: Box, axis: 'x' | 'y'): number[] {
  return axis === 'x' ? [box.x, box.x + box.w / 2, box.x + box.w] : [box.y, box.y + box.h / 2, box.y + box.h];
}

/** The nearest edge or centre of `targets` along `axis` within `threshold` of `position`. */
function nearestStop(
  position: number,
  targets: readonly Box[],
  axis: 'x' | 'y',
  threshold: number,
): { delta: number; position: number } | null {
  let best: { delta: number; position: number } | null = null;
  for (const target of targets) {
    for (const stop of stops(target, axis)) {
      const delta = stop - position;
      if (Math.abs(delta) <= threshold && (!best || Math.abs(delta) < Math.abs(best.delta)))
        best = { delta, position: stop };
    }
  }
  return best;
}

export interface SnapOptions {
  grid?: number;
  threshold: number;
  canvas?: Box;
}

/**
 * Snaps a moving box to the edges and centres of other boxes (and the canvas), else to the
 * grid. Answers the offset to apply and the guides to draw, within `threshold` canvas units.
 */
export function snapMove(
  moving: Box,
  others: readonly Box[],
  options: SnapOptions,
): { dx: number; dy: number; guides: Guide[] } {
  const targets = options.canvas ? [...others, options.canvas] : [...others];
  const result = { dx: 0, dy: 0, guides: [] as Guide[] };
  for (const axis of ['x', 'y'] as const) {
    let best: { delta: number; position: number } | null = null;
    for (const own of stops(moving, axis)) {
      const hit = nearestStop(own, targets, axis, options.threshold);
      if (hit && (!best || Math.abs(hit.delta) < Math.abs(best.delta))) best = hit;
    }
    if (best) {
      if (axis === 'x') result.dx = best.delta;
      else result.dy = best.delta;
      result.guides.push({ axis, position: best.position });
    } else if (options.grid && options.grid > 1) {
      const start = axis === 'x' ? moving.x : moving.y;
      const snapped = Math.round(start / options.grid) * options.grid;
      if (axis === 'x') result.dx = snapped - start;
      else result.dy = snapped - start;
    }
  }
  return result;
}

/**
 * Snaps the edges a resize handle moves (only those) to other boxes' edges and centres, else
 * to the grid, never below `min`. Answers the snapped box and the guides to draw.
 */
export function snapResize(
  box: Box,
  handle: Handle,
  others: readonly Box[],
  options: SnapOptions,
  min = 8,
): { box: Box; guides: Guide[] } {
  const targets = options.canvas ? [...others, options.canvas] : [...others];
  const next = { ...box };
  const guides: Guide[] = [];
  for (const axis of ['x', 'y'] as const) {
    const start = axis === 'x' ? 'w' : 'n';
    const end = axis === 'x' ? 'e' : 's';
    const moves = handle.includes(start) ? 'start' : handle.includes(end) ? 'end' : null;
    if (!moves) continue;
    const origin = axis === 'x' ? next.x : next.y;
    const size = axis === 'x' ? next.w : next.h;
    const edge = moves === 'start' ? origin : origin + size;
    const hit = nearestStop(edge, targets, axis, options.threshold);
    const snapped = hit
      ? hit.position
      : options.grid && options.grid > 1
        ? Math.round(edge / options.grid) * options.grid
        : edge;
    const delta = snapped - edge;
    const grown = moves === 'start' ? size - delta : size + delta;
    if (delta === 0 || grown < min) continue;
    if (axis === 'x') {
      if (moves === 'start') next.x += delta;
      next.w = grown;
    } else {
      if (moves === 'start') next.y += delta;
      next.h = grown;
    }
    if (hit) guides.push({ axis, position: hit.position });
  }
  return { box: next, guides };
}

export type Handle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';

/** Resizes a box by dragging a handle; Shift keeps the aspect ratio. Never below `min`. */
export function resizeBox(box: Box, handle: Handle, dx: number, dy: number, keepRatio = false, min = 8): Box {
  let { x, y, w, h } = box;
  if (handle.includes('e')) w = box.w + dx;
  if (handle.includes('w')) {
    w = box.w - dx;
    x = box.x + dx;
  }
  if (handle.includes('s')) h = box.h + dy;
  if (handle.includes('n')) {
    h = box.h - dy;
    y = box.y + dy;
  }
  if (keepRatio && box.w > 0 && box.h > 0) {
    const ratio = box.w / box.h;
    const horizontal = handle === 'e' || handle === 'w' || (handle.length === 2 && Math.abs(dx) >= Math.abs(dy));
    if (horizontal) h = w / ratio;
    else w = h * ratio;
    if (handle.includes('n')) y = box.y + box.h - h;
    if (handle.includes('w')) x = box.x + box.w - w;
  }
  if (w < min) {
    if (handle.includes('w')) x -= min - w;
    w = min;
  }
  if (h < min) {
    if (handle.includes('n')) y -= min - h;
    h = min;
  }
  return { x: Math.round(x), y: Math.round(y), w: Math.round(w), h: Math.round(h) };
}

const round = (value: number) => Math.round(value) || 0;

/** The point opposite a handle (what stays put while resizing), on screen, for a box rotated by `radians` about its centre. */
function anchorOnScreen(box: Box, handle: Handle, radians: number): { x: number; y: number } {
  const ax = handle.includes('e') ? box.x : handle.includes('w') ? box.x + box.w : box.x + box.w / 2;
  const ay = handle.includes('s') ? box.y : handle.includes('n') ? box.y + box.h : box.y + box.h / 2;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return { x: cx + (ax - cx) * cos - (ay - cy) * sin, y: cy + (ax - cx) * sin + (ay - cy) * cos };
}

/**
 * Resizes a box rotated by `rotation` degrees: the drag (dx, dy on screen) is read in the
 * box's own axes, and the point opposite the handle stays where it is on screen.
 */
export function resizeRotated(
  box: Box,
  rotation: number,
  handle: Handle,
  dx: number,
  dy: number,
  keepRatio = false,
): Box {
  if (!rotation) return resizeBox(box, handle, dx, dy, keepRatio);
  const radians = (rotation * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const next = resizeBox(box, handle, dx * cos + dy * sin, -dx * sin + dy * cos, keepRatio);
  const before = anchorOnScreen(box, handle, radians);
  const after = anchorOnScreen(next, handle, radians);
  return { ...next, x: round(next.x + before.x - after.x), y: round(next.y + before.y - after.y) };
}

/** What a box rotated by `rotation` degrees about its centre covers on screen, as an upright box. */
export function rotatedBounds(box: Box, rotation: number): Box {
  if (!rotation) return box;
  const radians = (rotation * Math.PI) / 180;
  const w = Math.abs(box.w * Math.cos(radians)) + Math.abs(box.h * Math.sin(radians));
  const h = Math.abs(box.w * Math.sin(radians)) + Math.abs(box.h * Math.cos(radians));
  return { x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) / 2, w, h };
}

export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** The widgets a marquee rectangle touches. */
export function marqueeHits(marquee: Box, boxes: Readonly<Record<string, Box>>): string[] {
  return Object.entries(boxes)
    .filter(([, box]) => intersects(marquee, box))
    .map(([id]) => id);
}

export type Alignment = 'left' | 'right' | 'top' | 'bottom' | 'hcenter' | 'vcenter';

/** New positions that align boxes to their common bounding box. */
export function align(boxes: Readonly<Record<string, Box>>, how: Alignment): Record<string, { x: number; y: number }> {
  const bounds = boundingBox(Object.values(boxes));
  if (!bounds) return {};
  return Object.fromEntries(
    Object.entries(boxes).map(([id, b]) => {
      const x =
        how === 'left'
          ? bounds.x
          : how === 'right'
            ? bounds.x + bounds.w - b.w
            : how === 'hcenter'
              ? bounds.x + (bounds.w - b.w) / 2
              : b.x;
      const y =
        how === 'top'
          ? bounds.y
          : how === 'bottom'
            ? bounds.y + bounds.h - b.h
            : how === 'vcenter'
              ? bounds.y + (bounds.h - b.h) / 2
              : b.y;
      return [id, { x: Math.round(x), y: Math.round(y) }];
    }),
  );
}

/** Equal gaps between boxes along an axis, first and last staying put. */
export function distribute(
  boxes: Readonly<Record<string, Box>>,
  axis: 'x' | 'y',
): Record<string, { x: number; y: number }> {
  const entries = Object.entries(boxes).sort(([, a], [, b]) => (axis === 'x' ? a.x - b.x : a.y - b.y));
  if (entries.length < 3) return Object.fromEntries(entries.map(([id, b]) => [id, { x: b.x, y: b.y }]));
  const size = (b: Box) => (axis === 'x' ? b.w : b.h);
  const start = (b: Box) => (axis === 'x' ? b.x : b.y);
  const first = entries[0]?.[1] as Box;
  const last = entries.at(-1)?.[1] as Box;
  const span = start(last) + size(last) - start(first);
  const gap = (span - entries.reduce((sum, [, b]) => sum + size(b), 0)) / (entries.length - 1);
  let cursor = start(first);
  return Object.fromEntries(
    entries.map(([id, b]) => {
      const at = Math.round(cursor);
      cursor += size(b) + gap;
      return [id, axis === 'x' ? { x: at, y: b.y } : { x: b.x, y: at }];
    }),
  );
}

/** How far apart the places `freeSpot` tries are, in canvas pixels. */
const FREE_SPOT_STEP = 20;

/**
 * Where a new box of `size` goes: at `preferred` when it overlaps none of `taken`, else at the free
 * place nearest to it on a 20 px grid inside `canvas` (nearest first, then top to bottom). When
 * the canvas has no free place for it, `preferred`.
 */
export function freeSpot(
  preferred: { x: number; y: number },
  size: { w: number; h: number },
  taken: readonly Box[],
  canvas: { w: number; h: number },
): { x: number; y: number } {
  const fits = (x: number, y: number) => !taken.some((box) => intersects({ x, y, ...size }, box));
  if (fits(preferred.x, preferred.y)) return preferred;
  const candidates: { x: number; y: number; distance: number }[] = [];
  for (let y = 0; y + size.h <= canvas.h; y += FREE_SPOT_STEP)
    for (let x = 0; x + size.w <= canvas.w; x += FREE_SPOT_STEP)
      candidates.push({ x, y, distance: Math.hypot(x - preferred.x, y - preferred.y) });
  candidates.sort((a, b) => a.distance - b.distance || a.y - b.y || a.x - b.x);
  const free = candidates.find(({ x, y }) => fits(x, y));
  return free ? { x: free.x, y: free.y } : preferred;
}
