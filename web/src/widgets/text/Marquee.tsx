import { memo, useLayoutEffect, useRef, useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Megaphone24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { MarqueeAttr } from '../../../../shared/widgets/text.js';
import { useReducedMotion } from '../../hooks/useReducedMotion';
import { withAlpha } from '../common/colour';
import { accentOf } from '../common/theme';
import type { WidgetRenderProps } from '../types';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    overflow: 'hidden',
    fontFamily: tokens.fontFamilyBase,
    boxSizing: 'border-box',
  },
  icon: { flexShrink: 0 },
  viewport: {
    position: 'relative',
    flex: 1,
    minWidth: 0,
    height: '100%',
    overflow: 'hidden',
    display: 'flex',
    alignItems: 'center',
  },
  track: {
    display: 'flex',
    whiteSpace: 'nowrap',
    willChange: 'transform',
    animationName: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
  },
  still: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/**
 * Marquee: the text scrolls sideways at `speed` px/s in an endless loop (two copies moving by
 * half their width, a CSS animation: no timer); still and clipped under reduced motion.
 */
function MarqueeView({ attr: raw, height, theme }: WidgetRenderProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const attr = raw as MarqueeAttr;
  const reduced = useReducedMotion();
  const text = attr.text || t('widgets.text.sampleMarquee');
  const accent = accentOf(attr.colour, theme);
  const copy = useRef<HTMLSpanElement>(null);
  const [copyWidth, setCopyWidth] = useState(0);
  useLayoutEffect(() => setCopyWidth(copy.current?.offsetWidth ?? 0), [text, attr.fontSize]);
  const gap = attr.fontSize * 4;
  const fade = 'linear-gradient(90deg, transparent, #000 4%, #000 96%, transparent)';
  return (
    <div
      className={styles.root}
      style={{
        fontSize: attr.fontSize,
        color: attr.colour || theme.text,
        gap: attr.fontSize * 0.6,
        padding: attr.strip ? `0 ${attr.fontSize * 0.6}px` : 0,
        ...(attr.strip
          ? {
              background: `linear-gradient(90deg, ${withAlpha(accent, 0.28)}, ${withAlpha(accent, 0.06)} 70%)`,
              borderLeft: `3px solid ${accent}`,
            }
          : {}),
      }}
    >
      {attr.strip ? (
        <Megaphone24Regular
          className={styles.icon}
          style={{
            width: Math.min(height * 0.6, attr.fontSize * 1.3),
            height: Math.min(height * 0.6, attr.fontSize * 1.3),
            color: accent,
          }}
        />
      ) : null}
      <div
        className={styles.viewport}
        style={{ maskImage: reduced ? undefined : fade, WebkitMaskImage: reduced ? undefined : fade }}
      >
        {reduced ? (
          <span className={styles.still}>{text}</span>
        ) : (
          <div
            className={styles.track}
            style={{
              animationDuration: `${Math.max(1, copyWidth / attr.speed)}s`,
              animationDirection: attr.direction === 'right' ? 'reverse' : 'normal',
            }}
          >
            <span ref={copy} style={{ paddingRight: gap }}>
              {text}
            </span>
            <span aria-hidden="true" style={{ paddingRight: gap }}>
              {text}
            </span>
          </div>
        )}
      </div>
    </div>
  );
}

export const Marquee = memo(MarqueeView);
