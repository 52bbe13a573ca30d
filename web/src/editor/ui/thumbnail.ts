import type { EditorDocument } from '../model/document';
import { paintOrder } from '../model/document';
import { blueprint } from '../../screenList/blueprint';
import { BLUEPRINT_INK } from '../../theme';

export const THUMB_WIDTH = 480;

/**
 * The screen's thumbnail, ~480 px wide: the canvas background and one tinted box per widget
 * (the blueprint of the screen list), until real renderers can be drawn.
 */
export function drawThumbnail(doc: EditorDocument): string | null {
  const { width, height } = doc.config;
  const frame = { width: THUMB_WIDTH, height: Math.max(1, Math.round((THUMB_WIDTH * height) / width)) };
  const canvas = document.createElement('canvas');
  canvas.width = frame.width;
  canvas.height = frame.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const layout = paintOrder(doc).flatMap((id) => (doc.layout[id] ? [doc.layout[id]] : []));
  const print = blueprint({ config: doc.config, widgets: doc.widgets, layout }, frame, { gap: 3, minSize: 2 });
  ctx.fillStyle = print.background;
  ctx.fillRect(0, 0, frame.width, frame.height);
  const palette = BLUEPRINT_INK[print.light ? 'light' : 'dark'];
  for (const box of print.boxes) {
    const ink = palette[box.family];
    ctx.fillStyle = ink.fill;
    ctx.strokeStyle = ink.stroke;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.roundRect(box.x, box.y, box.w, box.h, 3);
    if (box.glyph !== 'border') ctx.fill();
    ctx.stroke();
    ctx.fillStyle = ink.ink;
    ctx.fillRect(box.x + 6, box.y + 6, Math.min(box.w - 12, 40), Math.min(3, box.h - 8));
  }
  return canvas.toDataURL('image/png');
}
