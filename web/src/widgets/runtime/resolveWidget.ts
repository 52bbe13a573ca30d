import type { Language } from '../../../../shared/errors/catalogue.js';
import type { Widget } from '../../../../shared/screen/document.js';
import { readAttr } from '../../../../shared/widgets/attr.js';
import { resolveData, type WidgetData } from '../data/resolve';
import type { WidgetDefinition } from '../types';

/** Types without data are always ready. */
const NO_DATA: WidgetData = { status: 'ready', binding: null, rows: [] };

/**
 * A widget's data, pure: its binding resolved for the type's roles. A data-bound widget with no
 * binding yet (no `source`) shows its type's sample data.
 */
export function widgetData(
  definition: WidgetDefinition | undefined,
  data: Record<string, unknown>,
  language: Language,
): WidgetData {
  if (!definition?.data) return NO_DATA;
  return resolveData('source' in data ? data : definition.data.defaults(language), definition.data.roles);
}

/** A widget's attributes read through its type's schema over the type's defaults. */
export function widgetAttr(definition: WidgetDefinition | undefined, attr: Widget['attr']): Record<string, unknown> {
  if (!definition?.schema) return attr;
  return readAttr(definition.schema, { ...definition.defaultAttr, ...attr });
}
