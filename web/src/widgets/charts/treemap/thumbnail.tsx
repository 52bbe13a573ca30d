import { C, Thumb } from '../../common/thumbnail';

/** Palette thumbnail of the treemap: nested rectangles by size. */
export function TreemapThumbnail() {
  const cells = [
    [4, 4, 27, 32, C.s1],
    [32, 4, 28, 17, C.s2],
    [32, 22, 14, 14, C.s3],
    [47, 22, 13, 8, C.s4],
    [47, 31, 13, 5, C.s2],
  ] as const;
  return (
    <Thumb>
      {cells.map(([x, y, w, h, fill], i) => (
        <rect key={i} x={x} y={y} width={w} height={h} rx={0.8} fill={fill} fillOpacity={0.85} />
      ))}
      <rect x={6.5} y={6.5} width={10} height={1.8} rx={0.9} fill={C.bg} fillOpacity={0.6} />
      <rect x={34.5} y={6.5} width={8} height={1.8} rx={0.9} fill={C.bg} fillOpacity={0.6} />
    </Thumb>
  );
}
