import type { ScalingMode } from '../../../shared/limits.js';
import type { WallProfile } from '../../../shared/screen/document.js';
import { placeScreen, type Placement } from './scaling';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The pixels the wall's player outputs: the display's resolution, or the panels side by side
 * (a splice's controller feeds each panel its own 1920×1080, say; the bezels have no pixels).
 * Null when the screen has no wall profile (the window is the wall).
 */
export function wallResolution(wall: WallProfile): { width: number; height: number } | null {
  switch (wall.kind) {
    case 'display':
      return { width: wall.width, height: wall.height };
    case 'splice':
      return { width: wall.columns * wall.panelWidth, height: wall.rows * wall.panelHeight };
    case 'none':
    default:
      return null;
  }
}

/**
 * Where the splice's bezels fall on the wall's pixels: a strip `bezel` wide centred on each
 * seam between two panels (1 px when the bezel is not given), for the editor's overlay. The
 * content is not shifted to make up for them (no bezel compensation): the overlay shows what a
 * bezel will cover, so nothing important is put there.
 */
export function wallSeams(wall: WallProfile): Rect[] {
  const size = wallResolution(wall);
  if (wall.kind !== 'splice' || !size) return [];
  const thick = Math.max(1, wall.bezel);
  const seams: Rect[] = [];
  for (let c = 1; c < wall.columns; c++)
    seams.push({ x: c * wall.panelWidth - thick / 2, y: 0, width: thick, height: size.height });
  for (let r = 1; r < wall.rows; r++)
    seams.push({ x: 0, y: r * wall.panelHeight - thick / 2, width: size.width, height: thick });
  return seams;
}

/** A wall rectangle in the screen's own coordinates, through the screen's placement on the wall. */
export function toScreen(rect: Rect, placement: { left: number; top: number; scaleX: number; scaleY: number }): Rect {
  return {
    x: (rect.x - placement.left) / placement.scaleX,
    y: (rect.y - placement.top) / placement.scaleY,
    width: rect.width / placement.scaleX,
    height: rect.height / placement.scaleY,
  };
}

/**
 * A screen on a wall profile, in the window: placed under its scaling mode into the wall's
 * resolution, and the wall fitted whole into the window (letterboxed on whole pixels). On the
 * wall's own player the window is the wall, so this is the screen's placement at scale 1. The
 * result is still one transform of the canvas at its native size: text is rasterized at the
 * size it is shown, never stretched as a bitmap.
 */
export function placeOnWall(
  mode: ScalingMode,
  screen: { width: number; height: number },
  wall: WallProfile,
  viewport: { width: number; height: number },
): Placement {
  const size = wallResolution(wall);
  if (!size) return placeScreen(mode, screen, viewport);
  const onWall = placeScreen(mode, screen, size);
  const fit = Math.min(viewport.width / size.width, viewport.height / size.height);
  const left = Math.max(0, Math.round((viewport.width - size.width * fit) / 2));
  const top = Math.max(0, Math.round((viewport.height - size.height * fit) / 2));
  return {
    scaleX: onWall.scaleX * fit,
    scaleY: onWall.scaleY * fit,
    left: left + onWall.left * fit,
    top: top + onWall.top * fit,
    width: onWall.width * fit,
    height: onWall.height * fit,
  };
}
