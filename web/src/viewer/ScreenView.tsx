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
import { stageSize } from './scaling';
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
 * Whether the renderers of the screen's widget types have loaded (or failed to): until then the
 * screen shows its background only, then draws every widget in one go. Types that arrive later
 * (a new release) load as their widgets mount.
 */
function useRenderersLoaded(document: ScreenDocument): boolean {
  const types = useMemo(() => Object.values(document.widgets).map((widget) => widget.type), [document.widgets]);
  // Loaded already (the next screen of a carousel): drawn in the first render, no blank frame.
  const [loaded, setLoaded] = useState(() => renderersLoaded(types));
  useEffect(() => {
    if (loaded) return undefined;
    let live = true;
    void preloadRenderers(types).then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [loaded, types]);
  return loaded;
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
  const drawn = useRenderersLoaded(document);
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
        <div className={styles.stage} style={stageSize(placement)}>
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
            {drawn &&
              order.map((entry) => {
                const widget = document.widgets[entry.widgetId];
                if (!widget || !(shown[widget.id] ?? !widget.hidden)) return null;
                return (
                  <div
                    key={widget.id}
                    className={styles.widget}
                    data-widget-id={widget.id}
                    data-widget-type={widget.type}
                    {...widgetGroupProps(widget)}
                    style={boxStyle(entry)}
                  >
                    <WidgetView widget={widget} width={entry.w} height={entry.h} light={light} theme={theme} />
                  </div>
                );
              })}
            {config.watermark.enabled && config.watermark.text ? (
              <Watermark target={screenRef} watermark={config.watermark} width={config.width} height={config.height} />
            ) : null}
          </div>
        </div>
      </div>
    </InteractionContext.Provider>
  );
});
