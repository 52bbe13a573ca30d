import { useEffect } from 'react';

/**
 * The page's first drawn widget, as a Performance API mark: work a page does not need to draw
 * its widgets (a share's display connection) waits for it, so its code and requests do not
 * compete with the wall's first paint.
 */
export const FIRST_WIDGET_MARK = 'wallboard:first-widget';

/** Set once the mark is made here, so every later widget's mount costs a flag read, not a search of the marks. */
let drawn = false;
const marked = () => drawn || performance.getEntriesByName(FIRST_WIDGET_MARK, 'mark').length > 0;

/** Drawn inside a widget's frame, so it mounts when the widget's renderer has drawn it. */
export function FirstWidgetMark() {
  useEffect(() => {
    if (marked()) return;
    drawn = true;
    performance.mark(FIRST_WIDGET_MARK);
  }, []);
  return null;
}

/** Resolves once a widget of the page has been drawn, or after `timeoutMs` (a screen without widgets). */
export function afterFirstWidget(timeoutMs: number): Promise<void> {
  if (marked()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FIRST_WIDGET_MARK).length > 0) finish();
    });
    const timer = setTimeout(() => finish(), timeoutMs);
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    observer.observe({ type: 'mark' });
  });
}
