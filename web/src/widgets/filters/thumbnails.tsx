import { C, TextLine, Thumb } from '../common/thumbnail';

/** Palette thumbnails of the filters and controls, each as the control looks on a screen. */
function Box({ x = 6, y = 13, w = 52, h = 14 }: { x?: number; y?: number; w?: number; h?: number }) {
  return (
    <rect
      x={x}
      y={y}
      width={w}
      height={h}
      rx={2}
      fill={C.s1}
      fillOpacity={0.1}
      stroke={C.s1}
      strokeOpacity={0.6}
      strokeWidth={0.7}
    />
  );
}

function Calendar({ x, y }: { x: number; y: number }) {
  return (
    <g fill="none" stroke={C.s1} strokeWidth={0.7}>
      <rect x={x} y={y} width={7} height={6.5} rx={1} />
      <path d={`M${x} ${y + 2.2}H${x + 7}M${x + 2} ${y - 1}V${y + 1}M${x + 5} ${y - 1}V${y + 1}`} />
    </g>
  );
}

export function SelectThumbnail() {
  return (
    <Thumb>
      <Box />
      <TextLine x={10} y={18.8} w={22} h={2.4} fill={C.text} />
      <path
        d="M48 18.5L51 21.5L54 18.5"
        fill="none"
        stroke={C.s1}
        strokeWidth={1}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Thumb>
  );
}

export function MultiSelectThumbnail() {
  return (
    <Thumb>
      <Box />
      {(
        [
          [9, 12],
          [23, 10],
        ] as const
      ).map(([x, w]) => (
        <g key={x}>
          <rect x={x} y={16} width={w} height={8} rx={1.5} fill={C.s1} fillOpacity={0.35} />
          <TextLine x={x + 1.8} y={19} w={w - 5.5} fill={C.text} />
          <path d={`M${x + w - 3} ${18.8}l1.6 1.6m0 -1.6l-1.6 1.6`} stroke={C.text} strokeWidth={0.6} />
        </g>
      ))}
      <path
        d="M48 18.5L51 21.5L54 18.5"
        fill="none"
        stroke={C.s1}
        strokeWidth={1}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Thumb>
  );
}

export function DateThumbnail() {
  return (
    <Thumb>
      <Box />
      <TextLine x={10} y={18.8} w={24} h={2.4} fill={C.text} />
      <Calendar x={46} y={16.8} />
    </Thumb>
  );
}

export function DateRangeThumbnail() {
  return (
    <Thumb>
      <Box x={3} w={58} />
      <TextLine x={7} y={18.8} w={15} h={2.4} fill={C.text} />
      <path d="M25 20H30M28.3 18.3L30 20L28.3 21.7" fill="none" stroke={C.muted} strokeWidth={0.7} />
      <TextLine x={33} y={18.8} w={15} h={2.4} fill={C.text} />
      <Calendar x={51} y={16.8} />
    </Thumb>
  );
}

export function TabsThumbnail() {
  return (
    <Thumb>
      <path d="M4 26H60" stroke={C.grid} strokeWidth={0.6} />
      <TextLine x={6} y={17} w={13} h={2.6} fill={C.text} />
      <rect x={5} y={24.6} width={15} height={1.8} rx={0.9} fill={C.s1} />
      <TextLine x={25} y={17} w={12} h={2.6} />
      <TextLine x={43} y={17} w={13} h={2.6} />
    </Thumb>
  );
}

export function ButtonGroupThumbnail() {
  return (
    <Thumb>
      <rect
        x={4}
        y={13}
        width={56}
        height={14}
        rx={2}
        fill="none"
        stroke={C.s1}
        strokeOpacity={0.6}
        strokeWidth={0.7}
      />
      <rect x={4} y={13} width={18.7} height={14} rx={2} fill={C.s1} />
      <path d="M22.7 13V27M41.3 13V27" stroke={C.s1} strokeOpacity={0.6} strokeWidth={0.7} />
      <TextLine x={8.5} y={18.8} w={10} h={2.4} fill={C.bg} />
      <TextLine x={27} y={18.8} w={10} h={2.4} />
      <TextLine x={45.6} y={18.8} w={10} h={2.4} />
    </Thumb>
  );
}

export function SearchThumbnail() {
  return (
    <Thumb>
      <rect
        x={6}
        y={13}
        width={52}
        height={14}
        rx={7}
        fill={C.s1}
        fillOpacity={0.1}
        stroke={C.s1}
        strokeOpacity={0.6}
        strokeWidth={0.7}
      />
      <circle cx={14} cy={19.5} r={2.8} fill="none" stroke={C.s1} strokeWidth={1} />
      <path d="M16.1 21.6L18.3 23.8" stroke={C.s1} strokeWidth={1.1} strokeLinecap="round" />
      <TextLine x={22} y={18.8} w={18} h={2.4} />
      <rect x={43} y={17} width={0.8} height={6} fill={C.text} />
    </Thumb>
  );
}

export function SliderThumbnail() {
  return (
    <Thumb>
      <rect x={6} y={19} width={52} height={2.2} rx={1.1} fill={C.track} />
      <rect x={6} y={19} width={30} height={2.2} rx={1.1} fill={C.s1} />
      <circle cx={36} cy={20.1} r={3.6} fill={C.bg} stroke={C.s1} strokeWidth={1.4} />
      <rect x={30.5} y={9} width={11} height={6} rx={1.2} fill={C.s1} fillOpacity={0.25} />
      <TextLine x={32.5} y={11} w={7} fill={C.text} />
      {[6, 19, 32, 45, 58].map((x) => (
        <rect key={x} x={x - 0.3} y={26} width={0.6} height={2} fill={C.muted} />
      ))}
    </Thumb>
  );
}

export function TimeRangeThumbnail() {
  return (
    <Thumb>
      {['1h', '24h', '7d', '30d'].map((label, i) => (
        <g key={label}>
          <rect
            x={3.5 + i * 14.5}
            y={14}
            width={13}
            height={12}
            rx={6}
            fill={i === 1 ? C.s1 : C.s1}
            fillOpacity={i === 1 ? 1 : 0.1}
            stroke={C.s1}
            strokeOpacity={0.6}
            strokeWidth={0.6}
          />
          <text
            x={10 + i * 14.5}
            y={22}
            textAnchor="middle"
            fontSize={5.4}
            fontWeight={600}
            fill={i === 1 ? C.bg : C.text}
          >
            {label}
          </text>
        </g>
      ))}
    </Thumb>
  );
}
