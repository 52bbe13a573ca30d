import { C, polar, Thumb } from '../../common/thumbnail';

/** Palette thumbnail of the radar chart: a hexagonal web and two series. */
const ring = (r: number) =>
  Array.from({ length: 6 }, (_, i) => polar(32, 20.5, r, i * 60))
    .map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`)
    .join(' ');
const series = (values: readonly number[]) =>
  values
    .map((v, i) => polar(32, 20.5, v, i * 60))
    .map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`)
    .join(' ');

export function RadarThumbnail() {
  return (
    <Thumb>
      {[16, 10.7, 5.3].map((r) => (
        <polygon key={r} points={ring(r)} fill="none" stroke={C.grid} strokeWidth={0.6} />
      ))}
      {Array.from({ length: 6 }, (_, i) => polar(32, 20.5, 16, i * 60)).map((p, i) => (
        <line key={i} x1={32} y1={20.5} x2={p.x} y2={p.y} stroke={C.grid} strokeWidth={0.5} />
      ))}
      <polygon points={series([11, 14, 9, 12, 7, 13])} fill={C.s2} fillOpacity={0.3} stroke={C.s2} strokeWidth={0.9} />
      <polygon points={series([15, 9, 13, 7, 12, 10])} fill={C.s1} fillOpacity={0.35} stroke={C.s1} strokeWidth={1.1} />
    </Thumb>
  );
}
