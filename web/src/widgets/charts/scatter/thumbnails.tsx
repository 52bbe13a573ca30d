import { C, Thumb } from '../../common/thumbnail';

/** Palette thumbnails of the scatter and bubble charts. */
function Axes() {
  return (
    <g stroke={C.axis} strokeWidth={0.5}>
      <line x1={7} x2={58} y1={34} y2={34} />
      <line x1={7} x2={7} y1={5} y2={34} />
    </g>
  );
}

const DOTS: ReadonlyArray<readonly [number, number, 0 | 1]> = [
  [12, 28, 0],
  [16, 25, 0],
  [19, 27, 1],
  [22, 21, 0],
  [26, 23, 1],
  [28, 18, 0],
  [31, 20, 1],
  [34, 15, 0],
  [37, 19, 1],
  [40, 13, 0],
  [43, 16, 1],
  [46, 10, 0],
  [49, 14, 1],
  [52, 8, 0],
  [24, 29, 1],
  [44, 22, 1],
  [14, 21, 0],
];

export function ScatterThumbnail() {
  return (
    <Thumb>
      <Axes />
      {DOTS.map(([x, y, k], i) => (
        <circle key={i} cx={x} cy={y} r={1.4} fill={k ? C.s2 : C.s1} />
      ))}
    </Thumb>
  );
}

export function BubbleThumbnail() {
  const bubbles = [
    [16, 25, 5, C.s1],
    [28, 16, 7.5, C.s2],
    [42, 22, 5.5, C.s3],
    [50, 11, 4, C.s1],
    [36, 29, 3, C.s4],
    [20, 13, 3.2, C.s4],
  ] as const;
  return (
    <Thumb>
      <Axes />
      {bubbles.map(([x, y, r, colour], i) => (
        <circle key={i} cx={x} cy={y} r={r} fill={colour} fillOpacity={0.55} stroke={colour} strokeWidth={0.7} />
      ))}
    </Thumb>
  );
}
