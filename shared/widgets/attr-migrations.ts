import type { Widget } from '../screen/document.js';
import { currentAttrVersion, migrateAttr, type AttrMigrations } from './attr-steps.js';
import { kpiAttrMigrations } from './kpi-migrations.js';

/** The attribute migrations of the types that have any, by type (attr-steps.ts). */
export const WIDGET_ATTR_MIGRATIONS: Readonly<Record<string, AttrMigrations>> = {
  'kpi.number': kpiAttrMigrations,
};

const migrationsOf = (type: string): AttrMigrations | undefined =>
  Object.hasOwn(WIDGET_ATTR_MIGRATIONS, type) ? WIDGET_ATTR_MIGRATIONS[type] : undefined;

/** A stored widget with its attributes at its type's current version. */
export function migrateWidget<T extends { type: string; attr: Record<string, unknown>; attrVersion?: number }>(
  widget: T,
): T {
  return migrateAttr(widget, migrationsOf(widget.type));
}

/**
 * A widget as it is written: stamped with its type's current attribute version (none at 1),
 * whatever version the writer claimed, since writers hold widgets read through the migrations.
 */
export function stampAttrVersion(widget: Widget): Widget {
  const version = currentAttrVersion(migrationsOf(widget.type));
  const stamped: Widget = { ...widget, attrVersion: version };
  if (version === 1) delete stamped.attrVersion;
  return stamped;
}
