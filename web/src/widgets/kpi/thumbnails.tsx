import { C, TextLine, Thumb } from '../common/thumbnail';

/** Palette thumbnail of the KPI number: a label, flip tiles of digits, a trend. */
export function KpiThumbnail() {
  return (
    <Thumb>
      <TextLine x={9} y={7} w={16} />
      {['8', '3', '2', '6'].map((digit, i) => (
        <g key={i}>
          <rect
            x={9 + i * 9}
            y={12}
            width={7.6}
            height={12}
            rx={1}
            fill={C.s1}
            fillOpacity={0.16}
            stroke={C.s1}
            strokeOpacity={0.5}
            strokeWidth={0.5}
          />
          <text x={12.8 + i * 9} y={21.6} textAnchor="middle" fontSize={9.5} fontWeight={700} fill={C.text}>
            {digit}
          </text>
        </g>
      ))}
      <polygon points="47,22 50,17.5 53,22" fill={C.s2} />
      <TextLine x={9} y={29} w={10} fill={C.s2} />
      <TextLine x={21} y={29} w={14} />
    </Thumb>
  );
}
