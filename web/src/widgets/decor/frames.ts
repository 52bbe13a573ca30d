import type { BorderAttr } from '../../../../shared/widgets/decor.js';

/** SVG path data of the border frames, pure, in the box's own pixels. */
export interface FrameGeometry {
  /** The frame's outline (the fill's shape too). */
  outline: string;
  /** Bright accents drawn over the outline (corners, brackets, notches). */
  accents: string;
  /** A second, inner outline (double style) or ''. */
  inner: string;
}

/** Corner and accent length: a tenth of the short side, within [12, 48]. */
export const cornerLength = (w: number, h: number) => Math.round(Math.max(12, Math.min(48, Math.min(w, h) * 0.1)));

const rect = (x: number, y: number, w: number, h: number) => `M${x} ${y}H${x + w}V${y + h}H${x}Z`;

export function frameGeometry(style: BorderAttr['style'], w: number, h: number): FrameGeometry {
  const c = cornerLength(w, h);
  const i = 1; // half the stroke, so lines stay inside the box
  const r = w - i;
  const b = h - i;
  switch (style) {
    case 'corners':
      return {
        outline: rect(i + 3, i + 3, w - 2 * i - 6, h - 2 * i - 6),
        accents: `M${i} ${i + c}V${i}H${i + c} M${r - c} ${i}H${r}V${i + c} M${r} ${b - c}V${b}H${r - c} M${i + c} ${b}H${i}V${b - c}`,
        inner: '',
      };
    case 'double':
      return {
        outline: rect(i, i, w - 2 * i, h - 2 * i),
        accents: '',
        inner: rect(i + 6, i + 6, w - 2 * i - 12, h - 2 * i - 12),
      };
    case 'chamfer': {
      const k = c * 0.8;
      return {
        outline: `M${i + k} ${i}H${r}V${b - k}L${r - k} ${b}H${i}V${i + k}Z`,
        accents: `M${i} ${i + k + c * 0.6}V${i + k}L${i + k} ${i}H${i + k + c * 1.6} M${r} ${b - k - c * 0.6}V${b - k}L${r - k} ${b}H${r - k - c * 1.6} M${w / 2 - c * 1.5} ${b}H${w / 2 + c * 1.5}`,
        inner: '',
      };
    }
    case 'bracket':
      return {
        outline: rect(i, i, w - 2 * i, h - 2 * i),
        accents: `M${i + c * 0.6} ${i}H${i}V${b}H${i + c * 0.6} M${r - c * 0.6} ${i}H${r}V${b}H${r - c * 0.6} M${w / 2 - c * 2} ${i}H${w / 2 + c * 2}`,
        inner: '',
      };
    case 'glow':
      return { outline: rect(i, i, w - 2 * i, h - 2 * i), accents: '', inner: '' };
  }
}
