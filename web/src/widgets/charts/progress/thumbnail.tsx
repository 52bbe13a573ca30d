import { arcLine, C, Thumb } from '../../common/thumbnail';

/** Palette thumbnail of the progress ring. */
export function ProgressThumbnail() {
  return (
    <Thumb>
      <circle cx={32} cy={20} r={14} fill="none" stroke={C.track} strokeWidth={4} />
      <path d={arcLine(32, 20, 14, 0, 270)} fill="none" stroke={C.s1} strokeWidth={4} strokeLinecap="round" />
      <text x={32} y={22.5} textAnchor="middle" fontSize={7.5} fontWeight={700} fill={C.text}>
        75%
      </text>
    </Thumb>
  );
}
