import { memo } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { GlobeDesktop24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { safeMediaUrl, type IframeAttr } from '../../../../shared/widgets/media.js';
import { useDesignMode } from '../runtime/designMode';
import type { WidgetRenderProps } from '../types';
import { MediaEmpty } from './MediaEmpty';

const useStyles = makeStyles({
  root: { position: 'absolute', inset: 0, overflow: 'hidden' },
  frame: { position: 'absolute', left: 0, top: 0, border: 'none', transformOrigin: '0 0' },
  shield: { position: 'absolute', inset: 0, backgroundColor: 'transparent' },
});

/**
 * An embedded page (http/https only), sandboxed: at most `allow-scripts allow-same-origin`,
 * no referrer. In the editor a transparent shield covers it so the canvas keeps the pointer.
 */
function IframeView({ attr: raw, width, height, theme }: WidgetRenderProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const attr = raw as IframeAttr;
  const design = useDesignMode();
  const url = safeMediaUrl(attr.url, null);
  if (!url)
    return (
      <MediaEmpty
        icon={GlobeDesktop24Regular}
        title={t('widgets.media.noPage')}
        hint={t('widgets.media.pageHint')}
        theme={theme}
        width={width}
        height={height}
        radius={6}
      />
    );
  return (
    <div className={styles.root}>
      <iframe
        className={styles.frame}
        src={url}
        title={url}
        sandbox={attr.scripts ? 'allow-scripts allow-same-origin' : ''}
        referrerPolicy="no-referrer"
        loading="lazy"
        style={{ width: width / attr.zoom, height: height / attr.zoom, transform: `scale(${attr.zoom})` }}
      />
      {design ? <div className={styles.shield} data-iframe-shield /> : null}
    </div>
  );
}

export const IframeWidget = memo(IframeView);
