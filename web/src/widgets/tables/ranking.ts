/** One bar of the ranking list. */
export interface RankedItem {
  rank: number;
  name: string;
  value: number;
  /** The bar's length as a share of the largest value, in [0, 1]. */
  share: number;
}

/** Points ranked by value, largest first (ties keep their order), the first `count` of them. */
export function ranked(points: ReadonlyArray<{ name: string; value: number }>, count: number): RankedItem[] {
  const sorted = points
    .map((point, index) => ({ ...point, index }))
    .sort((a, b) => b.value - a.value || a.index - b.index)
    .slice(0, count);
  const max = Math.max(0, ...sorted.map((point) => point.value));
  return sorted.map((point, index) => ({
    rank: index + 1,
    name: point.name,
    value: point.value,
    share: max > 0 ? Math.max(0, point.value) / max : 0,
  }));
}
