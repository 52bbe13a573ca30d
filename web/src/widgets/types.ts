import type { ComponentType } from 'react';
import type { FluentIcon } from '@fluentui/react-icons';
import type { z } from 'zod/mini';
import type { Widget } from '../../../shared/screen/document.js';
import type { MediaPurpose } from '../../../shared/acts/upload.js';
import type { Language } from '../../../shared/errors/catalogue.js';
import type { DataBinding, MappingRole } from '../../../shared/widgets/data.js';
import type { InteractionPayload, WidgetTrigger } from '../../../shared/widgets/events.js';
import type { ScreenTheme } from '../../../shared/widgets/themes.js';
import type { MessageKey } from '../i18n/resources';
import type { WidgetData } from './data/resolve';
import type { Glyph, WidgetFamily } from './family';

/** The palette's categories, in palette order. */
export const WIDGET_CATEGORIES = ['charts', 'maps', 'tables', 'kpiText', 'media', 'decoration', 'filters'] as const;
export type WidgetCategory = (typeof WIDGET_CATEGORIES)[number];

/** What a renderer gets: a pure function of these (it never writes the document). */
export interface WidgetRenderProps {
  widget: Widget;
  /** The box in canvas pixels. */
  width: number;
  height: number;
  /** The canvas background is light (renderers pick their palette from it). */
  light: boolean;
  /** `widget.attr` read through the type's schema over its defaults (as stored for types without a schema). */
  attr: Record<string, unknown>;
  /** The screen's colour theme. */
  theme: ScreenTheme;
  /** The widget's data as the data layer resolved it (status `ready` for types without data). */
  data: WidgetData;
  /** Reports an interaction (a click on a point, a control's change) where the screen is live; absent in the editor. */
  emit?: (trigger: WidgetTrigger, payload: InteractionPayload) => void;
}

/** One field of a type's property-panel form, bound to `attr[key]`. */
export type AttrField =
  | { kind: 'text'; key: string; labelKey: MessageKey; maxLength: number }
  | {
      kind: 'number';
      key: string;
      labelKey: MessageKey;
      min: number;
      max: number;
      step?: number;
      /**
       * The attribute is what the widget shows only while it has no data binding; bound, the data
       * mapping's `value` role is in force, and the field shows (and, for static data, edits) that.
       */
      dataRole?: 'value';
    }
  | { kind: 'switch'; key: string; labelKey: MessageKey }
  | {
      kind: 'choice';
      key: string;
      labelKey: MessageKey;
      options: ReadonlyArray<{ value: string; labelKey: MessageKey }>;
    }
  | { kind: 'colours'; key: string; labelKey: MessageKey }
  /** A media URL, typed or uploaded (the upload's public path is committed). */
  | { kind: 'media'; key: string; labelKey: MessageKey; purpose: MediaPurpose; maxLength: number }
  /** A list of media URLs (at most `max`), each typed or uploaded. */
  | { kind: 'mediaList'; key: string; labelKey: MessageKey; purpose: MediaPurpose; max: number; maxLength: number };

/** A type's data: its sample binding (in the editor's language) and the mapping roles its renderer reads. */
export interface WidgetDataSpec {
  defaults: (language: Language) => DataBinding;
  roles: readonly MappingRole[];
}

/** One widget type of the component library. */
export interface WidgetDefinition {
  type: string;
  labelKey: MessageKey;
  category: WidgetCategory;
  /** How blueprints, thumbnails and placeholders draw the type (see family.ts). */
  family: WidgetFamily;
  glyph: Glyph;
  icon: FluentIcon;
  /** A small picture of the type in the screen's theme (64×40 SVG), lazily loaded: only the palette draws it. */
  thumbnail: ComponentType;
  defaultSize: { w: number; h: number };
  /** Attributes of the type: a stored widget's own attributes are read over these. */
  defaultAttr: Record<string, unknown>;
  /** Sample content a new widget starts with (labels, units, axis titles), not applied to stored widgets. */
  sampleAttr?: (language: Language) => Record<string, unknown>;
  /** The attribute schema (shared/widgets), when the type has one: the form reads through it. */
  schema?: z.ZodMiniObject;
  /** The property-panel form; types without one get generic fields. */
  form?: readonly AttrField[];
  /** Data-bound types: default binding and the roles of the mapping. */
  data?: WidgetDataSpec;
  /** The renderer, loaded lazily (heavy libraries load with the first widget that needs them); see `lazyRenderer`. */
  render: ComponentType<WidgetRenderProps>;
  /** Starts loading the renderer (or joins the load), so a viewer can draw its screen without suspending. */
  preload: () => Promise<unknown>;
  /** Whether the renderer has loaded. */
  loaded: () => boolean;
}
