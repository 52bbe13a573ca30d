import { memo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Question20Regular, type FluentIcon } from '@fluentui/react-icons';
import { BLUEPRINT_INK } from '../../theme';
import { BlueprintGlyph } from '../common/BlueprintGlyph';
import type { GlyphBox } from '../family';
import { glyphOf, widgetFamily } from '../registry';
import type { WidgetRenderProps } from '../types';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    borderRadius: '4px',
    border: '1px solid transparent',
    boxSizing: 'border-box',
    fontFamily: tokens.fontFamilyBase,
    userSelect: 'none',
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
    opacity: 0.92,
  },
  name: { overflow: 'hidden', textOverflow: 'ellipsis' },
  body: { position: 'relative', flex: 1, minHeight: 0 },
  svg: { position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' },
});

/** Header text size in canvas pixels: readable at the usual fit zooms, never shouting. */
export function labelSize(width: number, height: number): number {
  return Math.round(Math.max(14, Math.min(28, Math.min(width, height) * 0.09)));
}

/**
 * The placeholder renderer of types without a real one yet (maps) and of unknown types: a
 * panel tinted by the widget's family, its icon and name, and a faint wireframe of what it will
 * draw (the template blueprint's glyphs). Pure: it reads its props only.
 */
function PlaceholderView({ widget, width, height, light, icon: Icon }: WidgetRenderProps & { icon: FluentIcon }) {
  const styles = useStyles();
  const ink = BLUEPRINT_INK[light ? 'light' : 'dark'][widgetFamily(widget.type)];
  const font = labelSize(width, height);
  const showHeader = height >= font * 3.2;
  const headerHeight = showHeader ? font * 2.2 : 0;
  const bodyW = Math.max(1, width);
  const bodyH = Math.max(1, height - headerHeight);
  const scale = Math.max(1, Math.min(bodyW, bodyH) / 90);
  const box: GlyphBox = { id: widget.id, glyph: glyphOf(widget.type), x: 0, y: 0, w: bodyW / scale, h: bodyH / scale };
  return (
    <div className={styles.root} style={{ backgroundColor: ink.fill, borderColor: ink.stroke, color: ink.ink }}>
      {showHeader ? (
        <div
          className={styles.header}
          style={{ height: headerHeight, fontSize: font, gap: font * 0.45, padding: `0 ${font * 0.7}px` }}
        >
          <Icon style={{ width: font * 1.15, height: font * 1.15, flexShrink: 0 }} />
          <span className={styles.name}>{widget.attr.globeStyle.name}</span>
        </div>
      ) : null}
      <div className={styles.body}>
        <svg className={styles.svg} viewBox={`0 0 ${box.w} ${box.h}`} preserveAspectRatio="none" aria-hidden="true">
          <BlueprintGlyph box={box} ink={ink.ink} />
        </svg>
      </div>
    </div>
  );
}

/** The placeholder renderer of a type, showing its palette icon. */
export function placeholderFor(icon: FluentIcon) {
  const Rendered = (props: WidgetRenderProps) => <PlaceholderView {...props} icon={icon} />;
  return memo(Rendered);
}

/** Unknown types (a newer document, a removed type) still show as a box with their name. */
export default placeholderFor(Question20Regular);
