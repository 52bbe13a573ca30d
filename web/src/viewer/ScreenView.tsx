import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { makeStyles } from '@fluentui/react-components';
import type { ScreenDocument } from '../../../shared/screen/document.js';
import type { ToggleMode } from '../../../shared/widgets/events.js';
import { screenTheme } from '../../../shared/widgets/themes.js';
import { isLightColour } from '../widgets/common/colour';
import { InteractionContext } from '../widgets/interaction/context';
import { CommGroups } from '../widgets/interaction/groups';
import { liveInteraction } from '../widgets/interaction/run';
import { preloadRenderers, renderersLoaded } from '../widgets/registry';
import { boxStyle } from '../widgets/runtime/boxStyle';
import { widgetGroupProps } from '../widgets/runtime/widgetGroup';
import { WidgetView } from '../widgets/runtime/WidgetView';
import { reflowForMobile } from './mobileReflow';
import { stageScrolls, stageSize } from './scaling';
import { useDrawnNearView } from './useDrawnNearView';
import { cssUrl, screenBackground } from './screenBackground';
import { placeOnWall } from './wallProfile';
import { Watermark } from './Watermark';

const useStyles = makeStyles({
  /**
   * Scrolls (width adaptation down, height adaptation sideways, mobile down) without scrollbar
   * chrome: a wall shows no scrollbar, and one would take width from the placement's sums.
   */
  viewport: {
    position: 'fixed',
    inset: 0,
    overflow: 'auto',
    scrollbarWidth: 'none',
    '::-webkit-scrollbar': { display: 'none' },
  },
  stage: { position: 'relative' },
  screen: {
    position: 'absolute',
    transformOrigin: '0 0',
    overflow: 'hidden',
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  },
  widget: { position: 'absolute', boxSizing: 'border-box', transformOrigin: 'center center' },
});

/** Shown or hidden by interactions for this viewing, over each widget's own `hidden`. */
type ShownOverrides = Readonly<Record<string, boolean>>;

function overridden(
  current: ShownOverrides,
  ids: readonly string[],
  mode: ToggleMode,
  hidden: (id: string) => boolean,
): ShownOverrides {
  const next: Record<string, boolean> = { ...current };
  for (const id of ids) next[id] = mode === 'show' ? true : mode === 'hide' ? false : !(current[id] ?? !hidden(id));
  return next;
}

/**
 * Which widget types are ready to draw: those whose renderers have loaded (or failed to; the
 * widget's error boundary then says so). Every renderer the screen needs starts loading at once,
 * and a widget is drawn as soon as its own has arrived, without suspending (a suspension would
 * show a fallback and wait on React's reveal throttle): a KPI's small chunk paints it before
 * Highcharts has arrived for the charts (the share's largest paint is such a number). A screen
 * whose renderers have all loaded (a carousel's next screen) draws in its first render, with no
 * blank frame; types that arrive later (a new release) load as their widgets appear.
 */
function useRendererReady(document: ScreenDocument): (type: string) => boolean {
  const types = useMemo(
    () => [...new Set(Object.values(document.widgets).map((widget) => widget.type))],
    [document.widgets],
  );
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    let live = true;
    for (const type of types) {
      if (renderersLoaded([type])) continue;
      void preloadRenderers([type]).then(() => {
        if (live) setSettled((current) => new Set(current).add(type));
      });
    }
    return () => {
      live = false;
    };
  }, [types]);
  return (type) => settled.has(type) || renderersLoaded([type]);
}

/**
 * A screen as its audience sees it (preview now; shares and carousels later): the canvas at its
 * real size, placed in the window by the screen's scaling mode, every visible widget drawn by
 * the same WidgetView as the editor, live (events, communication groups), the watermark on top.
 */
export const ScreenView = memo(function ScreenView({
  document: saved,
  jumpTo,
}: {
  document: ScreenDocument;
  jumpTo: (screenId: string) => void;
}) {
  const styles = useStyles();
  // Mobile mode lays a wide screen out again for the 750-wide mobile page (the mobile display rule).
  const document = useMemo(() => (saved.config.scaling === 'mobile' ? reflowForMobile(saved) : saved), [saved]);
  const [shown, setShown] = useState<ShownOverrides>({});
  const interaction = useMemo(
    () =>
      liveInteraction({
        groups: new CommGroups(),
        jumpTo,
        openUrl: (url) => window.open(url, '_blank', 'noopener,noreferrer'),
        setShown: (ids, mode) =>
          setShown((current) => overridden(current, ids, mode, (id) => document.widgets[id]?.hidden ?? false)),
      }),
    [jumpTo, document.widgets],
  );
  const ref = useRef<HTMLDivElement>(null);
  const screenRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState({ width: window.innerWidth, height: window.innerHeight });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() =>
      setViewport({ width: element.clientWidth, height: element.clientHeight }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const { config } = document;
  const placement = placeOnWall(config.scaling, config, config.wall, viewport);
  const theme = screenTheme(config.background.theme);
  const light = isLightColour(config.background.color);
  const order = useMemo(() => [...document.layout].sort((a, b) => a.z - b.z), [document.layout]);
  const ready = useRendererReady(document);
  const stage = stageSize(placement);
  // The boxes placed so far (each waits for its renderer), in paint order.
  const placed = order.flatMap((entry) => {
    const widget = document.widgets[entry.widgetId];
    return widget && (shown[widget.id] ?? !widget.hidden) && ready(widget.type) ? [{ entry, widget }] : [];
  });
  const drawnNearView = useDrawnNearView(
    ref,
    stageScrolls(stage, viewport),
    placed.map(({ widget }) => widget.id).join(' '),
  );
  return (
    // Letterboxed in the screen's own background colour, so the bars read as part of the screen.
    <InteractionContext.Provider value={interaction}>
      <div
        ref={ref}
        className={styles.viewport}
        data-viewer
        data-scaling={config.scaling}
        style={{ backgroundColor: config.background.color }}
      >
        <div className={styles.stage} style={stage}>
          <div
            ref={screenRef}
            className={styles.screen}
            data-screen
            style={{
              left: placement.left,
              top: placement.top,
              width: config.width,
              height: config.height,
              transform: `scale(${placement.scaleX}, ${placement.scaleY})`,
              ...screenBackground(config),
              cursor:
                config.mouse.style === 'none'
                  ? 'none'
                  : config.mouse.image
                    ? `${cssUrl(config.mouse.image)}, auto`
                    : config.mouse.style,
            }}
          >
            {placed.map(({ entry, widget }) => (
              <div
                key={widget.id}
                className={styles.widget}
                data-widget-id={widget.id}
                data-widget-type={widget.type}
                {...widgetGroupProps(widget)}
                style={boxStyle(entry)}
              >
                {drawnNearView(widget.id) ? (
                  <WidgetView widget={widget} width={entry.w} height={entry.h} light={light} theme={theme} />
                ) : null}
              </div>
            ))}
            {config.watermark.enabled && config.watermark.text ? (
              <Watermark target={screenRef} watermark={config.watermark} width={config.width} height={config.height} />
            ) : null}
          </div>
        </div>
      </div>
    </InteractionContext.Provider>
  );
});
