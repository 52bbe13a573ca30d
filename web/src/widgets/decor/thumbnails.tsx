import { C, TextLine, Thumb } from '../common/thumbnail';

/** Palette thumbnails of the decoration: a sci-fi border, a title bar, a divider, a background panel. */
export function BorderThumbnail() {
  return (
    <Thumb>
      <path
        d="M10 4H54L60 10V30L54 36H10L4 30V10Z"
        fill={C.s1}
        fillOpacity={0.06}
        stroke={C.s1}
        strokeOpacity={0.45}
        strokeWidth={0.6}
      />
      <path
        d="M4 15V10L10 4H19M45 4H54L60 10V15M60 25V30L54 36H45M19 36H10L4 30V25"
        fill="none"
        stroke={C.s1}
        strokeWidth={1.6}
        strokeLinejoin="round"
      />
      <rect x={26} y={2.6} width={12} height={1.4} fill={C.s1} />
      <rect x={26} y={36} width={12} height={1.4} fill={C.s1} />
    </Thumb>
  );
}

export function TitlebarThumbnail() {
  return (
    <Thumb>
      <defs>
        <linearGradient id="thumb-titlebar" x1="0" x2="1">
          <stop offset="0" stopColor={C.s1} stopOpacity={0.5} />
          <stop offset="1" stopColor={C.s1} stopOpacity={0} />
        </linearGradient>
      </defs>
      <path d="M4 12H40L46 18H60V28H4Z" fill="url(#thumb-titlebar)" />
      <path d="M4 28H60" stroke={C.s1} strokeWidth={1} />
      <path d="M4 12H40L46 18H60" fill="none" stroke={C.s1} strokeOpacity={0.7} strokeWidth={0.6} />
      <polygon points="7,17 11,20 7,23" fill={C.s1} />
      <TextLine x={14} y={18.5} w={20} h={3} fill={C.text} />
      {[50, 53.5, 57].map((x, i) => (
        <rect
          key={x}
          x={x}
          y={21.5}
          width={2}
          height={3}
          fill={C.s1}
          fillOpacity={1 - i * 0.3}
          transform={`skewX(-20)`}
        />
      ))}
    </Thumb>
  );
}

export function DividerThumbnail() {
  return (
    <Thumb>
      <defs>
        <linearGradient id="thumb-divider" x1="0" x2="1">
          <stop offset="0" stopColor={C.s1} stopOpacity={0} />
          <stop offset="0.5" stopColor={C.s1} stopOpacity={1} />
          <stop offset="1" stopColor={C.s1} stopOpacity={0} />
        </linearGradient>
      </defs>
      <rect x={3} y={19.4} width={58} height={1.2} fill="url(#thumb-divider)" />
      <polygon points="32,16.5 35.5,20 32,23.5 28.5,20" fill={C.s1} />
      <circle cx={22} cy={20} r={0.9} fill={C.s1} />
      <circle cx={42} cy={20} r={0.9} fill={C.s1} />
    </Thumb>
  );
}

export function PanelThumbnail() {
  return (
    <Thumb>
      <defs>
        <linearGradient id="thumb-panel" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor={C.s1} stopOpacity={0.3} />
          <stop offset="1" stopColor={C.s1} stopOpacity={0.06} />
        </linearGradient>
      </defs>
      <rect
        x={5}
        y={5}
        width={54}
        height={30}
        rx={3}
        fill="url(#thumb-panel)"
        stroke={C.s1}
        strokeOpacity={0.5}
        strokeWidth={0.6}
      />
      <rect x={5} y={5} width={54} height={1.4} rx={0.7} fill={C.s1} fillOpacity={0.6} />
    </Thumb>
  );
}
