import { memo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { LayoutEntry, Widget } from '../../../../../shared/screen/document.js';
import type { ScreenTheme } from '../../../../../shared/widgets/themes.js';
import { boxStyle } from '../../../widgets/runtime/boxStyle';
import { WidgetView } from '../../../widgets/runtime/WidgetView';

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
});

/**
 * One widget on the canvas: an absolute box in canvas units with its view inside (which sets
 * `data-widget-state`).
 * Memoised on its own widget and layout objects, which the model keeps for untouched
 * widgets, so a drag re-renders only what moves.
 */
export const WidgetBox = memo(function WidgetBox({ widget, layout, light, theme, moving }: { widget: Widget; layout: LayoutEntry; light: boolean; theme: ScreenTheme; moving: boolean }) {
  const styles = useStyles();
  return (
    <div
      className={styles.box}
      data-widget-id={widget.id}
      data-widget-type={widget.type}
      data-locked={widget.locked || undefined}
      aria-label={widget.attr.globeStyle.name}
      style={{
        ...boxStyle(layout),
        // While a gesture moves it, the widget is its own layer: a frame re-composites instead
        // of repainting (scripts/bench/editor.ts).
        willChange: moving ? 'left, top, transform' : undefined,
      }}
    >
      <WidgetView widget={widget} width={layout.w} height={layout.h} light={light} theme={theme} />
    </div>
  );
});
