import { ErrorCode } from '../../errors/catalogue.js';
import { migrateWidget } from '../../widgets/attr-migrations.js';
import { SCHEMA_VERSION, screenDocumentSchema, type ScreenDocument } from '../document.js';
import type { Migration } from './types.js';
import { v2 } from './v2.js';

/** The registry: one file per step, in order. */
export const MIGRATIONS: readonly Migration[] = [v2];

export class DocumentError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'DocumentError';
  }
}

function versionOf(document: unknown): number {
  const version = (document as { schemaVersion?: unknown } | null)?.schemaVersion;
  return typeof version === 'number' ? version : 1;
}

/** The widgets of a document of `version`: by the step from it, or, at the current version, by id. */
function widgetCount(document: unknown, version: number): number {
  const step = MIGRATIONS.find((m) => m.from === version);
  if (step) return step.widgetsIn(document);
  const widgets = (document as { widgets?: unknown } | null)?.widgets;
  return typeof widgets === 'object' && widgets !== null ? Object.keys(widgets).length : 0;
}

/**
 * Brings any stored or imported document to the current version and validates it, then each
 * widget's attributes to its type's current version (shared/widgets/attr-migrations.ts): the one
 * path both the handlers and the SPA use. A step that would lose widgets fails instead.
 */
export function migrate(document: unknown): ScreenDocument {
  let version = versionOf(document);
  if (version > SCHEMA_VERSION)
    throw new DocumentError(ErrorCode.IMPORT_INVALID, `schema version ${version} is newer than ${SCHEMA_VERSION}`);
  let current = document;
  while (version < SCHEMA_VERSION) {
    const step = MIGRATIONS.find((m) => m.from === version);
    if (!step) throw new DocumentError(ErrorCode.IMPORT_INVALID, `no migration from version ${version}`);
    const before = step.widgetsIn(current);
    current = step.up(current);
    if (widgetCount(current, step.to) < before) {
      throw new DocumentError(ErrorCode.IMPORT_INVALID, `migration to v${step.to} would drop widgets`);
    }
    version = step.to;
  }
  const parsed = screenDocumentSchema.safeParse(current);
  if (!parsed.success) throw new DocumentError(ErrorCode.IMPORT_INVALID, parsed.error.message);
  const widgets = Object.fromEntries(Object.entries(parsed.data.widgets).map(([id, w]) => [id, migrateWidget(w)]));
  return { ...parsed.data, widgets };
}
