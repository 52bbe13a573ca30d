import { memo } from 'react';
import { makeStyles } from '@fluentui/react-components';
import type { IconAttr } from '../../../../shared/widgets/media.js';
import { withAlpha } from '../common/colour';
import { accentOf } from '../common/theme';
import type { WidgetRenderProps } from '../types';
import { ICONS } from './icons';

const useStyles = makeStyles({
  root: { position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' },
  backdrop: { position: 'absolute', display: 'flex', alignItems: 'center', justifyContent: 'center' },
  svg: { position: 'absolute', inset: 0, width: '100%', height: '100%', overflow: 'visible' },
});

/** An SVG icon from the Fluent set, in the accent colour, optionally on a circle or hexagon badge with a glow. */
function IconView({ attr: raw, width, height, theme }: WidgetRenderProps) {
  const styles = useStyles();
  const attr = raw as IconAttr;
  const colour = accentOf(attr.colour, theme);
  const Icon = ICONS[attr.icon][attr.filled ? 1 : 0];
  const side = Math.min(width, height);
  const glyph = attr.backdrop === 'none' ? side * 0.92 : side * 0.5;
  return (
    <div className={styles.root}>
      {attr.backdrop !== 'none' ? (
        <div className={styles.backdrop} style={{ width: side, height: side }}>
          <svg className={styles.svg} viewBox="0 0 100 100" aria-hidden="true">
            {attr.backdrop === 'circle' ? (
              <>
                <circle
                  cx="50"
                  cy="50"
                  r="47"
                  fill={withAlpha(colour, theme.light ? 0.1 : 0.14)}
                  stroke={withAlpha(colour, 0.7)}
                  strokeWidth="2"
                />
                <circle
                  cx="50"
                  cy="50"
                  r="40"
                  fill="none"
                  stroke={withAlpha(colour, 0.35)}
                  strokeWidth="1"
                  strokeDasharray="3 4"
                />
              </>
            ) : (
              <>
                <polygon
                  points="50,3 91,26.5 91,73.5 50,97 9,73.5 9,26.5"
                  fill={withAlpha(colour, theme.light ? 0.1 : 0.14)}
                  stroke={withAlpha(colour, 0.75)}
                  strokeWidth="2"
                />
                <polygon
                  points="50,13 82,31.5 82,68.5 50,87 18,68.5 18,31.5"
                  fill="none"
                  stroke={withAlpha(colour, 0.3)}
                  strokeWidth="1"
                />
              </>
            )}
          </svg>
        </div>
      ) : null}
      <Icon
        aria-hidden="true"
        style={{
          position: 'relative',
          width: glyph,
          height: glyph,
          fontSize: glyph,
          color: colour,
          filter:
            attr.glow && !theme.light
              ? `drop-shadow(0 0 ${Math.round(glyph * 0.12)}px ${withAlpha(colour, 0.8)})`
              : undefined,
        }}
      />
    </div>
  );
}

export const IconWidget = memo(IconView);
