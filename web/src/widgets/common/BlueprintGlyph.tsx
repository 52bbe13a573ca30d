import type { GlyphBox } from '../family';

/** A small deterministic number per widget, so two line charts do not look identical. */
function seed(id: string): number {
  let hash = 2166136261;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619);
  return (hash >>> 0) / 4294967295;
}

const series = (id: string, n: number) => {
  const s = seed(id);
  return Array.from({ length: n }, (_, i) => 0.25 + 0.6 * Math.abs(Math.sin((i + 1) * (1.7 + s * 2.3) + s * 6)));
};

/** The drawing inside one blueprint box, in the box's colour (`ink`). */
export function BlueprintGlyph({ box, ink }: { box: GlyphBox; ink: string }) {
  const { x, y, w, h, glyph, id } = box;
  if (w < 12 || h < 8) return null;
  const pad = Math.max(2, Math.min(w, h) * 0.16);
  const ix = x + pad;
  const iy = y + pad;
  const iw = w - 2 * pad;
  const ih = h - 2 * pad;
  const stroke = Math.max(0.8, Math.min(1.6, Math.min(w, h) / 40));
  switch (glyph) {
    case 'line': {
      const values = series(id, 7);
      const points = values.map((v, i) => [ix + (iw * i) / (values.length - 1), iy + ih * (1 - v)] as const);
      const line = points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ');
      const area = `M${ix},${iy + ih} L${line.replaceAll(' ', ' L')} L${ix + iw},${iy + ih} Z`;
      return (
        <g>
          <path d={area} fill={ink} opacity={0.16} />
          <polyline
            points={line}
            fill="none"
            stroke={ink}
            strokeWidth={stroke}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        </g>
      );
    }
    case 'column': {
      const values = series(id, Math.max(3, Math.min(8, Math.round(iw / 10))));
      const slot = iw / values.length;
      return (
        <g fill={ink}>
          {values.map((v, i) => (
            <rect
              key={i}
              x={ix + i * slot + slot * 0.2}
              y={iy + ih * (1 - v)}
              width={slot * 0.6}
              height={ih * v}
              rx={Math.min(1.5, slot * 0.15)}
              opacity={0.85}
            />
          ))}
        </g>
      );
    }
    case 'bar': {
      const values = series(id, Math.max(3, Math.min(6, Math.round(ih / 10))));
      const slot = ih / values.length;
      return (
        <g fill={ink}>
          {values.map((v, i) => (
            <rect
              key={i}
              x={ix}
              y={iy + i * slot + slot * 0.22}
              width={iw * v}
              height={slot * 0.56}
              rx={1}
              opacity={0.85}
            />
          ))}
        </g>
      );
    }
    case 'pie': {
      const r = Math.min(iw, ih) / 2;
      const cx = ix + iw / 2;
      const cy = iy + ih / 2;
      const a = -Math.PI / 2 + Math.PI * 2 * (0.3 + seed(id) * 0.3);
      return (
        <g>
          <circle cx={cx} cy={cy} r={r * 0.78} fill="none" stroke={ink} strokeWidth={r * 0.36} opacity={0.3} />
          <path
            d={`M${cx},${cy - r * 0.78} A${r * 0.78},${r * 0.78} 0 0 1 ${cx + r * 0.78 * Math.cos(a)},${cy + r * 0.78 * Math.sin(a)}`}
            fill="none"
            stroke={ink}
            strokeWidth={r * 0.36}
          />
        </g>
      );
    }
    case 'gauge': {
      const r = Math.min(iw / 2, ih * 0.8);
      const cx = ix + iw / 2;
      const cy = iy + ih / 2 + r * 0.45;
      const end = Math.PI * (1 + 0.35 + seed(id) * 0.4);
      return (
        <g fill="none" strokeLinecap="round" strokeWidth={Math.max(1.5, r * 0.18)}>
          <path d={`M${cx - r},${cy} A${r},${r} 0 0 1 ${cx + r},${cy}`} stroke={ink} opacity={0.25} />
          <path
            d={`M${cx - r},${cy} A${r},${r} 0 0 1 ${cx + r * Math.cos(end)},${cy + r * Math.sin(end)}`}
            stroke={ink}
          />
        </g>
      );
    }
    case 'map': {
      const cx = ix + iw / 2;
      const cy = iy + ih / 2;
      const rx = iw / 2;
      const ry = ih / 2;
      const dots: Array<[number, number]> = [];
      const step = Math.max(4, Math.min(iw, ih) / 9);
      for (let py = iy + step / 2; py < iy + ih; py += step) {
        for (let px = ix + step / 2; px < ix + iw; px += step) {
          const dx = (px - cx) / rx;
          const dy = (py - cy) / ry;
          if (dx * dx + dy * dy * 1.15 < 0.85 + 0.1 * Math.sin(px * 0.7 + py * 0.3)) dots.push([px, py]);
        }
      }
      const hub: [number, number] = [cx + rx * 0.25, cy - ry * 0.1];
      const spokes: Array<[number, number]> = [
        [cx - rx * 0.55, cy - ry * 0.35],
        [cx - rx * 0.2, cy + ry * 0.5],
        [cx + rx * 0.6, cy + ry * 0.3],
      ];
      return (
        <g>
          {dots.map(([px, py], i) => (
            <circle key={i} cx={px} cy={py} r={Math.max(0.6, step * 0.16)} fill={ink} opacity={0.45} />
          ))}
          {spokes.map(([sx, sy], i) => (
            <path
              key={i}
              d={`M${hub[0]},${hub[1]} Q${(hub[0] + sx) / 2},${Math.min(hub[1], sy) - ry * 0.35} ${sx},${sy}`}
              fill="none"
              stroke={ink}
              strokeWidth={stroke}
              opacity={0.9}
            />
          ))}
          {[hub, ...spokes].map(([px, py], i) => (
            <circle key={`n${i}`} cx={px} cy={py} r={Math.max(1.2, step * 0.3)} fill={ink} />
          ))}
        </g>
      );
    }
    case 'kpi':
      return (
        <g fill={ink}>
          <rect x={ix} y={iy} width={iw * 0.45} height={Math.max(1.5, ih * 0.14)} rx={1} opacity={0.45} />
          <rect
            x={ix}
            y={iy + ih * 0.38}
            width={iw * (0.55 + seed(id) * 0.3)}
            height={Math.max(3, ih * 0.4)}
            rx={1.5}
          />
        </g>
      );
    case 'table': {
      const rows = Math.max(3, Math.min(7, Math.floor(ih / 7)));
      const slot = ih / rows;
      return (
        <g fill={ink}>
          <rect x={ix} y={iy} width={iw} height={slot * 0.55} rx={1} opacity={0.7} />
          {Array.from({ length: rows - 1 }, (_, i) => (
            <g key={i} opacity={0.4}>
              <rect x={ix} y={iy + (i + 1) * slot + slot * 0.25} width={iw * 0.3} height={slot * 0.3} rx={0.8} />
              <rect
                x={ix + iw * 0.38}
                y={iy + (i + 1) * slot + slot * 0.25}
                width={iw * 0.35}
                height={slot * 0.3}
                rx={0.8}
              />
              <rect
                x={ix + iw * 0.8}
                y={iy + (i + 1) * slot + slot * 0.25}
                width={iw * 0.2}
                height={slot * 0.3}
                rx={0.8}
              />
            </g>
          ))}
        </g>
      );
    }
    case 'title': {
      const bar = Math.max(2, Math.min(h * 0.3, 6));
      return (
        <g fill={ink}>
          <rect x={x + w * 0.36} y={y + h / 2 - bar / 2} width={w * 0.28} height={bar} rx={bar / 2} />
          <rect x={x + w * 0.12} y={y + h / 2 - 0.5} width={w * 0.2} height={1} opacity={0.5} />
          <rect x={x + w * 0.68} y={y + h / 2 - 0.5} width={w * 0.2} height={1} opacity={0.5} />
        </g>
      );
    }
    case 'clock':
    case 'text':
      return (
        <g fill={ink} opacity={0.6}>
          <rect x={ix} y={y + h / 2 - Math.max(1, ih * 0.2)} width={iw} height={Math.max(2, ih * 0.4)} rx={1} />
        </g>
      );
    case 'border': {
      const c = Math.min(w, h) * 0.12;
      return (
        <path
          d={`M${x},${y + c} V${y} H${x + c} M${x + w - c},${y} H${x + w} V${y + c} M${x + w},${y + h - c} V${y + h} H${x + w - c} M${x + c},${y + h} H${x} V${y + h - c}`}
          fill="none"
          stroke={ink}
          strokeWidth={stroke * 1.4}
        />
      );
    }
    case 'image':
      return (
        <path
          d={`M${ix},${iy + ih} L${ix + iw * 0.35},${iy + ih * 0.4} L${ix + iw * 0.6},${iy + ih * 0.75} L${ix + iw * 0.75},${iy + ih * 0.55} L${ix + iw},${iy + ih} Z`}
          fill={ink}
          opacity={0.6}
        />
      );
    default:
      return null;
  }
}
