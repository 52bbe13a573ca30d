import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FluentProvider, makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import { DocumentDismiss48Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { MobileRuleMode } from '../../../../shared/acts/group.js';
import type { ScreenDocument } from '../../../../shared/screen/document.js';
import { DisplayLayer } from '../../realtime/DisplayLayer';
import { useDisplay, type PlayerDisplay } from '../../realtime/useDisplay';
import darkTheme from 'theme-values:dark';
import { ScreenSourceContext, type ScreenSource } from '../../widgets/data/widgetFetcher';
import { ScreenView } from '../ScreenView';
import { following } from './clock';
import { CarouselControls } from './CarouselControls';
import { useCarouselClock } from './useCarouselClock';
import { useFullscreen } from './useFullscreen';
import { useIdle } from './useIdle';
import { useScreensPushChannels } from '../../realtime/usePushChannels';

/** One screen of a carousel, however its document was fetched (preview, share link). */
export interface CarouselSlide {
  id: string;
  name: string;
  /** How long it shows, whole seconds (its own interval or its group's). */
  seconds: number;
  /** Undefined while it loads. */
  document: ScreenDocument | undefined;
  /** It could not be loaded: shown as a notice for its time, then the carousel moves on. */
  failed?: boolean;
  /** A word shown beside its name (e.g. that it is development content). */
  note?: string;
  /**
   * The screen (and released version) the document is, when the carousel plays for a signed-in
   * user: its widgets then name themselves to the data proxy, which adds the HTTP sources' request
   * headers the document is served without (readers) or with masked (editors).
   */
  source?: ScreenSource;
}

/** Controls hide after this long without pointer movement (and the cursor with them). */
export const CONTROLS_IDLE_MS = 3000;

const useStyles = makeStyles({
  root: { position: 'fixed', inset: 0, backgroundColor: '#000' },
  idle: { cursor: 'none' },
  slide: { position: 'fixed', inset: 0 },
  /** The screen showing fades in when it takes its turn. */
  active: {
    animationName: { from: { opacity: 0 }, to: { opacity: 1 } },
    animationDuration: tokens.durationSlow,
    animationTimingFunction: tokens.curveEasyEase,
  },
  /**
   * The preloaded next screen: laid out and fetching its data, never seen nor reachable. Hidden by
   * opacity, not visibility: a descendant can declare itself visible again (the watermark layer
   * does, so page CSS cannot hide it), but nothing paints through a transparent ancestor.
   */
  preloaded: { opacity: 0, pointerEvents: 'none' },
  notice: {
    position: 'fixed',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    alignContent: 'center',
    gap: tokens.spacingVerticalM,
    color: tokens.colorNeutralForeground3,
  },
});

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * A group played as a carousel (docs/ARCHITECTURE.md#web-app-routes): each screen full-window under its own scaling mode
 * for its interval, the next one preloaded (mounted, hidden) so the switch is instant. Space
 * pauses, ← → step, F toggles full screen; the bar hides after 3 s without the pointer moving.
 */
export function GroupCarousel({
  slides,
  jumpTo,
  actions,
  display,
  phone,
}: {
  slides: readonly CarouselSlide[];
  /** Played on a phone under the group's mobile display rules, in this mode. */
  phone?: MobileRuleMode | undefined;
  jumpTo: (screenId: string) => void;
  actions?: ReactNode;
  /** Its display connection: pads of the group steer it. */
  display: PlayerDisplay;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const root = useRef<HTMLDivElement>(null);
  const clock = useCarouselClock(slides.map((slide) => slide.seconds * 1000));
  const fullscreen = useFullscreen(root);
  const idle = useIdle(CONTROLS_IDLE_MS);
  const [hovering, setHovering] = useState(false);
  const { next, previous, toggle, go } = clock;
  const toggleFullscreen = fullscreen.toggle;
  const ids = useMemo(() => slides.map((slide) => slide.id), [slides]);
  const carousel = useMemo(() => ({ go, next, previous, toggle }), [go, next, previous, toggle]);
  const channels = useScreensPushChannels(slides.map((slide) => slide.document));
  const shownState = useDisplay({
    ...display,
    view: { screens: ids, index: clock.state.index, paused: clock.state.paused },
    carousel,
    channels,
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const act = { ' ': toggle, ArrowRight: next, ArrowLeft: previous, f: toggleFullscreen, F: toggleFullscreen }[
        event.key
      ];
      if (!act) return;
      // Also keeps Space from clicking a focused button: Space always pauses or resumes.
      event.preventDefault();
      act();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [next, previous, toggle, toggleFullscreen]);

  const index = clock.state.index;
  const current = slides[index];
  const upcoming = slides.length > 1 ? slides[following(index, slides.length)] : undefined;
  const hidden = idle && !hovering;
  return (
    <div
      ref={root}
      className={mergeClasses(styles.root, hidden && styles.idle)}
      data-testid="group-carousel"
      data-index={index}
      data-paused={clock.state.paused ? 'true' : 'false'}
      data-screen-id={current?.id}
      data-phone={phone}
    >
      {[current, upcoming].map((slide, place) =>
        slide ? (
          <div
            key={slide.id}
            className={mergeClasses(styles.slide, place === 0 ? styles.active : styles.preloaded)}
            data-carousel-slide={slide.id}
            data-active={place === 0 ? 'true' : 'false'}
            aria-hidden={place === 1 ? true : undefined}
            inert={place === 1 ? true : undefined}
          >
            {slide.document ? (
              slide.source ? (
                <ScreenSourceContext.Provider value={slide.source}>
                  <ScreenView document={slide.document} jumpTo={jumpTo} />
                </ScreenSourceContext.Provider>
              ) : (
                <ScreenView document={slide.document} jumpTo={jumpTo} />
              )
            ) : (
              <FluentProvider theme={darkTheme} className={styles.notice}>
                {slide.failed ? <DocumentDismiss48Regular /> : <Spinner size="large" />}
                <span>
                  {slide.failed
                    ? t('carousel.slideFailed', { name: slide.name })
                    : t('carousel.slideLoading', { name: slide.name })}
                </span>
              </FluentProvider>
            )}
          </div>
        ) : null,
      )}
      {current ? (
        <FluentProvider theme={darkTheme}>
          <CarouselControls
            name={current.name}
            note={current.note}
            position={index + 1}
            count={slides.length}
            seconds={current.seconds}
            state={clock.state}
            now={clock.now}
            hidden={hidden}
            fullscreen={fullscreen}
            onPrevious={previous}
            onToggle={toggle}
            onNext={next}
            onHover={setHovering}
            actions={actions}
          />
        </FluentProvider>
      ) : null}
      <DisplayLayer state={shownState} device={display.device} />
    </div>
  );
}
