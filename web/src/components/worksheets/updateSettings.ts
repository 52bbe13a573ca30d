import {
  canUpdateIncrementally,
  UPDATE_MODES,
  updateSettingsSchema,
  type SourceKind,
  type UpdateMode,
  type UpdateSettings,
} from '../../../../shared/datasource/worksheet.js';
import { ErrorCode, type ErrorCodeValue } from '../../../../shared/errors/catalogue.js';
import { fieldErrors } from '../../../../shared/validation/issues.js';

export const DEFAULT_UPDATE: UpdateSettings = {
  mode: 'once',
  interval: 1,
  unit: 'hour',
  incremental_column: '',
  full_every: 24,
};

/** Modes that run on a schedule and read "rows after" a column. */
export const isScheduledMode = (mode: UpdateMode): boolean => mode !== 'once' && mode !== 'none';

/** Every mode, with the code that says why a source cannot use it (files cannot update incrementally). */
export function modeChoices(kind: SourceKind): Array<{ mode: UpdateMode; refused: ErrorCodeValue | null }> {
  return UPDATE_MODES.map((mode) => ({
    mode,
    refused:
      isScheduledMode(mode) && !canUpdateIncrementally(kind) ? ErrorCode.WORKSHEET_INCREMENTAL_UNSUPPORTED : null,
  }));
}

export type UpdateIssues = Partial<Record<'mode' | 'interval' | 'incremental_column' | 'full_every', ErrorCodeValue>>;

/** The update settings' problems by field, from the act's schema and the source's kind. */
export function updateIssues(update: UpdateSettings, kind: SourceKind): UpdateIssues {
  const issues: UpdateIssues = {};
  const refused = modeChoices(kind).find((choice) => choice.mode === update.mode)?.refused;
  if (refused) issues.mode = refused;
  const checked = updateSettingsSchema.safeParse(update);
  if (!checked.success)
    for (const { path, code } of fieldErrors(checked.error, update)) {
      const key = path.split('.')[0];
      if (key === 'mode' || key === 'interval' || key === 'incremental_column' || key === 'full_every')
        issues[key] ??= code;
    }
  return issues;
}

/** Settings as a source allows them: a file keeps only once or none. */
export function settingsFor(update: UpdateSettings, kind: SourceKind): UpdateSettings {
  return canUpdateIncrementally(kind) || !isScheduledMode(update.mode) ? update : { ...update, mode: 'once' };
}
