import { Suspense, useCallback, useEffect, useState } from 'react';
import type { SharedScreen } from '../../../shared/acts/link-share.js';
import { ScreenView } from '../viewer/ScreenView';
import { LazyPlayerBar } from './lazyPages';
import { SharedScreenData } from './shareData';

const IDLE_MS = 3000;
const noJump = () => undefined;

/**
 * A group share played as a sequence: each screen for the group's interval, then the next,
 * round and round; previous/next, pause, arrow keys and space. The controls fade while the
 * pointer rests, so a wall shows only the screens.
 */
export function GroupPlayer({ screens, interval }: { screens: SharedScreen[]; interval: number }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [idle, setIdle] = useState(false);
  const total = screens.length;
  const step = useCallback((by: number) => setIndex((current) => (current + by + total) % total), [total]);

  useEffect(() => {
    if (!playing || total < 2) return undefined;
    const timer = window.setTimeout(() => step(1), Math.max(1, interval) * 1000);
    return () => window.clearTimeout(timer);
  }, [playing, interval, index, step, total]);

  useEffect(() => {
    let timer = window.setTimeout(() => setIdle(true), IDLE_MS);
    const wake = () => {
      setIdle(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), IDLE_MS);
    };
    const keys = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
      else if (event.key === ' ') setPlaying((p) => !p);
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
  }, [step]);

  const togglePlaying = useCallback(() => setPlaying((p) => !p), []);
  const screen = screens[index] ?? screens[0];
  if (!screen) return null;
  return (
    <div data-testid="group-player" data-index={index} data-screen-id={screen._id}>
      <SharedScreenData screenId={screen._id}>
        <ScreenView key={screen._id} document={screen.document} jumpTo={noJump} />
      </SharedScreenData>
      {/* The controls come with the UI kit, after the first screen is drawn. */}
      <Suspense fallback={null}>
        <LazyPlayerBar name={screen.name} index={index} total={total} playing={playing} idle={idle} step={step} togglePlaying={togglePlaying} />
      </Suspense>
    </div>
  );
}
