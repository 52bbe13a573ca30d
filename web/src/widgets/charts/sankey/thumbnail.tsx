import { C, Thumb } from '../../common/thumbnail';

/** Palette thumbnail of the sankey: flows from two sources to three targets. */
const band = (x0: number, y0: number, h0: number, x1: number, y1: number, h1: number) => {
  const mid = (x0 + x1) / 2;
  return `M${x0} ${y0}C${mid} ${y0} ${mid} ${y1} ${x1} ${y1}L${x1} ${y1 + h1}C${mid} ${y1 + h1} ${mid} ${y0 + h0} ${x0} ${y0 + h0}Z`;
};

export function SankeyThumbnail() {
  return (
    <Thumb>
      <path d={band(9, 5, 9, 53, 4, 9)} fill={C.s1} fillOpacity={0.4} />
      <path d={band(9, 14, 6, 53, 16, 6)} fill={C.s1} fillOpacity={0.4} />
      <path d={band(9, 22, 5, 53, 23, 5)} fill={C.s2} fillOpacity={0.4} />
      <path d={band(9, 27, 8, 53, 28, 8)} fill={C.s2} fillOpacity={0.4} />
      <rect x={6} y={5} width={3} height={15} fill={C.s1} />
      <rect x={6} y={22} width={3} height={13} fill={C.s2} />
      <rect x={53} y={4} width={3} height={9} fill={C.s3} />
      <rect x={53} y={16} width={3} height={12} fill={C.s4} />
      <rect x={53} y={30} width={3} height={6} fill={C.s3} />
    </Thumb>
  );
}
