/**
 * Migrations of one widget type's attributes, declared beside the type's schema (`kpi-migrations.ts`…) and
 * collected by type in `WIDGET_ATTR_MIGRATIONS` (attr-migrations.ts). A widget records the version of
 * its attributes in `attrVersion` (absent: 1); every reader of stored widgets (`migrate` for whole
 * documents, the widget items' reader) brings them up to the type's current version, and every
 * write of a widget item stamps that version. The screen document's own steps
 * (`shared/screen/migrations/`) change the document's shape; these change what one type means by
 * its attributes.
 */
export interface AttrMigration {
  /** The version this step brings the attributes to; the first step of a type is 2. */
  to: number;
  up(attr: Record<string, unknown>): Record<string, unknown>;
}

/** A type's steps, in order: each `to` one more than the last, from 2. */
export type AttrMigrations = readonly AttrMigration[];

/** The version a type's attributes are written at: its last step's, or 1. */
export function currentAttrVersion(steps: AttrMigrations | undefined): number {
  return steps?.at(-1)?.to ?? 1;
}

/** A widget's attributes brought from `attrVersion` to its type's current version. */
export function migrateAttr<T extends { attr: Record<string, unknown>; attrVersion?: number }>(
  widget: T,
  steps: AttrMigrations | undefined,
): T {
  const from = widget.attrVersion ?? 1;
  const due = steps?.filter((step) => step.to > from) ?? [];
  if (due.length === 0) return widget;
  let attr = widget.attr;
  for (const step of due) attr = step.up(attr);
  return { ...widget, attr, attrVersion: currentAttrVersion(steps) };
}
