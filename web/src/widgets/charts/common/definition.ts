import type { z } from 'zod';
import type { DataBinding, MappingRole } from '../../../../../shared/widgets/data.js';
import { defineWidget, type WidgetSpec } from '../../definition';
import type { WidgetDefinition } from '../../types';

/** A chart type's definition: `defineWidget` in the charts category, always data-bound. */
export function chartDefinition<S extends z.ZodObject>(spec: Omit<WidgetSpec<S>, 'category' | 'data'> & { data: DataBinding; roles: readonly MappingRole[] }): WidgetDefinition {
  const { data, roles, ...rest } = spec;
  return defineWidget({ ...rest, category: 'charts', data: { defaults: data, roles } });
}
