import { useEffect, useRef } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { shownFor, type ClockState } from './clock';

const useStyles = makeStyles({
  track: {
    position: 'relative',
    height: '3px',
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackgroundAlpha2,
  },
  bar: {
    position: 'absolute',
    inset: 0,
    transformOrigin: '0 50%',
    transform: 'scaleX(0)',
    backgroundColor: tokens.colorBrandBackground,
  },
});

/**
 * How much of the current screen's time has gone, drawn each animation frame straight onto
 * the bar (no React render per frame); stopped while paused, hidden or unmounted.
 */
export function CarouselProgress({
  state,
  durationMs,
  now,
}: {
  state: ClockState;
  durationMs: number;
  now: () => number;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const track = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const draw = () => {
      const fraction = durationMs > 0 ? Math.min(1, shownFor(state, now()) / durationMs) : 0;
      if (bar.current) bar.current.style.transform = `scaleX(${fraction})`;
      track.current?.setAttribute('aria-valuenow', String(Math.round(fraction * 100)));
      if (!state.paused && fraction < 1) frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [state, durationMs, now]);
  return (
    <div
      ref={track}
      className={styles.track}
      role="progressbar"
      aria-label={t('carousel.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      data-testid="carousel-progress"
    >
      <div ref={bar} className={styles.bar} />
    </div>
  );
}
