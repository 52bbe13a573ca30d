import { arc, C, TextLine, Thumb } from '../../common/thumbnail';

/** Palette thumbnails of the pie and donut charts: slices beside a legend. */
const SLICES = [
  [0, 140, C.s1],
  [140, 235, C.s2],
  [235, 305, C.s3],
  [305, 360, C.s4],
] as const;

function Legend() {
  return (
    <g>
      {SLICES.map(([, , colour], i) => (
        <g key={i}>
          <rect x={42} y={9 + i * 6.5} width={3} height={3} rx={0.8} fill={colour} />
          <TextLine x={47} y={9.5 + i * 6.5} w={10 - i} />
        </g>
      ))}
    </g>
  );
}

export function PieThumbnail() {
  return (
    <Thumb>
      {SLICES.map(([from, to, colour], i) => (
        <path key={i} d={arc(21, 20, 14, 0, from, to)} fill={colour} stroke={C.bg} strokeWidth={0.6} />
      ))}
      <Legend />
    </Thumb>
  );
}

export function DonutThumbnail() {
  return (
    <Thumb>
      {SLICES.map(([from, to, colour], i) => (
        <path key={i} d={arc(21, 20, 14, 8.5, from + 1.5, to - 1.5)} fill={colour} />
      ))}
      <text x={21} y={22.5} textAnchor="middle" fontSize={7} fontWeight={700} fill={C.text}>
        72%
      </text>
      <Legend />
    </Thumb>
  );
}
