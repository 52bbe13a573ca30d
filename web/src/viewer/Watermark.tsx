import { memo, useId } from 'react';
import { makeStyles } from '@fluentui/react-components';
import type { ScreenConfig } from '../../../shared/screen/document.js';

const useStyles = makeStyles({ svg: { position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' } });

/** The configured watermark, tiled diagonally over the whole canvas. */
export const Watermark = memo(function Watermark({ watermark }: { watermark: ScreenConfig['watermark'] }) {
  const styles = useStyles();
  const id = useId().replace(/:/g, '');
  const { text, color, fontSize, spacing } = watermark;
  const cell = Math.max(40, text.length * fontSize * 0.9 + spacing);
  const row = fontSize * 2 + spacing;
  return (
    <svg className={styles.svg} aria-hidden="true" data-watermark>
      <defs>
        <pattern id={`wm-${id}`} width={cell} height={row} patternUnits="userSpaceOnUse" patternTransform="rotate(-20)">
          <text x={0} y={fontSize} fill={color} fontSize={fontSize} fontFamily="sans-serif">{text}</text>
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#wm-${id})`} />
    </svg>
  );
});
