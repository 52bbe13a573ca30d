import { memo, useEffect, useState } from 'react';
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { ImageMultiple24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { safeMediaUrl, type CarouselAttr } from '../../../../shared/widgets/media.js';
import { useReducedMotion, useStill } from '../../hooks/useReducedMotion';
import type { WidgetRenderProps } from '../types';
import { MediaEmpty } from './MediaEmpty';

const useStyles = makeStyles({
  root: { position: 'absolute', inset: 0, overflow: 'hidden' },
  slide: {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    display: 'block',
    opacity: 0,
    userSelect: 'none',
  },
  fading: { transitionProperty: 'opacity', transitionDuration: '900ms', transitionTimingFunction: 'ease-in-out' },
  shown: { opacity: 1 },
  dots: {
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: '6%',
    display: 'flex',
    justifyContent: 'center',
    gap: '8px',
  },
  dot: {
    height: '6px',
    borderRadius: '3px',
    transitionProperty: 'width, background-color',
    transitionDuration: '300ms',
  },
});

/** Image carousel: the images cross-fade every `interval` seconds (a plain switch under reduced motion). */
function CarouselView({ attr: raw, width, height, theme }: WidgetRenderProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const attr = raw as CarouselAttr;
  const reduced = useReducedMotion();
  const images = attr.images.map((url) => safeMediaUrl(url, 'image')).filter(Boolean);
  const [index, setIndex] = useState(0);
  // Held still on the editor's canvas: the first image.
  const still = useStill();
  useEffect(() => {
    if (images.length < 2 || still) return undefined;
    const timer = setInterval(() => setIndex((n) => n + 1), Math.max(1, attr.interval) * 1000);
    return () => clearInterval(timer);
  }, [images.length, attr.interval, still]);
  if (images.length === 0)
    return (
      <MediaEmpty
        icon={ImageMultiple24Regular}
        title={t('widgets.media.noImages')}
        hint={t('widgets.media.carouselHint')}
        theme={theme}
        width={width}
        height={height}
        radius={attr.radius}
      />
    );
  const current = index % images.length;
  const accent = theme.colors[0]!;
  return (
    <div className={styles.root} style={{ borderRadius: attr.radius }}>
      {images.map((src, i) => (
        <img
          key={`${i}-${src.slice(0, 64)}`}
          className={mergeClasses(styles.slide, !reduced && styles.fading, i === current && styles.shown)}
          src={src}
          alt=""
          draggable={false}
          referrerPolicy="no-referrer"
          style={{ objectFit: attr.fit }}
        />
      ))}
      {attr.indicators && images.length > 1 ? (
        <div className={styles.dots}>
          {images.map((src, i) => (
            <span
              key={`${i}-${src.slice(0, 64)}`}
              className={styles.dot}
              style={{ width: i === current ? 22 : 8, backgroundColor: i === current ? accent : theme.mutedText }}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

export const Carousel = memo(CarouselView);
