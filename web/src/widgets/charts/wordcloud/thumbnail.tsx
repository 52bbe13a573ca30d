import { C, Thumb } from '../../common/thumbnail';

/** Palette thumbnail of the word cloud: words sized by weight. */
const WORDS = [
  ['data', 32, 23, 12, C.s1, 0],
  ['sales', 15, 12, 6, C.s2, 0],
  ['cloud', 50, 13, 6, C.s3, 0],
  ['AI', 13, 31, 7, C.s4, 0],
  ['growth', 44, 33, 5.5, C.s2, 0],
  ['KPI', 53, 24, 5, C.s4, 90],
  ['flow', 27, 33, 4.5, C.s3, 0],
  ['map', 30, 9, 4.5, C.muted, 0],
] as const;

export function WordcloudThumbnail() {
  return (
    <Thumb>
      {WORDS.map(([word, x, y, size, fill, rotate]) => (
        <text
          key={word}
          x={x}
          y={y}
          fontSize={size}
          fontWeight={700}
          textAnchor="middle"
          fill={fill}
          transform={rotate ? `rotate(${rotate} ${x} ${y})` : undefined}
        >
          {word}
        </text>
      ))}
    </Thumb>
  );
}
