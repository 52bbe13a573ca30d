import type { ComponentType } from 'react';
import type { FluentIcon } from '@fluentui/react-icons';
import type { Widget } from '../../../shared/screen/document.js';
import type { MessageKey } from '../i18n/resources';

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
}

/** One widget type of the component library. */
export interface WidgetDefinition {
  type: string;
  labelKey: MessageKey;
  category: WidgetCategory;
  icon: FluentIcon;
  defaultSize: { w: number; h: number };
  defaultAttr: Record<string, unknown>;
  render: ComponentType<WidgetRenderProps>;
}
