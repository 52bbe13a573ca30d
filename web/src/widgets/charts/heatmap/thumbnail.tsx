import { C, Thumb } from '../../common/thumbnail';

/** Palette thumbnail of the heatmap: a grid of cells on the theme's low → high scale. */
const LEVELS = [
  [0, 1, 2, 1, 0, 1, 2, 3],
  [1, 2, 3, 2, 1, 2, 3, 2],
  [2, 3, 3, 3, 2, 1, 2, 1],
  [1, 2, 2, 1, 0, 0, 1, 0],
  [0, 1, 1, 0, 0, 1, 0, 0],
] as const;
const FILL = [
  [C.low, 0.55],
  [C.low, 1],
  [C.mid, 1],
  [C.high, 1],
] as const;

export function HeatmapThumbnail() {
  return (
    <Thumb>
      {LEVELS.map((row, y) =>
        row.map((level, x) => {
          const [fill, opacity] = FILL[level];
          return (
            <rect
              key={`${x}-${y}`}
              x={5 + x * 6.9}
              y={4 + y * 6.6}
              width={6.4}
              height={6.1}
              rx={0.6}
              fill={fill}
              fillOpacity={opacity}
            />
          );
        }),
      )}
    </Thumb>
  );
}
