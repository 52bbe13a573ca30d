import { memo, useId } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TitlebarAttr } from '../../../../shared/widgets/decor.js';
import { withAlpha } from '../common/colour';
import { FIT_LABEL, useFittedFont } from '../common/fittedFont';
import { accentOf } from '../common/theme';
import type { WidgetRenderProps } from '../types';

const useStyles = makeStyles({
  root: { position: 'absolute', inset: 0, overflow: 'hidden', fontFamily: tokens.fontFamilyBase },
  svg: { position: 'absolute', inset: 0, width: '100%', height: '100%' },
  text: {
    position: 'absolute',
    display: 'flex',
    alignItems: 'center',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '0.12em',
  },
  // Room above and below the line: CJK glyphs reach past a Latin font's line box, which clips them.
  label: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', lineHeight: 1.6, paddingBlock: '0.15em' },
});

/** The smallest title the bar shrinks to before it ellipsizes. */
const MIN_FONT = 12;

/**
 * The screen's title bar: `wings` (a centred trapezoid with slanted wings, the classic
 * command-centre header), `underline` (left title over a fading line) or `tab` (a chamfered tab).
 * A title too long for its bar shrinks (from the set size, or the size fitted to the bar) down
 * to 12 px, then ellipsizes with the whole title as a tooltip.
 */
function TitlebarView({ attr: raw, width: w, height: h, theme }: WidgetRenderProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const gradientId = useId();
  const attr = raw as TitlebarAttr;
  const colour = accentOf(attr.colour, theme);
  const text = attr.text || t('widgets.decor.sampleTitle');
  const [fit, font] = useFittedFont<HTMLDivElement>(
    attr.fontSize || Math.round(Math.max(14, Math.min(h * 0.4, w / Math.max(6, text.length * 2.2)))),
    MIN_FONT,
    `${w}|${h}|${attr.style}|${text}`,
  );
  const label = (
    <span className={styles.label} title={text} {...FIT_LABEL}>
      {text}
    </span>
  );
  const glow = theme.light ? undefined : `drop-shadow(0 0 5px ${withAlpha(colour, 0.85)})`;
  const textStyle = {
    fontSize: font,
    color: theme.text,
    textShadow: theme.light ? undefined : `0 0 ${Math.round(font * 0.4)}px ${withAlpha(colour, 0.7)}`,
  };

  if (attr.style === 'wings') {
    const cw = Math.min(w * 0.6, Math.max(w * 0.3, text.length * font * 1.25 + font * 4));
    const x1 = (w - cw) / 2;
    const x2 = x1 + cw;
    const hb = h * 0.8;
    const s = Math.min(hb * 0.6, cw * 0.08);
    const y = hb * 0.45;
    const slants = (from: number, dir: 1 | -1) =>
      [0, 1, 2]
        .map((n) => {
          const x = from + dir * (s * 1.2 + n * s * 0.7);
          return `M${x} ${y - hb * 0.12}h${dir * s * 0.35}l${dir * s * 0.25} ${hb * 0.24}h${-dir * s * 0.35}Z`;
        })
        .join(' ');
    return (
      <div className={styles.root} ref={fit}>
        <svg className={styles.svg} viewBox={`0 0 ${w} ${h}`} preserveAspectRatio="none" aria-hidden="true">
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor={colour} stopOpacity={theme.light ? 0.05 : 0.08} />
              <stop offset="1" stopColor={colour} stopOpacity={theme.light ? 0.2 : 0.38} />
            </linearGradient>
          </defs>
          <path
            d={`M0 ${y}H${x1 - s * 0.4}L${x1 + s * 0.6} ${hb} M${w} ${y}H${x2 + s * 0.4}L${x2 - s * 0.6} ${hb}`}
            fill="none"
            stroke={withAlpha(colour, 0.55)}
            strokeWidth="1.5"
          />
          <path
            d={`M${x1} 0H${x2}L${x2 - s} ${hb}H${x1 + s}Z`}
            fill={`url(#${gradientId})`}
            stroke={colour}
            strokeWidth="1.5"
            style={{ filter: glow }}
          />
          <path
            d={`M${x1 + s + cw * 0.12} ${hb}H${x2 - s - cw * 0.12}`}
            stroke={colour}
            strokeWidth="4"
            style={{ filter: glow }}
          />
          <path d={`${slants(x1, -1)} ${slants(x2, 1)}`} fill={colour} opacity="0.85" />
          <path
            d={`M0 ${y}H${w * 0.12} M${w} ${y}H${w * 0.88}`}
            stroke={colour}
            strokeWidth="3"
            style={{ filter: glow }}
          />
        </svg>
        <div
          className={styles.text}
          style={{ ...textStyle, left: x1 + s, width: cw - 2 * s, top: 0, height: hb, justifyContent: 'center' }}
        >
          {label}
        </div>
      </div>
    );
  }

  const lineY = h * 0.82;
  const tabW = Math.min(w * 0.7, text.length * font * 1.2 + font * 3);
  return (
    <div className={styles.root} ref={fit}>
      <svg className={styles.svg} viewBox={`0 0 ${w} ${h}`} preserveAspectRatio="none" aria-hidden="true">
        <defs>
          {/* In user space: a straight line has an empty bounding box, which would hide a bounding-box gradient. */}
          <linearGradient id={gradientId} x1="0" y1="0" x2={w} y2="0" gradientUnits="userSpaceOnUse">
            <stop offset="0" stopColor={colour} stopOpacity="0.9" />
            <stop offset="1" stopColor={colour} stopOpacity="0" />
          </linearGradient>
        </defs>
        {attr.style === 'tab' ? (
          <>
            <path
              d={`M0 ${h * 0.1}H${tabW - h * 0.35}L${tabW} ${lineY}H0Z`}
              fill={withAlpha(colour, theme.light ? 0.14 : 0.25)}
            />
            <path d={`M0 ${lineY}H${w}`} stroke={`url(#${gradientId})`} strokeWidth="2" />
            <path d={`M0 ${h * 0.1}V${lineY}`} stroke={colour} strokeWidth="6" style={{ filter: glow }} />
          </>
        ) : (
          <>
            <path d={`M0 ${lineY}H${w}`} stroke={`url(#${gradientId})`} strokeWidth="2" />
            <path
              d={`M0 ${lineY}H${Math.min(w * 0.2, tabW * 0.5)}`}
              stroke={colour}
              strokeWidth="5"
              style={{ filter: glow }}
            />
          </>
        )}
      </svg>
      <div
        className={styles.text}
        style={{ ...textStyle, left: font * (attr.style === 'tab' ? 1 : 0.2), right: 0, top: 0, height: lineY }}
      >
        {label}
      </div>
    </div>
  );
}

export const Titlebar = memo(TitlebarView);
