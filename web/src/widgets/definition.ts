import { lazy, type ComponentType } from 'react';
import type { FluentIcon } from '@fluentui/react-icons';
import type { z } from 'zod/mini';
import { defaultsOf } from '../../../shared/widgets/attr.js';
import type { DataBinding, MappingRole } from '../../../shared/widgets/data.js';
import type { MessageKey } from '../i18n/resources';
import type { Sample } from '../../../shared/widgets/sample.js';
import { FAMILY_GLYPH, type Glyph, type WidgetFamily } from './family';
import { lazyRenderer } from './runtime/lazyRenderer';
import type { AttrField, WidgetCategory, WidgetDefinition, WidgetRenderProps } from './types';

/** What a widget type declares; `data` only for data-bound types. */
export interface WidgetSpec<S extends z.ZodMiniObject> {
  type: string;
  labelKey: MessageKey;
  category: WidgetCategory;
  /** Where blueprints draw it otherwise than its category's family (a KPI among texts) and glyph. */
  family?: WidgetFamily;
  glyph?: Glyph;
  icon: FluentIcon;
  /** The palette's picture of the type, loaded only by the palette (`thumbnail(s).tsx` beside the definition). */
  thumbnail: () => Promise<ComponentType>;
  size: [w: number, h: number];
  schema: S;
  /** What makes the type (e.g. a stacked variant): applied to stored widgets too. */
  attr?: Partial<z.output<S>>;
  /** Content for new widgets only (labels, units, axis titles), in the editor's language. */
  sample?: Sample<Partial<z.output<S>>>;
  form: readonly AttrField[];
  /** The sample binding of a data-bound type: one for both languages, or one per language. */
  data?: { defaults: DataBinding | Sample<DataBinding>; roles: readonly MappingRole[] };
  load: () => Promise<ComponentType<WidgetRenderProps>>;
}

/** The family a category's types are drawn in, unless they name their own. */
const CATEGORY_FAMILY: Record<WidgetCategory, WidgetFamily> = {
  charts: 'chart',
  maps: 'map',
  tables: 'table',
  kpiText: 'text',
  media: 'media',
  decoration: 'decor',
  filters: 'other',
};

const perLanguage = (defaults: DataBinding | Sample<DataBinding>): Sample<DataBinding> =>
  typeof defaults === 'function' ? defaults : () => defaults;

/** A widget type's definition: defaults from its schema (plus overrides), a lazily loaded renderer. */
export function defineWidget<S extends z.ZodMiniObject>(spec: WidgetSpec<S>): WidgetDefinition {
  const renderer = lazyRenderer(spec.load);
  const family = spec.family ?? CATEGORY_FAMILY[spec.category];
  return {
    type: spec.type,
    labelKey: spec.labelKey,
    category: spec.category,
    family,
    glyph: spec.glyph ?? FAMILY_GLYPH[family],
    icon: spec.icon,
    thumbnail: lazy(async () => ({ default: await spec.thumbnail() })),
    defaultSize: { w: spec.size[0], h: spec.size[1] },
    defaultAttr: { ...defaultsOf(spec.schema), ...spec.attr },
    sampleAttr: spec.sample ?? (() => ({})),
    schema: spec.schema,
    form: spec.form,
    ...(spec.data ? { data: { defaults: perLanguage(spec.data.defaults), roles: spec.data.roles } } : {}),
    render: renderer.Render,
    preload: renderer.preload,
    loaded: renderer.loaded,
  };
}
