import { C, TextLine, Thumb } from '../common/thumbnail';

/** Palette thumbnails of the text types: title, paragraph, rich text, marquee. */
export function TitleThumbnail() {
  return (
    <Thumb>
      <text x={32} y={23.5} textAnchor="middle" fontSize={15} fontWeight={700} fill={C.text}>
        Aa
      </text>
      <rect x={14} y={28} width={36} height={1.2} rx={0.6} fill={C.s1} />
      <rect x={27} y={27.4} width={10} height={2.4} rx={1.2} fill={C.s1} />
    </Thumb>
  );
}

export function ParagraphThumbnail() {
  return (
    <Thumb>
      {[52, 48, 52, 50, 30].map((w, i) => (
        <TextLine key={i} x={6} y={7 + i * 6} w={w} h={2.2} />
      ))}
    </Thumb>
  );
}

export function RichTextThumbnail() {
  return (
    <Thumb>
      <TextLine x={6} y={5} w={30} h={4} fill={C.text} />
      <TextLine x={6} y={14} w={13} h={2.2} />
      <rect x={21} y={13} width={14} height={4.2} rx={0.8} fill={C.s3} fillOpacity={0.35} />
      <TextLine x={22} y={14} w={12} h={2.2} fill={C.s3} />
      <TextLine x={37} y={14} w={21} h={2.2} />
      {[0, 1].map((i) => (
        <g key={i}>
          <circle cx={8} cy={25 + i * 7} r={1.2} fill={C.s1} />
          <TextLine x={12} y={24 + i * 7} w={i ? 30 : 40} h={2.2} />
        </g>
      ))}
    </Thumb>
  );
}

export function MarqueeThumbnail() {
  return (
    <Thumb>
      <defs>
        <linearGradient id="thumb-marquee" x1="0" x2="1">
          <stop offset="0" stopColor={C.bg} stopOpacity={1} />
          <stop offset="0.2" stopColor={C.bg} stopOpacity={0} />
          <stop offset="0.8" stopColor={C.bg} stopOpacity={0} />
          <stop offset="1" stopColor={C.bg} stopOpacity={1} />
        </linearGradient>
      </defs>
      <rect x={2} y={13} width={60} height={14} rx={1.5} fill={C.s1} fillOpacity={0.14} />
      {(
        [
          [-4, 16],
          [14, 12],
          [28, 20],
          [50, 16],
        ] as const
      ).map(([x, w]) => (
        <TextLine key={x} x={x} y={18.8} w={w} h={2.6} fill={C.text} />
      ))}
      <circle cx={11} cy={20.1} r={1} fill={C.s3} />
      <circle cx={47} cy={20.1} r={1} fill={C.s3} />
      <rect x={2} y={13} width={60} height={14} fill="url(#thumb-marquee)" />
      <polygon points="50,31 54,33 50,35" fill={C.s1} />
      <polygon points="44,31 48,33 44,35" fill={C.s1} fillOpacity={0.5} />
    </Thumb>
  );
}
