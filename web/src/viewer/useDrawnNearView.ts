import { useEffect, useState, type RefObject } from 'react';

/** How far beyond the window a widget starts drawing: half a window, so a scroll seldom reaches an undrawn box. */
const AHEAD = '50%';

/**
 * Which widgets of a screen are drawn. A screen that fits its window when it opens draws every
 * widget at once. One that scrolls (width or height adaptation past the window, a long mobile
 * page) draws those within half a window of view first and each of the others when a scroll
 * brings it that near, and keeps it drawn after: a long page opens at the cost of its first
 * screenful, and widgets never scrolled to fetch and draw nothing. Boxes are placed either way
 * (`data-widget-id`); only their contents wait, with no `data-widget-state` until drawn.
 * `placed` names the boxes on the page, so that boxes placed later are watched too.
 */
export function useDrawnNearView(
  viewport: RefObject<HTMLElement | null>,
  scrolls: boolean,
  placed: string,
): (widgetId: string) => boolean {
  // Decided when the screen opens: a window resized later never takes a drawn widget away.
  const [lazy] = useState(scrolls);
  const [near, setNear] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    const root = viewport.current;
    if (!lazy || !root) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const ids = entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) => entry.target.getAttribute('data-widget-id') ?? '');
        if (ids.length > 0) setNear((current) => new Set([...current, ...ids]));
      },
      { root, rootMargin: AHEAD },
    );
    for (const box of root.querySelectorAll('[data-widget-id]')) observer.observe(box);
    return () => observer.disconnect();
  }, [lazy, viewport, placed]);
  return (widgetId) => !lazy || near.has(widgetId);
}
