import { C, Grid, Thumb } from '../../common/thumbnail';

/** Palette thumbnails of the cartesian charts (64×40, theme colours). */
const X = [8, 16.5, 25, 33.5, 42, 50.5, 57];
const A = [27, 22, 24, 15, 18, 10, 12];
const B = [31, 28, 29.5, 24, 26, 21, 23];
const points = (ys: readonly number[]) => ys.map((y, i) => `${X[i]} ${y}`).join(' ');
/** A smooth path through the points (Catmull-Rom as cubic Béziers). */
function smooth(ys: readonly number[]): string {
  const p = ys.map((y, i) => [X[i]!, y] as const);
  let d = `M${p[0]![0]} ${p[0]![1]}`;
  for (let i = 0; i < p.length - 1; i++) {
    const [x0, y0] = p[Math.max(0, i - 1)]!;
    const [x1, y1] = p[i]!;
    const [x2, y2] = p[i + 1]!;
    const [x3, y3] = p[Math.min(p.length - 1, i + 2)]!;
    d += `C${(x1 + (x2 - x0) / 6).toFixed(2)} ${(y1 + (y2 - y0) / 6).toFixed(2)} ${(x2 - (x3 - x1) / 6).toFixed(2)} ${(y2 - (y3 - y1) / 6).toFixed(2)} ${x2} ${y2}`;
  }
  return d;
}
const under = (line: string) => `${line}L${X.at(-1)} 34L${X[0]} 34Z`;

export function LineThumbnail() {
  return (
    <Thumb>
      <Grid />
      <polyline points={points(B)} fill="none" stroke={C.s2} strokeWidth={1.4} strokeLinejoin="round" />
      <polyline points={points(A)} fill="none" stroke={C.s1} strokeWidth={1.6} strokeLinejoin="round" />
      {A.map((y, i) => (
        <circle key={i} cx={X[i]} cy={y} r={1.3} fill={C.bg} stroke={C.s1} strokeWidth={0.9} />
      ))}
    </Thumb>
  );
}

export function SplineThumbnail() {
  return (
    <Thumb>
      <Grid />
      <path d={smooth(B)} fill="none" stroke={C.s2} strokeWidth={1.4} />
      <path d={smooth(A)} fill="none" stroke={C.s1} strokeWidth={1.6} />
    </Thumb>
  );
}

export function AreaThumbnail() {
  return (
    <Thumb>
      <defs>
        <linearGradient id="thumb-area" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor={C.s1} stopOpacity={0.55} />
          <stop offset="1" stopColor={C.s1} stopOpacity={0.04} />
        </linearGradient>
      </defs>
      <Grid />
      <path d={under(smooth(A))} fill="url(#thumb-area)" />
      <path d={smooth(A)} fill="none" stroke={C.s1} strokeWidth={1.5} />
    </Thumb>
  );
}

export function StackedAreaThumbnail() {
  const top = [20, 16, 18, 10, 13, 7, 9];
  return (
    <Thumb>
      <Grid />
      <polygon
        points={`${points(top)} ${[...B]
          .reverse()
          .map((y, i) => `${X[X.length - 1 - i]} ${y}`)
          .join(' ')}`}
        fill={C.s1}
        fillOpacity={0.55}
      />
      <polygon points={`${points(B)} 57 34 8 34`} fill={C.s2} fillOpacity={0.55} />
      <polyline points={points(top)} fill="none" stroke={C.s1} strokeWidth={1.2} />
      <polyline points={points(B)} fill="none" stroke={C.s2} strokeWidth={1.2} />
    </Thumb>
  );
}

const COLUMNS = [
  [22, 27],
  [15, 22],
  [19, 25],
  [10, 18],
  [14, 20],
] as const;

export function ColumnThumbnail() {
  return (
    <Thumb>
      <Grid />
      {COLUMNS.map(([a, b], i) => (
        <g key={i}>
          <rect x={8 + i * 10} y={a} width={3.6} height={34 - a} rx={0.6} fill={C.s1} />
          <rect x={12 + i * 10} y={b} width={3.6} height={34 - b} rx={0.6} fill={C.s2} />
        </g>
      ))}
    </Thumb>
  );
}

export function StackedColumnThumbnail() {
  const stacks = [
    [10, 6, 4],
    [8, 7, 5],
    [12, 8, 5],
    [9, 5, 4],
    [14, 8, 6],
    [11, 7, 3],
  ] as const;
  return (
    <Thumb>
      <Grid />
      {stacks.map((parts, i) => {
        let y = 34;
        return parts.map((h, j) => {
          y -= h;
          return (
            <rect key={`${i}-${j}`} x={8 + i * 8.4} y={y} width={5} height={h - 0.4} fill={[C.s1, C.s2, C.s3][j]} />
          );
        });
      })}
    </Thumb>
  );
}

const ROWS = [44, 36, 29, 22] as const;

export function BarThumbnail() {
  return (
    <Thumb>
      <line x1={12} x2={12} y1={5} y2={35} stroke={C.axis} strokeWidth={0.5} />
      {ROWS.map((w, i) => (
        <g key={i}>
          <rect x={4} y={7.2 + i * 7.3} width={5} height={1.6} rx={0.8} fill={C.muted} />
          <rect
            x={12}
            y={6 + i * 7.3}
            width={w}
            height={4.2}
            rx={0.6}
            fill={i === 0 ? C.s1 : C.s1}
            fillOpacity={1 - i * 0.16}
          />
        </g>
      ))}
    </Thumb>
  );
}

export function StackedBarThumbnail() {
  const rows = [
    [20, 14, 10],
    [17, 12, 7],
    [14, 9, 7],
    [10, 8, 5],
  ] as const;
  return (
    <Thumb>
      <line x1={12} x2={12} y1={5} y2={35} stroke={C.axis} strokeWidth={0.5} />
      {rows.map((parts, i) => {
        let x = 12;
        return (
          <g key={i}>
            <rect x={4} y={7.2 + i * 7.3} width={5} height={1.6} rx={0.8} fill={C.muted} />
            {parts.map((w, j) => {
              const rect = (
                <rect key={j} x={x} y={6 + i * 7.3} width={w - 0.4} height={4.2} fill={[C.s1, C.s2, C.s3][j]} />
              );
              x += w;
              return rect;
            })}
          </g>
        );
      })}
    </Thumb>
  );
}
