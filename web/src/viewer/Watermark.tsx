import { useEffect, type RefObject } from 'react';
import type { ScreenConfig } from '../../../shared/screen/document.js';

type WatermarkConfig = ScreenConfig['watermark'];

/** The watermark's rotation, degrees (text rising to the right). */
const ANGLE = -20;

/**
 * Inline declarations the layer holds with `!important`. An inline `!important` declaration
 * beats any stylesheet rule, `!important` or not, so CSS injected into the page (a
 * `[data-watermark] { display: none !important }` or `canvas { opacity: 0 }`) cannot hide it.
 */
export const WATERMARK_STYLE: Readonly<Record<string, string>> = {
  display: 'block',
  visibility: 'visible',
  opacity: '1',
  position: 'absolute',
  inset: '0',
  width: '100%',
  height: '100%',
  'max-width': 'none',
  'max-height': 'none',
  margin: '0',
  transform: 'none',
  filter: 'none',
  'clip-path': 'none',
  mask: 'none',
  'mix-blend-mode': 'normal',
  'content-visibility': 'visible',
  'pointer-events': 'none',
  'z-index': '2147483647',
};

function assertStyle(canvas: HTMLCanvasElement): void {
  for (const [name, value] of Object.entries(WATERMARK_STYLE)) {
    if (canvas.style.getPropertyValue(name) !== value || canvas.style.getPropertyPriority(name) !== 'important')
      canvas.style.setProperty(name, value, 'important');
  }
  if (canvas.hidden) canvas.hidden = false;
}

/** Tiles the text, rotated, over the whole canvas (one tile drawn, repeated as a pattern). */
export function drawWatermark(
  canvas: HTMLCanvasElement,
  watermark: WatermarkConfig,
  width: number,
  height: number,
  density: number,
): void {
  canvas.width = Math.round(width * density);
  canvas.height = Math.round(height * density);
  const context = canvas.getContext('2d');
  if (!context) return;
  const font = `${watermark.fontSize}px sans-serif`;
  context.font = font;
  const cell = Math.max(40, Math.ceil(context.measureText(watermark.text).width) + watermark.spacing);
  const row = watermark.fontSize * 2 + watermark.spacing;
  const tile = document.createElement('canvas');
  tile.width = cell;
  tile.height = row;
  const ink = tile.getContext('2d');
  if (!ink) return;
  ink.font = font;
  ink.fillStyle = watermark.color;
  ink.textBaseline = 'alphabetic';
  ink.fillText(watermark.text, 0, watermark.fontSize);
  const pattern = context.createPattern(tile, 'repeat');
  if (!pattern) return;
  pattern.setTransform(new DOMMatrix().rotate(ANGLE));
  context.setTransform(density, 0, 0, density, 0, 0);
  context.fillStyle = pattern;
  context.fillRect(0, 0, width, height);
}

interface Props {
  /** The element the layer covers (the screen's canvas, at its native size). */
  target: RefObject<HTMLElement | null>;
  watermark: WatermarkConfig;
  width: number;
  height: number;
}

/**
 * The configured watermark, drawn on a <canvas> layer over the whole screen (spec: "not
 * removable by CSS tricks in the page"). The layer holds its own inline `!important` styles,
 * and a MutationObserver puts it back when it is taken out of the DOM, hidden or restyled.
 *
 * Honestly: this stops page CSS, injected stylesheets and casual DOM edits, not a determined
 * user with devtools, who can disconnect the observer, clear the canvas or hide an ancestor
 * (which hides the content as well). The watermark deters; it is not access control.
 */
export function Watermark({ target, watermark, width, height }: Props) {
  const { text, color, fontSize, spacing } = watermark;
  useEffect(() => {
    const host = target.current;
    if (!host) return undefined;
    const config = { enabled: true, text, color, fontSize, spacing };
    const canvas = document.createElement('canvas');
    canvas.setAttribute('data-watermark', '');
    canvas.setAttribute('aria-hidden', 'true');
    const density = Math.min(window.devicePixelRatio || 1, 2);
    drawWatermark(canvas, config, width, height, density);
    assertStyle(canvas);
    host.appendChild(canvas);

    const observer = new MutationObserver(() => {
      if (canvas.parentNode !== host) host.appendChild(canvas);
      assertStyle(canvas);
      if (canvas.width !== Math.round(width * density) || canvas.height !== Math.round(height * density))
        drawWatermark(canvas, config, width, height, density);
    });
    observer.observe(host, { childList: true });
    observer.observe(canvas, { attributes: true });
    return () => {
      observer.disconnect();
      canvas.remove();
    };
  }, [target, text, color, fontSize, spacing, width, height]);
  return null;
}
