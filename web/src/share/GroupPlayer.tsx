import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { GroupSharedScreen, GroupSharePhone } from '../../../shared/acts/link-share.js';
import { usePhoneViewport } from '../hooks/usePhoneViewport';
import { DisplayLayer } from '../realtime/DisplayLayer';
import { useDisplay, type PlayerDisplay } from '../realtime/useDisplay';
import { secondsOf } from '../viewer/carousel/clock';
import { useCarouselClock } from '../viewer/carousel/useCarouselClock';
import { phoneDocument, phonePlaylist } from '../viewer/phone/phonePlaylist';
import { ScreenView } from '../viewer/ScreenView';
import { LazyPlayerBar } from './lazyPages';
import { SharedScreenData } from './shareData';
import { useScreensPushChannels } from '../realtime/usePushChannels';

const IDLE_MS = 3000;
const noJump = () => undefined;

/** How long each screen of a shared group shows, ms (0: a lone screen stays). */
const durationsMs = (screens: readonly GroupSharedScreen[], interval: number): number[] =>
  screens.map((screen) => (screens.length < 2 ? 0 : secondsOf(screen, { interval }) * 1000));

/** What this viewport plays: on a phone, the group's mobile display rules when it has any; else every screen. */
function usePlayed(
  screens: GroupSharedScreen[],
  phone: GroupSharePhone | undefined,
): { played: GroupSharedScreen[]; mode?: GroupSharePhone['mode'] } {
  const isPhone = usePhoneViewport();
  return useMemo(() => {
    const list = isPhone && phone ? phonePlaylist(screens, phone) : undefined;
    if (!list || !phone) return { played: screens };
    return {
      played: list.map((screen) => ({ ...screen, document: phoneDocument(phone.mode, screen.document) })),
      mode: phone.mode,
    };
  }, [isPhone, screens, phone]);
}

/**
 * A group share played as a sequence: each screen for its own interval or the group's, then
 * the next, round and round (the group preview's clock: pauses keep what is left of a turn);
 * previous/next, pause, arrow keys and space. The controls fade while the pointer rests, so a
 * wall shows only the screens. Pads of the group steer it through its display connection.
 * On a phone, a group with mobile display rules plays their screens in their order instead
 * (mobile screens as drawn, or wall screens reflowed for the phone).
 */
export function GroupPlayer({
  screens: all,
  interval,
  phone,
  display,
}: {
  screens: GroupSharedScreen[];
  interval: number;
  phone?: GroupSharePhone;
  display: PlayerDisplay;
}) {
  const { played: screens, mode } = usePlayed(all, phone);
  const [idle, setIdle] = useState(false);
  const total = screens.length;
  const durations = useMemo(() => durationsMs(screens, interval), [screens, interval]);
  const ids = useMemo(() => screens.map((s) => s._id), [screens]);
  // The share follows the group (useSharePayload): a screen added or moved keeps the wall on the screen it shows.
  const clock = useCarouselClock(durations, ids);
  const { next, previous, toggle, go } = clock;
  const step = useCallback((by: number) => (by < 0 ? previous() : next()), [next, previous]);

  useEffect(() => {
    let timer = window.setTimeout(() => setIdle(true), IDLE_MS);
    const wake = () => {
      setIdle(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), IDLE_MS);
    };
    const keys = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') next();
      else if (event.key === 'ArrowLeft') previous();
      else if (event.key === ' ') toggle();
      else return;
      event.preventDefault();
      wake();
    };
    window.addEventListener('pointermove', wake);
    window.addEventListener('keydown', keys);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pointermove', wake);
      window.removeEventListener('keydown', keys);
    };
  }, [next, previous, toggle]);

  const index = Math.min(clock.state.index, Math.max(0, total - 1));
  const carousel = useMemo(() => ({ go, next, previous, toggle }), [go, next, previous, toggle]);
  const channels = useScreensPushChannels(screens.map((s) => s.document));
  const state = useDisplay({
    ...display,
    view: { screens: ids, index, paused: clock.state.paused },
    carousel,
    channels,
  });
  const screen = screens[index];
  if (!screen) return null;
  const playing = !clock.state.paused;
  return (
    <div
      data-testid="group-player"
      data-index={index}
      data-screen-id={screen._id}
      data-phone={mode}
      data-seconds={(durations[index] ?? 0) / 1000}
    >
      <SharedScreenData screenId={screen._id}>
        <ScreenView key={`${screen._id}@${screen.version._id}`} document={screen.document} jumpTo={noJump} />
      </SharedScreenData>
      {/* The controls come with the UI kit, after the first screen is drawn. */}
      <Suspense fallback={null}>
        <LazyPlayerBar
          name={screen.name}
          index={index}
          total={total}
          playing={playing}
          idle={idle}
          step={step}
          togglePlaying={toggle}
        />
      </Suspense>
      <DisplayLayer state={state} device={display.device} />
    </div>
  );
}
