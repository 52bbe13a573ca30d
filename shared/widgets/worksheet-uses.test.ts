import { describe, expect, it } from 'vitest';
import { boundWorksheetId, boundWorksheetIds } from './worksheet-uses.js';

const bound = (worksheetId: string) => ({
  data: {
    source: 'worksheet',
    worksheet: { worksheet_id: worksheetId, dimension: 'region', measures: [{ field: 'sales', agg: 'sum' }] },
  },
});

describe('the worksheets widgets read', () => {
  it('is the id of a worksheet binding the schema takes, and nothing else', () => {
    expect(boundWorksheetId(bound('ws_1'))).toBe('ws_1');
    expect(boundWorksheetId({ data: {} })).toBeUndefined();
    expect(boundWorksheetId({ data: { source: 'api', api: { api_id: 'ws_1' } } })).toBeUndefined();
    // A binding no run would take (an id unfit for a key) holds nothing.
    expect(boundWorksheetId(bound('a#b'))).toBeUndefined();
    expect(boundWorksheetId({ data: { source: 'worksheet' } })).toBeUndefined();
  });

  it('lists each worksheet of a document once', () => {
    const widgets = { a: bound('ws_2'), b: bound('ws_1'), c: bound('ws_2'), d: { data: { source: 'static' } } };
    expect(boundWorksheetIds({ widgets })).toEqual(['ws_1', 'ws_2']);
  });
});
