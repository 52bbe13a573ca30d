import { lazy, type ComponentType } from 'react';
import type { FluentIcon } from '@fluentui/react-icons';
import type { z } from 'zod';
import { defaultsOf } from '../../../../../shared/widgets/attr.js';
import type { DataBinding, MappingRole } from '../../../../../shared/widgets/data.js';
import type { MessageKey } from '../../../i18n/resources';
import type { AttrField, WidgetDefinition, WidgetRenderProps } from '../../types';
import type { Sample } from './sample';

/**
 * A chart type's definition: defaults from its schema plus `attr` (what makes the type, e.g. a
 * stacked variant: applied to stored widgets too), `sample` content for new widgets only (labels,
 * units, axis titles), and a lazily loaded renderer.
 */
export function chartDefinition<S extends z.ZodObject>(spec: {
  type: string;
  labelKey: MessageKey;
  icon: FluentIcon;
  size: [w: number, h: number];
  schema: S;
  attr?: Partial<z.output<S>>;
  sample?: Sample<Partial<z.output<S>>>;
  form: readonly AttrField[];
  data: Sample<DataBinding>;
  roles: readonly MappingRole[];
  load: () => Promise<ComponentType<WidgetRenderProps>>;
}): WidgetDefinition {
  return {
    type: spec.type,
    labelKey: spec.labelKey,
    category: 'charts',
    icon: spec.icon,
    defaultSize: { w: spec.size[0], h: spec.size[1] },
    defaultAttr: { ...defaultsOf(spec.schema), ...spec.attr },
    sampleAttr: spec.sample ?? (() => ({})),
    schema: spec.schema,
    form: spec.form,
    data: { defaults: spec.data, roles: spec.roles },
    render: lazy(async () => ({ default: await spec.load() })),
  };
}
