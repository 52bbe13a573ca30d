import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { DEFAULT_UPDATE, modeChoices, settingsFor, updateIssues } from './updateSettings';

describe('update settings', () => {
  it('offers files only a one-time load or no automatic update', () => {
    expect(
      modeChoices('csv')
        .filter((choice) => choice.refused === null)
        .map((choice) => choice.mode),
    ).toEqual(['once', 'none']);
    expect(modeChoices('xlsx').find((choice) => choice.mode === 'incremental')?.refused).toBe(
      ErrorCode.WORKSHEET_INCREMENTAL_UNSUPPORTED,
    );
    expect(modeChoices('table').every((choice) => choice.refused === null)).toBe(true);
  });

  it('refuses an interval under 60 seconds and a scheduled mode without its column', () => {
    const update = { ...DEFAULT_UPDATE, mode: 'full_incremental' as const, interval: 30, unit: 'second' as const };
    expect(updateIssues(update, 'table')).toEqual({
      interval: ErrorCode.WORKSHEET_INTERVAL_TOO_SHORT,
      incremental_column: ErrorCode.WORKSHEET_INCREMENTAL_COLUMN_REQUIRED,
    });
    expect(updateIssues({ ...update, interval: 1, unit: 'minute', incremental_column: 'id' }, 'sql')).toEqual({});
  });

  it('says a file cannot update incrementally', () => {
    expect(updateIssues({ ...DEFAULT_UPDATE, mode: 'incremental', incremental_column: 'id' }, 'csv')).toEqual({
      mode: ErrorCode.WORKSHEET_INCREMENTAL_UNSUPPORTED,
    });
    expect(updateIssues(DEFAULT_UPDATE, 'csv')).toEqual({});
  });

  it('falls back to a one-time load when the source turns out to be a file', () => {
    expect(settingsFor({ ...DEFAULT_UPDATE, mode: 'incremental' }, 'xlsx').mode).toBe('once');
    expect(settingsFor({ ...DEFAULT_UPDATE, mode: 'none' }, 'csv').mode).toBe('none');
    expect(settingsFor({ ...DEFAULT_UPDATE, mode: 'incremental' }, 'table').mode).toBe('incremental');
  });
});
