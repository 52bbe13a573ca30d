import type { ReactNode } from 'react';
import { THUMBNAIL_VARS } from './thumbnailTheme';

/**
 * The palette thumbnails' kit: a 64×40 SVG drawn in the open screen's theme. The palette sets
 * the theme's colours as CSS variables on itself (`thumbnailVariables`, thumbnailTheme.ts), so thumbnails follow a
 * theme switch with no re-render. Only the editor's palette loads thumbnails: every
 * `thumbnail(s).tsx` of the widget folders lands in one chunk (web/vite.config.ts).
 */
const v = (key: keyof typeof THUMBNAIL_VARS) => `var(${THUMBNAIL_VARS[key]})`;
export const C = {
  s1: v('s1'),
  s2: v('s2'),
  s3: v('s3'),
  s4: v('s4'),
  text: v('text'),
  muted: v('muted'),
  axis: v('axis'),
  grid: v('grid'),
  track: v('track'),
  low: v('low'),
  mid: v('mid'),
  high: v('high'),
  bg: v('bg'),
} as const;

export const W = 64;
export const H = 40;

/** The frame of every thumbnail. */
export function Thumb({ children }: { children: ReactNode }) {
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" height="100%" aria-hidden="true" focusable="false" fontFamily="inherit">
      {children}
    </svg>
  );
}

/** Horizontal grid lines and a base axis, as a cartesian chart shows them. */
export function Grid({
  rows = [12, 20, 28],
  base = 34,
  left = 6,
  right = 58,
}: {
  rows?: readonly number[];
  base?: number;
  left?: number;
  right?: number;
}) {
  return (
    <g strokeWidth={0.5}>
      {rows.map((y) => (
        <line key={y} x1={left} x2={right} y1={y} y2={y} stroke={C.grid} />
      ))}
      <line x1={left} x2={right} y1={base} y2={base} stroke={C.axis} />
    </g>
  );
}

/** A short bar standing for a line of text. */
export function TextLine({
  x,
  y,
  w,
  h = 2,
  fill = C.muted,
  opacity,
}: {
  x: number;
  y: number;
  w: number;
  h?: number;
  fill?: string;
  opacity?: number;
}) {
  return <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} opacity={opacity} />;
}

const rad = (deg: number) => ((deg - 90) * Math.PI) / 180;
const at = (cx: number, cy: number, r: number, deg: number) =>
  `${(cx + r * Math.cos(rad(deg))).toFixed(2)} ${(cy + r * Math.sin(rad(deg))).toFixed(2)}`;

/** A pie slice (inner 0) or ring segment from `from`° to `to`° clockwise from 12 o'clock. */
export function arc(cx: number, cy: number, r: number, inner: number, from: number, to: number): string {
  const large = to - from > 180 ? 1 : 0;
  const outer = `M${at(cx, cy, r, from)}A${r} ${r} 0 ${large} 1 ${at(cx, cy, r, to)}`;
  if (inner <= 0) return `${outer}L${cx} ${cy}Z`;
  return `${outer}L${at(cx, cy, inner, to)}A${inner} ${inner} 0 ${large} 0 ${at(cx, cy, inner, from)}Z`;
}

/** An open arc (a stroke) from `from`° to `to`° clockwise from 12 o'clock. */
export function arcLine(cx: number, cy: number, r: number, from: number, to: number): string {
  return `M${at(cx, cy, r, from)}A${r} ${r} 0 ${to - from > 180 ? 1 : 0} 1 ${at(cx, cy, r, to)}`;
}

/** A point on a circle, for ticks and needles. */
export function polar(cx: number, cy: number, r: number, deg: number): { x: number; y: number } {
  return { x: cx + r * Math.cos(rad(deg)), y: cy + r * Math.sin(rad(deg)) };
}
