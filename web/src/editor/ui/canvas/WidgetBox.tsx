import { memo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { LayoutEntry, Widget } from '../../../../../shared/screen/document.js';
import type { ScreenTheme } from '../../../../../shared/widgets/themes.js';
import { boxStyle } from '../../../widgets/runtime/boxStyle';
import { widgetGroupProps } from '../../../widgets/runtime/widgetGroup';
import { WidgetView } from '../../../widgets/runtime/WidgetView';
import { useCompositedTransform } from './useCompositedTransform';

const useStyles = makeStyles({
  box: {
    position: 'absolute',
    boxSizing: 'border-box',
    transformOrigin: 'center center',
    ':hover::after': {
      content: '""',
      position: 'absolute',
      inset: '-1px',
      outline: `1px solid ${tokens.colorBrandStroke1}`,
      pointerEvents: 'none',
    },
  },
  // Over the widget's own content: on the canvas a pointer always means the widget (select,
  // drag, menu), never a chart point, an iframe or a video control inside it; and hit-testing
  // a mouse move stops at one element instead of descending into hundreds of SVG shapes.
  cover: { position: 'absolute', inset: 0, zIndex: 1 },
});

/**
 * A widget that a move carries stays where the move began and is translated to where it is
 * now, by a composited transform (see useCompositedTransform): a frame of the move then
 * neither lays out, repaints nor re-layerizes the hundreds of other widgets (a new left/top would).
 */
function movingTransform(layout: LayoutEntry, origin: LayoutEntry): string {
  const translate = `translate(${layout.x - origin.x}px, ${layout.y - origin.y}px)`;
  return layout.rotation ? `${translate} rotate(${layout.rotation}deg)` : translate;
}

/**
 * One widget on the canvas: an absolute box in canvas units with its view inside (which sets
 * `data-widget-state`).
 * Memoised on its own widget and layout objects, which the model keeps for untouched
 * widgets, so a drag re-renders only what moves.
 */
export const WidgetBox = memo(function WidgetBox({
  widget,
  layout,
  light,
  theme,
  origin,
}: {
  widget: Widget;
  layout: LayoutEntry;
  light: boolean;
  theme: ScreenTheme;
  origin?: LayoutEntry | undefined;
}) {
  const styles = useStyles();
  const ref = useCompositedTransform<HTMLDivElement>(origin ? movingTransform(layout, origin) : null);
  return (
    <div
      ref={ref}
      className={styles.box}
      data-widget-id={widget.id}
      data-widget-type={widget.type}
      data-locked={widget.locked || undefined}
      {...widgetGroupProps(widget)}
      style={origin ? { ...boxStyle(origin), willChange: 'transform' } : boxStyle(layout)}
    >
      <WidgetView widget={widget} width={layout.w} height={layout.h} light={light} theme={theme} />
      <span className={styles.cover} />
    </div>
  );
});
