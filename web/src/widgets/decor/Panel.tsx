import { memo } from 'react';
import { makeStyles } from '@fluentui/react-components';
import type { PanelAttr } from '../../../../shared/widgets/decor.js';
import { withAlpha } from '../common/colour';
import { accentOf } from '../common/theme';
import type { WidgetRenderProps } from '../types';

const useStyles = makeStyles({
  root: { position: 'absolute', inset: 0, boxSizing: 'border-box', overflow: 'hidden' },
  sheen: { position: 'absolute', left: '8%', right: '8%', top: 0, height: '1px' },
});

/** A background panel behind other widgets: frosted glass, a gradient or a solid tint of the accent. */
function PanelView({ attr: raw, theme }: WidgetRenderProps) {
  const styles = useStyles();
  const attr = raw as PanelAttr;
  const colour = accentOf(attr.colour, theme);
  const a = attr.opacity;
  const background =
    attr.style === 'glass'
      ? `linear-gradient(160deg, ${withAlpha(colour, (theme.light ? 0.1 : 0.16) * a)}, ${withAlpha(colour, (theme.light ? 0.03 : 0.04) * a)})`
      : attr.style === 'gradient'
        ? `linear-gradient(180deg, ${withAlpha(colour, 0.32 * a)}, ${withAlpha(colour, 0.02 * a)})`
        : withAlpha(colour, 0.22 * a);
  return (
    <div
      className={styles.root}
      style={{
        background,
        borderRadius: attr.radius,
        border: attr.border ? `1px solid ${withAlpha(colour, theme.light ? 0.3 : 0.35)}` : undefined,
        backdropFilter: attr.style === 'glass' ? 'blur(6px)' : undefined,
        boxShadow: theme.light
          ? `0 1px 3px ${withAlpha(theme.text, 0.08)}`
          : `inset 0 0 32px ${withAlpha(colour, 0.12 * a)}`,
      }}
    >
      {attr.border ? (
        <div
          className={styles.sheen}
          style={{ background: `linear-gradient(90deg, transparent, ${colour}, transparent)` }}
        />
      ) : null}
    </div>
  );
}

export const Panel = memo(PanelView);
