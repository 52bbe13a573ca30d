import { C, Grid, Thumb } from '../../common/thumbnail';

/** Palette thumbnail of the column + line chart: columns on one axis, a line on the other. */
export function ComboThumbnail() {
  const columns = [20, 14, 22, 12, 17, 10];
  const line = [24, 19, 14, 16, 11, 8];
  return (
    <Thumb>
      <Grid left={7} right={57} />
      <line x1={57} x2={57} y1={8} y2={34} stroke={C.axis} strokeWidth={0.5} />
      {columns.map((y, i) => (
        <rect key={i} x={9 + i * 8} y={y} width={5} height={34 - y} rx={0.6} fill={C.s1} fillOpacity={0.85} />
      ))}
      <polyline
        points={line.map((y, i) => `${11.5 + i * 8} ${y}`).join(' ')}
        fill="none"
        stroke={C.s3}
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
      {line.map((y, i) => (
        <circle key={i} cx={11.5 + i * 8} cy={y} r={1.3} fill={C.s3} />
      ))}
    </Thumb>
  );
}
