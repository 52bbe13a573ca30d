import { C, TextLine, Thumb } from '../common/thumbnail';

/** Palette thumbnails of the media types: image, carousel, video, web page, icon. */
function Landscape({ x = 6, y = 5, w = 52, h = 30 }: { x?: number; y?: number; w?: number; h?: number }) {
  const sx = (f: number) => x + f * w;
  const sy = (f: number) => y + f * h;
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx={1.5}
        fill={C.s1}
        fillOpacity={0.16}
        stroke={C.s1}
        strokeOpacity={0.45}
        strokeWidth={0.6}
      />
      <circle cx={sx(0.74)} cy={sy(0.3)} r={h * 0.12} fill={C.s3} />
      <path
        d={`M${sx(0)} ${sy(1)}L${sx(0.3)} ${sy(0.45)}L${sx(0.52)} ${sy(0.78)}L${sx(0.68)} ${sy(0.6)}L${sx(1)} ${sy(1)}Z`}
        fill={C.s1}
        fillOpacity={0.7}
      />
    </g>
  );
}

export function ImageThumbnail() {
  return (
    <Thumb>
      <Landscape />
    </Thumb>
  );
}

export function CarouselThumbnail() {
  return (
    <Thumb>
      <rect x={1} y={8} width={6} height={22} rx={1} fill={C.s1} fillOpacity={0.12} />
      <rect x={57} y={8} width={6} height={22} rx={1} fill={C.s1} fillOpacity={0.12} />
      <Landscape x={10} y={4} w={44} h={28} />
      <path
        d="M4.5 16.5L2.8 19L4.5 21.5M59.5 16.5L61.2 19L59.5 21.5"
        fill="none"
        stroke={C.text}
        strokeWidth={0.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x={26} y={35} width={6} height={1.6} rx={0.8} fill={C.s1} />
      <circle cx={35} cy={35.8} r={0.8} fill={C.muted} />
      <circle cx={38} cy={35.8} r={0.8} fill={C.muted} />
    </Thumb>
  );
}

export function VideoThumbnail() {
  return (
    <Thumb>
      <rect
        x={6}
        y={5}
        width={52}
        height={30}
        rx={1.5}
        fill={C.s1}
        fillOpacity={0.14}
        stroke={C.s1}
        strokeOpacity={0.45}
        strokeWidth={0.6}
      />
      <circle cx={32} cy={18} r={7} fill={C.bg} fillOpacity={0.6} stroke={C.text} strokeWidth={0.8} />
      <polygon points="29.8,14.5 29.8,21.5 36,18" fill={C.text} />
      <rect x={10} y={30} width={44} height={1.2} rx={0.6} fill={C.track} />
      <rect x={10} y={30} width={17} height={1.2} rx={0.6} fill={C.s1} />
      <circle cx={27} cy={30.6} r={1.4} fill={C.s1} />
    </Thumb>
  );
}

export function IframeThumbnail() {
  return (
    <Thumb>
      <rect
        x={5}
        y={4}
        width={54}
        height={32}
        rx={1.8}
        fill={C.s1}
        fillOpacity={0.08}
        stroke={C.s1}
        strokeOpacity={0.5}
        strokeWidth={0.6}
      />
      <path d="M5 10.5H59" stroke={C.s1} strokeOpacity={0.5} strokeWidth={0.6} />
      {[9, 12.5, 16].map((x, i) => (
        <circle key={x} cx={x} cy={7.3} r={1.1} fill={[C.s4, C.s3, C.s2][i]} />
      ))}
      <rect x={20} y={5.8} width={32} height={3} rx={1.5} fill={C.s1} fillOpacity={0.2} />
      <rect x={9} y={14} width={18} height={11} rx={1} fill={C.s1} fillOpacity={0.35} />
      <TextLine x={30} y={14.5} w={24} h={2.2} fill={C.text} opacity={0.7} />
      <TextLine x={30} y={19} w={20} />
      <TextLine x={30} y={23} w={22} />
      <TextLine x={9} y={29} w={45} />
    </Thumb>
  );
}

export function IconThumbnail() {
  const hexagon = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    return `${(32 + 15 * Math.cos(a)).toFixed(2)},${(20 + 15 * Math.sin(a)).toFixed(2)}`;
  }).join(' ');
  return (
    <Thumb>
      <polygon points={hexagon} fill={C.s1} fillOpacity={0.16} stroke={C.s1} strokeWidth={0.9} />
      <polygon points="33.5,10.5 25.5,21.5 31,21.5 29.5,29.5 38.5,17.5 33,17.5" fill={C.s1} />
    </Thumb>
  );
}
