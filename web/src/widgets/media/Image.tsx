import { memo } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { Image24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { safeMediaUrl, type ImageAttr } from '../../../../shared/widgets/media.js';
import type { WidgetRenderProps } from '../types';
import { MediaEmpty } from './MediaEmpty';

const useStyles = makeStyles({
  image: { position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block', userSelect: 'none' },
});

/** An image by URL (http, https or a data: image), fitted to the box. */
function ImageView({ attr: raw, width, height, theme }: WidgetRenderProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const attr = raw as ImageAttr;
  const src = safeMediaUrl(attr.src, 'image');
  if (!src)
    return (
      <MediaEmpty
        icon={Image24Regular}
        title={t('widgets.media.noImage')}
        hint={t('widgets.media.urlHint')}
        theme={theme}
        width={width}
        height={height}
        radius={attr.radius}
      />
    );
  return (
    <img
      className={styles.image}
      src={src}
      alt=""
      draggable={false}
      referrerPolicy="no-referrer"
      style={{ objectFit: attr.fit, borderRadius: attr.radius, opacity: attr.opacity }}
    />
  );
}

export const ImageWidget = memo(ImageView);
