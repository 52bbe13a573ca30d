import { withAlpha } from '../common/colour';

/** Where `value` sits in `[min, max]`, from 0 to 1 (0.5 when the range is empty). */
export function scalePosition(value: number, min: number, max: number): number {
  return max > min ? Math.min(1, Math.max(0, (value - min) / (max - min))) : 0.5;
}

/** The smallest and largest of the numbers, or null when there are none. */
export function extent(values: ReadonlyArray<number | null>): { min: number; max: number } | null {
  const numbers = values.filter((v): v is number => v !== null);
  return numbers.length ? { min: Math.min(...numbers), max: Math.max(...numbers) } : null;
}

/** A glowing dot of `colour`: a bright core fading out to transparent (heat points, flyline ends). */
export function glowFill(colour: string) {
  const stops: Array<[number, string]> = [
    [0, withAlpha(colour, 1)],
    [0.2, withAlpha(colour, 0.95)],
    [0.5, withAlpha(colour, 0.45)],
    [1, withAlpha(colour, 0)],
  ];
  return { radialGradient: { cx: 0.5, cy: 0.5, r: 0.5 }, stops };
}

function channels(colour: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex) return [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16), parseInt(hex[3]!, 16)];
  const rgb = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)/i.exec(colour);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

/** The colour `t` of the way from `from` to `to` (0 → from, 1 → to); `from` when either is not rgb. */
export function mixColours(from: string, to: string, t: number): string {
  const a = channels(from);
  const b = channels(to);
  if (!a || !b) return from;
  const [r, g, bl] = a.map((c, i) => Math.round(c + (b[i]! - c) * t)) as [number, number, number];
  return `#${[r, g, bl].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
