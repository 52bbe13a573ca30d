import type { Options } from 'highcharts';
import { mergeOptions } from './merge';

/**
 * A chart or map as the editor's canvas draws it: at rest. No tooltip, no hover tracking (so
 * no tracker shapes to hit-test and no document listeners), no hover or inactive states:
 * the canvas is for arranging widgets; the preview and shares are where charts answer the mouse.
 */
export function stillOptions(options: Options): Options {
  return mergeOptions<Options>(options, {
    tooltip: { enabled: false },
    plotOptions: {
      series: { enableMouseTracking: false, states: { hover: { enabled: false }, inactive: { enabled: false } } },
    },
  });
}
