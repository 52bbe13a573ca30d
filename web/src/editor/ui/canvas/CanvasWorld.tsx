import { memo, useMemo, useRef } from 'react';
import { DraggableCore } from 'react-draggable';
import { StillMotion } from '../../../hooks/useReducedMotion';
import { makeStyles, tokens } from '@fluentui/react-components';
import { screenTheme } from '../../../../../shared/widgets/themes.js';
import { isLightColour } from '../../../widgets/common/colour';
import { BLUEPRINT_GRID } from '../../../theme';
import { paintOrder } from '../../model/document';
import { useEditorState } from '../context';
import type { MoveHandlers } from './usePointerGestures';
import { screenBackground } from '../../../viewer/screenBackground';
import { Watermark } from '../../../viewer/Watermark';
import { WallSeams } from './WallSeams';
import { WidgetBox } from './WidgetBox';

const useStyles = makeStyles({
  world: {
    position: 'absolute',
    left: 0,
    top: 0,
    transformOrigin: '0 0',
    boxShadow: `0 0 0 1px ${tokens.colorNeutralStroke2}, ${tokens.shadow28}`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  },
  grid: { position: 'absolute', inset: 0, pointerEvents: 'none' },
  layer: { position: 'absolute', inset: 0 },
});

/** The grid step on screen: the configured spacing, coarsened until lines are ≥ 8 px apart. */
function gridStep(spacing: number, zoom: number): number {
  let step = Math.max(1, spacing);
  for (const k of [2, 2.5, 2, 2, 2.5, 2]) {
    if (step * zoom >= 8) break;
    step *= k;
  }
  return step;
}

/**
 * The screen at its real size under the view transform: background, grid, widgets, watermark.
 * Widgets move through one DraggableCore on their layer (handle: a widget, not a locked one).
 */
export const CanvasWorld = memo(function CanvasWorld({ move }: { move: MoveHandlers }) {
  const styles = useStyles();
  const layerRef = useRef<HTMLDivElement>(null);
  const worldRef = useRef<HTMLDivElement>(null);
  const config = useEditorState((s) => s.doc.config);
  const layout = useEditorState((s) => s.doc.layout);
  const widgets = useEditorState((s) => s.doc.widgets);
  const zoom = useEditorState((s) => s.session.zoom);
  const panX = useEditorState((s) => s.session.pan.x);
  const panY = useEditorState((s) => s.session.pan.y);
  // The widgets a move carries are drawn translated from where they started (see WidgetBox).
  const moveOrigin = useEditorState((s) => s.moveOrigin);
  const light = isLightColour(config.background.color);
  const theme = screenTheme(config.background.theme);
  const order = useMemo(() => paintOrder({ config, widgets, layout }), [config, widgets, layout]);
  const step = gridStep(config.grid.spacing, zoom);
  const line = BLUEPRINT_GRID[light ? 'light' : 'dark'];
  return (
    <div
      ref={worldRef}
      className={styles.world}
      data-canvas
      style={{
        width: config.width,
        height: config.height,
        transform: `translate(${panX}px, ${panY}px) scale(${zoom})`,
        ...screenBackground(config),
      }}
    >
      {config.grid.show ? (
        <div
          className={styles.grid}
          data-thumbnail-skip
          style={{
            backgroundImage: `linear-gradient(to right, ${line} ${1 / zoom}px, transparent ${1 / zoom}px), linear-gradient(to bottom, ${line} ${1 / zoom}px, transparent ${1 / zoom}px)`,
            backgroundSize: `${step}px ${step}px`,
          }}
        />
      ) : null}
      {/* No user-select hack: the viewport never selects text, and the hack's class on <body> restyles every element of the page at each gesture's start and end. */}
      <DraggableCore
        nodeRef={layerRef}
        handle="[data-widget-id]"
        cancel="[data-locked]"
        enableUserSelectHack={false}
        onStart={move.onStart}
        onDrag={move.onDrag}
        onStop={move.onStop}
      >
        <div ref={layerRef} className={styles.layer}>
          <StillMotion.Provider value>
            {order.map((id) => {
              const widget = widgets[id];
              const entry = layout[id];
              return widget && entry && !widget.hidden ? (
                <WidgetBox
                  key={id}
                  widget={widget}
                  layout={entry}
                  light={light}
                  theme={theme}
                  origin={moveOrigin?.[id]}
                />
              ) : null;
            })}
          </StillMotion.Provider>
        </div>
      </DraggableCore>
      <WallSeams config={config} />
      {config.watermark.enabled && config.watermark.text ? (
        <Watermark target={worldRef} watermark={config.watermark} width={config.width} height={config.height} />
      ) : null}
    </div>
  );
});
