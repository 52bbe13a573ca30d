import type { AttrField } from '../types';
import { COLOURS, LEGEND, TITLE } from '../charts/common/fields';

/** Property-panel fields of the maps: a switch per layer, then the chart fields they share. */
const layer = (key: string, labelKey: Extract<AttrField, { kind: 'switch' }>['labelKey']): AttrField => ({
  kind: 'switch',
  key,
  labelKey,
});

export const MAP_FIELDS: readonly AttrField[] = [
  TITLE,
  layer('choropleth', 'widgets.fields.choropleth'),
  layer('bubbles', 'widgets.fields.bubbles'),
  layer('heatPoints', 'widgets.fields.heatPoints'),
  layer('flylines', 'widgets.fields.flylines'),
  layer('labels', 'widgets.fields.regionLabels'),
  LEGEND,
  COLOURS,
];

export const DRILL_DOWN: AttrField = layer('drillDown', 'widgets.fields.drillDown');

/** The roles a map reads: place, destination (flylines), value, and optional coordinates. */
export const MAP_ROLES = ['category', 'category2', 'value', 'lat', 'lon'] as const;
