import { LEGEND_MODES, STACKING_MODES } from '../../../../../shared/widgets/charts.js';
import type { AttrField } from '../../types';

/** Property-panel fields the chart types share (each type lists the ones it has). */
export const TITLE: AttrField = { kind: 'text', key: 'title', labelKey: 'widgets.fields.title', maxLength: 100 };
export const LEGEND: AttrField = {
  kind: 'choice',
  key: 'legend',
  labelKey: 'widgets.fields.legend',
  options: LEGEND_MODES.map((value) => ({ value, labelKey: `widgets.legendModes.${value}` as const })),
};
export const COLOURS: AttrField = { kind: 'colours', key: 'colors', labelKey: 'widgets.fields.colours' };
export const DATA_LABELS: AttrField = { kind: 'switch', key: 'dataLabels', labelKey: 'widgets.fields.dataLabels' };
export const X_TITLE: AttrField = { kind: 'text', key: 'xTitle', labelKey: 'widgets.fields.xTitle', maxLength: 100 };
export const Y_TITLE: AttrField = { kind: 'text', key: 'yTitle', labelKey: 'widgets.fields.yTitle', maxLength: 100 };
export const Y2_TITLE: AttrField = { kind: 'text', key: 'y2Title', labelKey: 'widgets.fields.y2Title', maxLength: 100 };
export const STACKING: AttrField = {
  kind: 'choice',
  key: 'stacking',
  labelKey: 'widgets.fields.stacking',
  options: STACKING_MODES.map((value) => ({ value, labelKey: `widgets.stackingModes.${value}` as const })),
};
export const MARKERS: AttrField = { kind: 'switch', key: 'markers', labelKey: 'widgets.fields.markers' };
export const LINE_SERIES: AttrField = {
  kind: 'number',
  key: 'lineSeries',
  labelKey: 'widgets.fields.lineSeries',
  min: 0,
  max: 20,
};
export const INNER_SIZE: AttrField = {
  kind: 'number',
  key: 'innerSize',
  labelKey: 'widgets.fields.innerSize',
  min: 0,
  max: 90,
};
export const FILLED: AttrField = { kind: 'switch', key: 'filled', labelKey: 'widgets.fields.filled' };
export const LABEL: AttrField = { kind: 'text', key: 'label', labelKey: 'widgets.fields.label', maxLength: 100 };
export const MIN: AttrField = {
  kind: 'number',
  key: 'min',
  labelKey: 'widgets.fields.min',
  min: -1e12,
  max: 1e12,
  step: 0.01,
};
export const MAX: AttrField = {
  kind: 'number',
  key: 'max',
  labelKey: 'widgets.fields.max',
  min: -1e12,
  max: 1e12,
  step: 0.01,
};
export const UNIT: AttrField = { kind: 'text', key: 'unit', labelKey: 'widgets.fields.unit', maxLength: 16 };

export const COMMON_FIELDS = [TITLE, LEGEND, DATA_LABELS, COLOURS] as const;
/** Lines and areas; bars and columns have no point markers. */
export const LINE_FIELDS = [...COMMON_FIELDS, X_TITLE, Y_TITLE, STACKING, MARKERS] as const;
export const BAR_FIELDS = [...COMMON_FIELDS, X_TITLE, Y_TITLE, STACKING] as const;
export const GAUGE_FIELDS = [TITLE, LABEL, MIN, MAX, UNIT, COLOURS] as const;
