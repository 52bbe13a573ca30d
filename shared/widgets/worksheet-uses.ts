import { worksheetBindingSchema } from './data.js';

/**
 * Which worksheet a widget reads (a worksheet in use cannot be removed). Only a binding
 * the schema accepts counts, as only such a binding ever runs (the editor, a share); the id is the
 * schema's (letters, digits, `_`, `-`), safe inside a key.
 */
export function boundWorksheetId(widget: { data: Record<string, unknown> }): string | undefined {
  if (widget.data.source !== 'worksheet') return undefined;
  const parsed = worksheetBindingSchema.safeParse(widget.data);
  return parsed.success ? parsed.data.worksheet.worksheet_id : undefined;
}

/** The worksheets the widgets of a document read, each once, sorted. */
export function boundWorksheetIds(document: { widgets: Record<string, { data: Record<string, unknown> }> }): string[] {
  const ids = new Set<string>();
  for (const widget of Object.values(document.widgets)) {
    const id = boundWorksheetId(widget);
    if (id !== undefined) ids.add(id);
  }
  return [...ids].sort();
}
