import type { Chart, Options, SeriesOptionsType } from 'highcharts';
import { chartFontSize, withBase } from '../charts/common/base';
import type { MapContext } from './context';
import { COMET_CLASS, COMET_PATH_LENGTH, flylineSeries, hubNames } from './layers/flylines';
import { readMapRows } from './layers/mapRows';
import { bubbleSeries, heatPointSeries } from './layers/points';
import { regionColourAxis, regionSeries } from './layers/regions';

/** Comets move by dash offset along paths of a fixed length: set it on each comet after drawing. */
function normaliseCometPaths(this: Chart): void {
  for (const series of this.series) {
    if (!series.options.className?.includes(COMET_CLASS)) continue;
    for (const point of series.points) point.graphic?.attr({ pathLength: COMET_PATH_LENGTH });
  }
}

/**
 * A map's Highcharts options, pure: the base map (choropleth and labels), then bubbles, heat
 * points and flylines as the attributes switch them on, over the theme's base look.
 */
export function mapOptions(context: MapContext): Options {
  const { attr, rows, binding, map, language, width, height, theme } = context;
  const data = readMapRows(rows, binding.mapping, map.catalogue, language);
  const font = chartFontSize(width, height);
  const colorAxis = regionColourAxis(context, data.places);
  const layers: SeriesOptionsType[] = [
    regionSeries(context, data.places, attr.flylines ? hubNames(data.lines) : undefined),
    ...(attr.bubbles ? [bubbleSeries(context, data.places)] : []),
    ...(attr.heatPoints ? [heatPointSeries(context, data.places)] : []),
    ...(attr.flylines ? flylineSeries(context, data.lines) : []),
  ];
  // The legend shows the colour scale only.
  const series = layers.map((layer) => ({ ...layer, showInLegend: false }));
  return withBase(context, {
    chart: { events: { render: normaliseCometPaths } },
    mapView: { projection: map.projection, padding: [font, font, font, font] },
    mapNavigation: { enabled: false },
    colorAxis: colorAxis ? [colorAxis] : undefined,
    legend: {
      enabled: Boolean(colorAxis?.showInLegend),
      layout: 'vertical',
      align: 'left',
      verticalAlign: 'bottom',
      floating: true,
      symbolHeight: Math.round(Math.min(180, height * 0.28)),
      symbolWidth: Math.round(font * 0.6),
      itemStyle: { color: theme.mutedText },
    },
    tooltip: { headerFormat: '' },
    series,
  });
}
