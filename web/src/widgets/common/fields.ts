import type { MediaPurpose } from '../../../../shared/acts/upload.js';
import type { MessageKey, Messages } from '../../i18n/resources';
import type { AttrField } from '../types';

/**
 * Property-panel field builders for the non-chart families (chart fields are in
 * charts/common/fields.ts). An attribute `key` is labelled by `widgets.fields.<key>`, so a key
 * without a translation fails the type check.
 */
type FieldKey = keyof Messages['widgets']['fields'] & string;
/** Translation groups under `widgets.*` that name the values of a choice. */
type ChoiceGroup = {
  [G in keyof Messages['widgets']]: Messages['widgets'][G] extends Record<string, string> ? G : never;
}[keyof Messages['widgets']] &
  string;

const label = (key: FieldKey): MessageKey => `widgets.fields.${key}`;

export const text = (key: FieldKey, maxLength = 100): AttrField => ({
  kind: 'text',
  key,
  labelKey: label(key),
  maxLength,
});
export const number = (key: FieldKey, min: number, max: number, step?: number): AttrField => ({
  kind: 'number',
  key,
  labelKey: label(key),
  min,
  max,
  ...(step !== undefined ? { step } : {}),
});
/** A number the widget shows unless it is data-bound, when the data's value is in force instead. */
export const boundNumber = (key: FieldKey, min: number, max: number, step?: number): AttrField => ({
  kind: 'number',
  key,
  labelKey: label(key),
  min,
  max,
  ...(step !== undefined ? { step } : {}),
  dataRole: 'value',
});
export const toggle = (key: FieldKey): AttrField => ({ kind: 'switch', key, labelKey: label(key) });
/** A choice among `values`, each labelled by `widgets.<group>.<value>`. */
export function choice<G extends ChoiceGroup>(
  key: FieldKey,
  group: G,
  values: ReadonlyArray<keyof Messages['widgets'][G] & string>,
): AttrField {
  return {
    kind: 'choice',
    key,
    labelKey: label(key),
    options: values.map((value) => ({ value, labelKey: `widgets.${group}.${value}` as MessageKey })),
  };
}
/** One CSS colour as text; empty follows the theme. */
export const colour = (key: FieldKey = 'colour'): AttrField => ({
  kind: 'text',
  key,
  labelKey: label(key),
  maxLength: 64,
});
/** A media URL with an upload button: the uploaded file's public path, or any URL typed in. */
export const media = (key: FieldKey, purpose: MediaPurpose, maxLength: number): AttrField => ({
  kind: 'media',
  key,
  labelKey: label(key),
  purpose,
  maxLength,
});
/** A list of media URLs, each typed or uploaded. */
export const mediaList = (key: FieldKey, purpose: MediaPurpose, max: number, maxLength: number): AttrField => ({
  kind: 'mediaList',
  key,
  labelKey: label(key),
  purpose,
  max,
  maxLength,
});
