import { memo } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { Video24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { safeMediaUrl, type VideoAttr } from '../../../../shared/widgets/media.js';
import { useReducedMotion } from '../../hooks/useReducedMotion';
import { useDesignMode } from '../runtime/designMode';
import type { WidgetRenderProps } from '../types';
import { MediaEmpty } from './MediaEmpty';

const useStyles = makeStyles({
  video: { position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' },
});

/**
 * A video by URL (mp4), looping and muted by default. Autoplay needs `muted` in browsers, and
 * waits under reduced motion; controls are inert in the editor, where the canvas owns the pointer.
 */
function VideoView({ attr: raw, width, height, theme }: WidgetRenderProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const attr = raw as VideoAttr;
  const reduced = useReducedMotion();
  const design = useDesignMode();
  const src = safeMediaUrl(attr.src, null);
  if (!src)
    return (
      <MediaEmpty
        icon={Video24Regular}
        title={t('widgets.media.noVideo')}
        hint={t('widgets.media.videoHint')}
        theme={theme}
        width={width}
        height={height}
        radius={attr.radius}
      />
    );
  const poster = safeMediaUrl(attr.poster, 'image');
  return (
    <video
      className={styles.video}
      src={src}
      poster={poster || undefined}
      loop={attr.loop}
      muted={attr.muted}
      autoPlay={attr.autoplay && !reduced}
      controls={attr.controls && !design}
      playsInline
      preload="metadata"
      style={{
        objectFit: attr.fit,
        borderRadius: attr.radius,
        backgroundColor: theme.background,
        pointerEvents: design ? 'none' : undefined,
      }}
    />
  );
}

export const VideoWidget = memo(VideoView);
