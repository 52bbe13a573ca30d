import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { DEFAULT_UPDATE } from '../updateSettings';
import {
  addPayload,
  databaseDraftReady,
  databaseSource,
  DEFAULT_READING,
  fileFormat,
  fieldOrigin,
  fileSource,
  stepsFor,
  suggestedName,
} from './wizardModel';

const upload = { key: 'uploads/t/u/worksheet/abc.csv', filename: '销售 2026.csv', format: 'csv' as const };

describe('the add wizard', () => {
  it('reads a file before its fields; a database extract goes straight to them', () => {
    expect(stepsFor('file')).toEqual(['source', 'reading', 'fields', 'update']);
    expect(stepsFor('database')).toEqual(['source', 'fields', 'update']);
  });

  it('names the format by extension and suggests the name without it', () => {
    expect(fileFormat('Book.XLSX')).toBe('xlsx');
    expect(fileFormat('a.csv')).toBe('csv');
    expect(suggestedName('销售 2026.csv')).toBe('销售 2026');
    expect(suggestedName(`${'x'.repeat(60)}.xlsx`)).toHaveLength(50);
  });

  it("shows a file field's source by the file's own header, by number only when that cell is empty", () => {
    const headers = ['订单日期', '', '  Unit\n price ', 'Total'];
    // The names were made unique and edited; the source stays the file's header.
    expect(fieldOrigin({ name: 'day', type: 'date', source: 0 }, headers)).toEqual({
      kind: 'header',
      text: '订单日期',
    });
    expect(fieldOrigin({ name: 'column_2', type: 'text', source: 1 }, headers)).toEqual({ kind: 'column', n: 2 });
    expect(fieldOrigin({ name: 'price', type: 'decimal', source: 2 }, headers)).toEqual({
      kind: 'header',
      text: 'Unit price',
    });
    expect(fieldOrigin({ name: 'x', type: 'text', source: 7 }, headers)).toEqual({ kind: 'column', n: 8 });
    expect(fieldOrigin({ name: 'x', type: 'text', source: 0 })).toEqual({ kind: 'column', n: 1 });
    // An extract's field comes from its column, by name.
    expect(fieldOrigin({ name: 'amount', type: 'decimal', source: 'AMOUNT' })).toEqual({
      kind: 'header',
      text: 'AMOUNT',
    });
  });

  it('builds the add payload of a file with its reading', () => {
    const result = addPayload({
      name: ' Sales ',
      group_id: '',
      source: fileSource(upload, { ...DEFAULT_READING, encoding: 'gb18030' }),
      fields: [
        { name: ' day ', type: 'date', source: 0 },
        { name: 'amount', type: 'decimal', source: 1 },
      ],
      update: DEFAULT_UPDATE,
    });
    expect(result).toEqual({
      ok: true,
      input: {
        name: 'Sales',
        group_id: '',
        source: {
          kind: 'csv',
          upload_key: upload.key,
          filename: upload.filename,
          reading: { ...DEFAULT_READING, encoding: 'gb18030' },
        },
        fields: [
          { name: 'day', type: 'date', source: 0 },
          { name: 'amount', type: 'decimal', source: 1 },
        ],
        update: DEFAULT_UPDATE,
      },
    });
  });

  it('refuses duplicate fields and an incremental file with their catalogue codes', () => {
    const result = addPayload({
      name: 'Sales',
      group_id: '',
      source: fileSource(upload, DEFAULT_READING),
      fields: [
        { name: 'Day', type: 'date', source: 0 },
        { name: 'day', type: 'text', source: 1 },
      ],
      update: { ...DEFAULT_UPDATE, mode: 'incremental', interval: 5, unit: 'minute', incremental_column: 'day' },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toContainEqual({ path: 'fields', code: ErrorCode.WORKSHEET_FIELD_DUPLICATE });
    expect(result.issues).toContainEqual({ path: 'update.mode', code: ErrorCode.WORKSHEET_INCREMENTAL_UNSUPPORTED });
  });

  it('makes a table or SQL source from the database step', () => {
    const table = { mode: 'table' as const, datasource_id: 'ds1', schema: 'public', table: '' };
    expect(databaseDraftReady(table)).toBe(false);
    expect(databaseDraftReady({ ...table, table: 'orders' })).toBe(true);
    expect(databaseSource({ ...table, table: 'orders' })).toEqual({
      kind: 'table',
      datasource_id: 'ds1',
      schema: 'public',
      table: 'orders',
    });
    const sql = { mode: 'sql' as const, datasource_id: 'ds1', sql: '  ' };
    expect(databaseDraftReady(sql)).toBe(false);
    expect(databaseSource({ ...sql, sql: 'select 1' })).toEqual({ kind: 'sql', datasource_id: 'ds1', sql: 'select 1' });
  });
});
