import { memo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ScreenConfig } from '../../../../../shared/screen/document.js';
import { placeScreen } from '../../../viewer/scaling';
import { toScreen, wallResolution, wallSeams } from '../../../viewer/wallProfile';

const useStyles = makeStyles({
  layer: { position: 'absolute', inset: 0, pointerEvents: 'none', overflow: 'hidden' },
  seam: {
    position: 'absolute',
    backgroundColor: tokens.colorBackgroundOverlay,
    outline: `1px dashed ${tokens.colorPaletteMarigoldBorderActive}`,
    outlineOffset: '-1px',
  },
});

/**
 * The editor's preview of the wall: where the splice's seams and bezels fall on this screen
 * once the viewer has placed it on the wall under its scaling mode (in the screen's own units,
 * so the overlay follows zoom and pan with the canvas).
 */
export const WallSeams = memo(function WallSeams({ config }: { config: ScreenConfig }) {
  const styles = useStyles();
  const size = wallResolution(config.wall);
  const seams = wallSeams(config.wall);
  if (!size || seams.length === 0) return null;
  const placement = placeScreen(config.scaling, config, size);
  return (
    <div className={styles.layer} data-wall-seams aria-hidden>
      {seams.map((seam) => {
        const box = toScreen(seam, placement);
        return (
          <div
            key={`${seam.x}-${seam.y}`}
            className={styles.seam}
            data-seam
            style={{ left: box.x, top: box.y, width: box.width, height: box.height }}
          />
        );
      })}
    </div>
  );
});
