import type { z } from 'zod/mini';
import type { DataBinding, MappingRole } from '../../../../../shared/widgets/data.js';
import { defineWidget, type WidgetSpec } from '../../definition';
import type { WidgetDefinition } from '../../types';
import type { Sample } from '../../../../../shared/widgets/sample.js';

/**
 * A chart type's definition: `defineWidget`, always data-bound (its sample data in the editor's
 * language), in the charts category unless it names another (maps are drawn with Highcharts too).
 */
export function chartDefinition<S extends z.ZodMiniObject>(
  spec: Omit<WidgetSpec<S>, 'category' | 'data'> & {
    category?: WidgetSpec<S>['category'];
    data: Sample<DataBinding> | DataBinding;
    roles: readonly MappingRole[];
  },
): WidgetDefinition {
  const { data, roles, category, ...rest } = spec;
  return defineWidget({ ...rest, category: category ?? 'charts', data: { defaults: data, roles } });
}
