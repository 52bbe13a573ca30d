import { C, TextLine, Thumb } from '../common/thumbnail';

/** Palette thumbnails of the tables: a scrolling board and a ranking list. */
export function ScrollTableThumbnail() {
  return (
    <Thumb>
      <rect x={4} y={4} width={56} height={6} rx={0.8} fill={C.s1} fillOpacity={0.35} />
      {[7, 25, 43].map((x) => (
        <TextLine key={x} x={x} y={6} w={9} fill={C.text} />
      ))}
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect
            x={4}
            y={11.5 + i * 6.4}
            width={56}
            height={5.6}
            rx={0.6}
            fill={i === 0 ? C.s3 : C.s1}
            fillOpacity={i === 0 ? 0.22 : i % 2 ? 0.1 : 0.04}
          />
          <TextLine x={7} y={13.3 + i * 6.4} w={12 - (i % 2) * 3} fill={i === 0 ? C.s3 : C.muted} />
          <TextLine x={25} y={13.3 + i * 6.4} w={10 + (i % 3)} />
          <TextLine x={43} y={13.3 + i * 6.4} w={7 + (i % 2) * 3} />
        </g>
      ))}
    </Thumb>
  );
}

export function RankingThumbnail() {
  const values = [46, 38, 31, 22];
  const medal = [C.s3, C.s1, C.s2, C.muted];
  return (
    <Thumb>
      {values.map((w, i) => (
        <g key={i}>
          <circle cx={7} cy={7.8 + i * 8.3} r={2.6} fill={medal[i]} fillOpacity={i < 3 ? 1 : 0.5} />
          <text x={7} y={9.3 + i * 8.3} textAnchor="middle" fontSize={3.8} fontWeight={700} fill={C.bg}>
            {i + 1}
          </text>
          <TextLine x={12} y={4.5 + i * 8.3} w={10} fill={C.text} opacity={0.8} h={1.8} />
          <rect x={12} y={8.5 + i * 8.3} width={46} height={2.2} rx={1.1} fill={C.track} />
          <rect x={12} y={8.5 + i * 8.3} width={w} height={2.2} rx={1.1} fill={C.s1} fillOpacity={1 - i * 0.15} />
        </g>
      ))}
    </Thumb>
  );
}
