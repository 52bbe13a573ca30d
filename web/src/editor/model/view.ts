import { clampZoom, fitZoom } from './session';

/**
 * The viewport's view of the canvas: a canvas point p is drawn at `pan + p × zoom` (screen
 * pixels from the viewport's top-left). Pure math for zooming, fitting, panning and rulers.
 */
export interface View {
  zoom: number;
  pan: { x: number; y: number };
}

export interface Size {
  width: number;
  height: number;
}

export function toCanvas(view: View, point: { x: number; y: number }): { x: number; y: number } {
  return { x: (point.x - view.pan.x) / view.zoom, y: (point.y - view.pan.y) / view.zoom };
}

export function toScreen(view: View, point: { x: number; y: number }): { x: number; y: number } {
  return { x: view.pan.x + point.x * view.zoom, y: view.pan.y + point.y * view.zoom };
}

/** Zooms to `next` keeping the canvas point under `pointer` (viewport pixels) where it is. */
export function zoomAround(view: View, pointer: { x: number; y: number }, next: number): View {
  const zoom = clampZoom(next);
  const anchor = toCanvas(view, pointer);
  return { zoom, pan: { x: pointer.x - anchor.x * zoom, y: pointer.y - anchor.y * zoom } };
}

/** The canvas fitted into the viewport and centred (the `Fit` zoom). */
export function fitView(canvas: Size, viewport: Size, margin = 40): View {
  const zoom = fitZoom(canvas, viewport, margin);
  return {
    zoom,
    pan: {
      x: Math.round((viewport.width - canvas.width * zoom) / 2),
      y: Math.round((viewport.height - canvas.height * zoom) / 2),
    },
  };
}

/** A zoom at `zoom` centred on the canvas (menu entries 50 / 100 / 200 %). */
export function centredView(canvas: Size, viewport: Size, zoom: number): View {
  const z = clampZoom(zoom);
  return {
    zoom: z,
    pan: {
      x: Math.round((viewport.width - canvas.width * z) / 2),
      y: Math.round((viewport.height - canvas.height * z) / 2),
    },
  };
}

/** The zoom steps of Ctrl + wheel and the zoom buttons. */
export function stepZoom(zoom: number, direction: 1 | -1, factor = 1.2): number {
  return clampZoom(direction > 0 ? zoom * factor : zoom / factor);
}

/** Wheel delta (pixels) to a zoom factor: smooth on trackpads, one step per mouse notch. */
export function wheelZoomFactor(deltaY: number): number {
  return Math.exp(-Math.max(-100, Math.min(100, deltaY)) * 0.0025);
}

/** The rulers' thickness along the top and left of the viewport, in viewport pixels. */
export const RULER_SIZE = 20;

export interface Tick {
  /** Canvas coordinate. */
  value: number;
  /** Viewport pixels along the ruler. */
  offset: number;
  major: boolean;
}

const STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10000];

/**
 * Ticks of a ruler `length` pixels long whose start shows canvas coordinate `-pan / zoom`:
 * a labelled major tick at least `minMajorPx` apart, five minor ticks between.
 */
export function rulerTicks(pan: number, zoom: number, length: number, minMajorPx = 64): Tick[] {
  const major = STEPS.find((step) => step * zoom >= minMajorPx) ?? STEPS[STEPS.length - 1]!;
  const minor = major / 5;
  const first = Math.ceil(-pan / zoom / minor) * minor;
  const last = (length - pan) / zoom;
  const ticks: Tick[] = [];
  for (let i = 0, value = first; value <= last && i < 2000; i++, value = first + i * minor) {
    const rounded = Math.round(value * 1000) / 1000;
    ticks.push({
      value: rounded,
      offset: pan + rounded * zoom,
      major: Math.abs(rounded / major - Math.round(rounded / major)) < 1e-6,
    });
  }
  return ticks;
}
