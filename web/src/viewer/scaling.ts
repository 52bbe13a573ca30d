import type { ScalingMode } from '../../../shared/limits.js';

/** The mobile display width (docs/limits.md#canvas-and-display): a mobile screen is laid out 750 wide and scaled to the device. */
export const MOBILE_WIDTH = 750;

export interface Placement {
  /** Horizontal and vertical scale of the screen's canvas. */
  scaleX: number;
  scaleY: number;
  /** Where the scaled canvas starts in the viewport (letterbox offsets), whole px. */
  left: number;
  top: number;
  /** The scaled canvas size, px: beyond the viewport it scrolls. */
  width: number;
  height: number;
}

/**
 * How a screen of `screen` size sits in a `viewport` under each scaling mode (docs/limits.md#canvas-and-display), pure:
 * fullscreen keeps the ratio and letterboxes, fill stretches both ways, height fits the height
 * (scrolls sideways), width fits the width (scrolls down), mobile lays out 750 wide and fits it.
 */
export function placeScreen(
  mode: ScalingMode,
  screen: { width: number; height: number },
  viewport: { width: number; height: number },
): Placement {
  const fitX = viewport.width / screen.width;
  const fitY = viewport.height / screen.height;
  const uniform = (scale: number): Placement => {
    const width = screen.width * scale;
    const height = screen.height * scale;
    // Offsets on whole pixels: the browser would snap a fraction to 1/64 px anyway, and the
    // canvas edge stays sharp; the scale itself is never rounded.
    return {
      scaleX: scale,
      scaleY: scale,
      width,
      height,
      left: Math.max(0, Math.round((viewport.width - width) / 2)),
      top: Math.max(0, Math.round((viewport.height - height) / 2)),
    };
  };
  switch (mode) {
    case 'fill':
      return { scaleX: fitX, scaleY: fitY, left: 0, top: 0, width: viewport.width, height: viewport.height };
    case 'height':
      return { ...uniform(fitY), top: 0 };
    case 'width':
      return { ...uniform(fitX), left: 0, top: 0 };
    case 'mobile':
      return { ...uniform(viewport.width / Math.min(screen.width, MOBILE_WIDTH)), left: 0, top: 0 };
    case 'fullscreen':
    default:
      return uniform(Math.min(fitX, fitY));
  }
}

/**
 * The scrollable area holding a placement: whole pixels, rounded up so the canvas's last
 * fraction of a pixel can be scrolled to (browsers truncate a fractional scroll size), with a
 * tolerance so floating-point noise (2160.0000001) never makes a 1 px scroll.
 */
export function stageSize(placement: Placement): { width: number; height: number } {
  const whole = (value: number) => Math.ceil(value - 1e-6);
  return { width: whole(placement.left + placement.width), height: whole(placement.top + placement.height) };
}

/**
 * Whether a stage scrolls in its viewport, by more than the 1 px a placement's rounding can leave
 * (width adaptation of a 16:9 screen on 1366 × 768 scrolls 1 px: that screen still fits).
 */
export function stageScrolls(
  stage: { width: number; height: number },
  viewport: { width: number; height: number },
): boolean {
  return stage.width > viewport.width + 1 || stage.height > viewport.height + 1;
}
