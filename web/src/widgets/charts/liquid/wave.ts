/**
 * The liquid level's wave, pure: an SVG path of `periods` sine periods over `width`, whose crest
 * line sits at `level` (SVG y), filled down to `bottom`.
 */
export function wavePath({
  width,
  level,
  amplitude,
  periods,
  bottom,
}: {
  width: number;
  level: number;
  amplitude: number;
  periods: number;
  bottom: number;
}): string {
  const steps = periods * 16;
  const points: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * width;
    const y = level + Math.sin((i / steps) * periods * Math.PI * 2) * amplitude;
    points.push(`${i === 0 ? 'M' : 'L'}${x.toFixed(2)},${y.toFixed(2)}`);
  }
  return `${points.join(' ')} L${width},${bottom} L0,${bottom} Z`;
}

/** SVG y of the surface in a circle of radius `r` centred at `cy`, for a filled share 0…1. */
export function levelY(share: number, cy: number, r: number): number {
  return cy + r - share * 2 * r;
}
