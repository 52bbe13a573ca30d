import { useEffect, useRef } from 'react';
import type { HighchartsReactRefObject } from 'highcharts-react-official';

/**
 * The accessible name of a Highcharts chart (or map). Without Highcharts' accessibility module
 * (too heavy for a wall of charts, and its announcements are English only) the chart's SVG is an
 * image named by the chart's title, an image without a name when it has none. This names it after
 * every render (Highcharts writes the title-or-nothing name once a chart is drawn, and a new
 * theme or drill level draws a new chart). Pass the returned ref to `HighchartsReact`.
 */
export function useChartLabel(label: string) {
  const ref = useRef<HighchartsReactRefObject>(null);
  useEffect(() => {
    ref.current?.chart?.renderer?.boxWrapper.attr({ 'aria-label': label });
  });
  return ref;
}

/** A chart's name: its visible title, else the widget's name (every widget has one). */
export function chartLabel(title: unknown, widgetName: string): string {
  return (typeof title === 'string' && title.trim()) || widgetName;
}
