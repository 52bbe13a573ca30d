import { makeStyles, tokens } from '@fluentui/react-components';
import { CalendarLtr20Regular, ChevronDown20Regular } from '@fluentui/react-icons';
import type { Widget } from '../../../../shared/screen/document.js';

/**
 * Placeholder bodies that are better shown than sketched: KPI values, titles, a clock,
 * decorations and filter controls, drawn from the widget's own attributes.
 */
const SPECIAL = new Set(['kpi.number', 'text.title', 'text.paragraph', 'clock', 'decor.titlebar', 'decor.divider', 'filter.select', 'filter.date', 'filter.tabs']);
const BARE = new Set(['decor.border', 'decor.titlebar', 'decor.divider', 'text.title', 'clock']);

export const hasSpecialBody = (type: string) => SPECIAL.has(type);
export const isBare = (type: string) => BARE.has(type);

const useStyles = makeStyles({
  fill: { position: 'absolute', inset: 0, display: 'flex', overflow: 'hidden', whiteSpace: 'nowrap' },
  column: { flexDirection: 'column', justifyContent: 'center' },
  centre: { alignItems: 'center', justifyContent: 'center' },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' },
  value: { fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums', lineHeight: 1.1 },
  muted: { opacity: 0.7 },
  control: { border: '1px solid transparent', borderRadius: '6px', boxSizing: 'border-box', alignItems: 'center', justifyContent: 'space-between' },
  tab: { flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: '4px' },
  line: { flex: 1, height: '2px', opacity: 0.5 },
  wrap: { whiteSpace: 'normal' },
});

const text = (widget: Widget, key: string): string => {
  const value = widget.attr[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

function formatNumber(value: string): string {
  const n = Number(value);
  return value !== '' && Number.isFinite(n) ? n.toLocaleString('en-US') : value || '—';
}

export function SpecialBody({ widget, width, height, ink, font }: { widget: Widget; width: number; height: number; ink: string; font: number }) {
  const styles = useStyles();
  const name = widget.attr.globeStyle.name;
  const pad = Math.max(8, Math.min(width, height) * 0.12);
  switch (widget.type) {
    case 'kpi.number': {
      const valueSize = Math.max(14, Math.min(height * 0.42, width / 7));
      return (
        <div className={`${styles.fill} ${styles.column}`} style={{ padding: `0 ${pad}px`, gap: font * 0.3 }}>
          <span className={`${styles.ellipsis} ${styles.muted}`} style={{ fontSize: Math.max(font, Math.min(28, height * 0.16)) }}>{text(widget, 'label') || name}</span>
          <span className={`${styles.ellipsis} ${styles.value}`} style={{ fontSize: valueSize }}>
            {text(widget, 'prefix')}{formatNumber(text(widget, 'value'))}<span style={{ fontSize: valueSize * 0.45, marginLeft: valueSize * 0.1 }}>{text(widget, 'suffix')}</span>
          </span>
        </div>
      );
    }
    case 'text.title':
    case 'decor.titlebar': {
      const size = Math.max(14, Math.min(height * 0.5, width / 10));
      const bar = widget.type === 'decor.titlebar';
      return (
        <div className={`${styles.fill} ${styles.centre}`} style={{ gap: size * 0.6, padding: `0 ${pad}px` }}>
          {bar ? <span className={styles.line} style={{ background: `linear-gradient(90deg, transparent, ${ink})` }} /> : null}
          <span className={`${styles.ellipsis} ${styles.value}`} style={{ fontSize: size, letterSpacing: bar ? size * 0.12 : 0 }}>{text(widget, 'text') || name}</span>
          {bar ? <span className={styles.line} style={{ background: `linear-gradient(90deg, ${ink}, transparent)` }} /> : null}
        </div>
      );
    }
    case 'text.paragraph':
      return (
        <div className={`${styles.fill} ${styles.wrap}`} style={{ padding: pad, fontSize: font, lineHeight: 1.5 }}>
          {text(widget, 'text') || name}
        </div>
      );
    case 'clock':
      return (
        <div className={`${styles.fill} ${styles.centre}`} style={{ padding: `0 ${pad / 2}px` }}>
          <span className={`${styles.ellipsis} ${styles.value}`} style={{ fontSize: Math.max(12, Math.min(height * 0.5, width / 11)), fontFamily: tokens.fontFamilyMonospace }}>
            2026-01-01 09:30:00
          </span>
        </div>
      );
    case 'decor.divider':
      return (
        <div className={`${styles.fill} ${styles.centre}`}>
          <span className={styles.line} style={{ height: Math.max(2, height * 0.12), opacity: 0.9, background: `linear-gradient(90deg, transparent, ${ink} 20%, ${ink} 80%, transparent)` }} />
        </div>
      );
    case 'filter.tabs': {
      const options = Array.isArray(widget.attr.options) ? (widget.attr.options as unknown[]).map(String) : ['A', 'B', 'C'];
      return (
        <div className={styles.fill} style={{ padding: 4, gap: 4, fontSize: font }}>
          {options.map((option, i) => (
            <span key={`${option}-${i}`} className={styles.tab} style={i === 0 ? { backgroundColor: ink, color: tokens.colorNeutralBackground1 } : { border: `1px solid ${ink}` }}>
              {option}
            </span>
          ))}
        </div>
      );
    }
    default: {
      const Icon = widget.type === 'filter.date' ? CalendarLtr20Regular : ChevronDown20Regular;
      return (
        <div className={`${styles.fill} ${styles.control}`} style={{ borderColor: ink, padding: `0 ${font * 0.8}px`, fontSize: font }}>
          <span className={`${styles.ellipsis} ${styles.muted}`}>{name}</span>
          <Icon style={{ width: font * 1.2, height: font * 1.2, flexShrink: 0 }} />
        </div>
      );
    }
  }
}
