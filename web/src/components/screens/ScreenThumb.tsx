import { useState } from 'react';
import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Board24Regular, Phone24Regular } from '@fluentui/react-icons';
import type { ScreenSummary } from '../../../../shared/acts/screen.js';
import { fitCanvas } from '../../screenList/fit';

const FRAME = { width: 160, height: 90 };

const glow = (colour: string) => ({
  backgroundImage: `radial-gradient(ellipse at 15% 0%, color-mix(in srgb, ${colour} 45%, transparent) 0%, transparent 65%)`,
});

const useStyles = makeStyles({
  root: {
    position: 'relative',
    aspectRatio: '16 / 9',
    width: '100%',
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  // A quiet tint per screen, so a wall of placeholders is not a wall of identical grey.
  accent0: glow(tokens.colorBrandBackground2),
  accent1: glow(tokens.colorPaletteTealBackground2),
  accent2: glow(tokens.colorPaletteLavenderBackground2),
  accent3: glow(tokens.colorPaletteMarigoldBackground2),
  accent4: glow(tokens.colorPaletteBerryBackground2),
  accent5: glow(tokens.colorPaletteLightGreenBackground2),
  image: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  tall: { objectFit: 'contain' },
  canvas: {
    position: 'absolute',
    transform: 'translate(-50%, -50%)',
    left: '50%',
    top: '50%',
    display: 'grid',
    placeItems: 'center',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground4,
    backgroundColor: tokens.colorNeutralBackground2,
    backgroundImage: `radial-gradient(${tokens.colorNeutralStroke2} 1px, transparent 1px)`,
    backgroundSize: '12px 12px',
    backgroundPosition: 'center',
    boxShadow: tokens.shadow8,
  },
  size: {
    position: 'absolute',
    right: tokens.spacingHorizontalS,
    bottom: tokens.spacingVerticalXS,
    color: tokens.colorNeutralForeground3,
    fontVariantNumeric: 'tabular-nums',
    fontSize: tokens.fontSizeBase100,
  },
  compact: { '& svg': { width: '16px', height: '16px' } },
});

const ACCENTS = ['accent0', 'accent1', 'accent2', 'accent3', 'accent4', 'accent5'] as const;

function accentOf(id: string): (typeof ACCENTS)[number] {
  let hash = 0;
  for (let i = 0; i < id.length; i++) hash = (hash * 31 + id.charCodeAt(i)) | 0;
  return ACCENTS[Math.abs(hash) % ACCENTS.length]!;
}

interface ScreenThumbProps {
  screen: Pick<ScreenSummary, '_id' | 'thumb' | 'width' | 'height' | 'mobile' | 'name'>;
  /** Small list-view thumbnails hide the size label. */
  compact?: boolean;
  className?: string;
}

/** The screen's thumbnail, or a neutral canvas at the screen's aspect ratio. */
export function ScreenThumb({ screen, compact, className }: ScreenThumbProps) {
  const styles = useStyles();
  const [broken, setBroken] = useState(false);
  const tall = screen.height > screen.width;
  if (screen.thumb && !broken) {
    return (
      <div className={mergeClasses(styles.root, className)}>
        <img
          className={mergeClasses(styles.image, tall && styles.tall)}
          src={screen.thumb}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
          onError={() => setBroken(true)}
        />
      </div>
    );
  }
  const fit = fitCanvas({ width: screen.width || 1920, height: screen.height || 1080 }, FRAME, compact ? 8 : 16);
  return (
    <div className={mergeClasses(styles.root, styles[accentOf(screen._id)], className)} aria-hidden="true">
      <div
        className={mergeClasses(styles.canvas, compact && styles.compact)}
        style={{ width: `${(fit.width / FRAME.width) * 100}%`, height: `${(fit.height / FRAME.height) * 100}%` }}
      >
        {screen.mobile || tall ? <Phone24Regular /> : <Board24Regular />}
      </div>
      {compact ? null : (
        <Caption1 className={styles.size}>
          {screen.width} × {screen.height}
        </Caption1>
      )}
    </div>
  );
}
