import { arc, C, Thumb } from '../../common/thumbnail';

/** Palette thumbnail of the rose (Nightingale) chart: equal angles, radii by value. */
export function RoseThumbnail() {
  const radii = [17, 13, 15, 10, 12, 8, 11, 6];
  const colours = [C.s1, C.s2, C.s3, C.s4];
  return (
    <Thumb>
      {radii.map((r, i) => (
        <path
          key={i}
          d={arc(32, 20, r, 0, i * 45, i * 45 + 45)}
          fill={colours[i % 4]}
          stroke={C.bg}
          strokeWidth={0.7}
        />
      ))}
    </Thumb>
  );
}
