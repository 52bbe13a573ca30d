import { arcLine, C, polar, Thumb } from '../../common/thumbnail';

/** Palette thumbnails of the gauges: a solid arc with its value, and a dial with ticks and a needle. */
export function GaugeThumbnail() {
  return (
    <Thumb>
      <path d={arcLine(32, 29, 19, -90, 90)} fill="none" stroke={C.track} strokeWidth={6} />
      <path d={arcLine(32, 29, 19, -90, 38)} fill="none" stroke={C.s1} strokeWidth={6} />
      <text x={32} y={29} textAnchor="middle" fontSize={9} fontWeight={700} fill={C.text}>
        72
      </text>
      <text x={32} y={36} textAnchor="middle" fontSize={4.2} fill={C.muted}>
        %
      </text>
    </Thumb>
  );
}

export function DialThumbnail() {
  const needle = polar(32, 30, 15, 35);
  return (
    <Thumb>
      <path d={arcLine(32, 30, 21, -120, -40)} fill="none" stroke={C.s2} strokeWidth={2.2} />
      <path d={arcLine(32, 30, 21, -40, 60)} fill="none" stroke={C.s3} strokeWidth={2.2} />
      <path d={arcLine(32, 30, 21, 60, 120)} fill="none" stroke={C.s4} strokeWidth={2.2} />
      {Array.from({ length: 13 }, (_, i) => -120 + i * 20).map((deg) => {
        const a = polar(32, 30, 18.6, deg);
        const b = polar(32, 30, deg % 60 === 0 ? 15.8 : 17, deg);
        return <line key={deg} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={C.muted} strokeWidth={0.6} />;
      })}
      <line x1={32} y1={30} x2={needle.x} y2={needle.y} stroke={C.text} strokeWidth={1.4} strokeLinecap="round" />
      <circle cx={32} cy={30} r={2.2} fill={C.text} />
    </Thumb>
  );
}
