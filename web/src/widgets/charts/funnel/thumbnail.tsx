import { C, Thumb } from '../../common/thumbnail';

/** Palette thumbnail of the funnel: stages narrowing downwards. */
export function FunnelThumbnail() {
  const widths = [44, 34, 25, 16];
  const colours = [C.s1, C.s2, C.s3, C.s4];
  return (
    <Thumb>
      {widths.map((w, i) => {
        const next = widths[i + 1] ?? w * 0.6;
        const y = 5 + i * 7.8;
        return (
          <polygon
            key={i}
            points={`${32 - w / 2},${y} ${32 + w / 2},${y} ${32 + next / 2},${y + 7} ${32 - next / 2},${y + 7}`}
            fill={colours[i]}
          />
        );
      })}
    </Thumb>
  );
}
