import { C, Thumb } from '../../common/thumbnail';

/** Palette thumbnail of the liquid level: a round vessel filled to its value with a wave. */
export function LiquidThumbnail() {
  return (
    <Thumb>
      <defs>
        <clipPath id="thumb-liquid">
          <circle cx={32} cy={20} r={14} />
        </clipPath>
      </defs>
      <circle cx={32} cy={20} r={16.5} fill="none" stroke={C.s1} strokeWidth={1.2} />
      <g clipPath="url(#thumb-liquid)">
        <path d="M14 20 Q20 16.5 26 20 T38 20 T50 20 V36 H14Z" fill={C.s1} fillOpacity={0.35} />
        <path d="M14 22 Q20 25 26 22 T38 22 T50 22 V36 H14Z" fill={C.s1} fillOpacity={0.8} />
      </g>
      <text x={32} y={17.5} textAnchor="middle" fontSize={7} fontWeight={700} fill={C.text}>
        62%
      </text>
    </Thumb>
  );
}
