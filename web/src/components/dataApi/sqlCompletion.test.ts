import { CompletionContext } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { SqlCatalog } from './sqlCatalog';
import { sqlCompletionSource } from './sqlCompletion';

const catalog = new SqlCatalog(
  {
    tables: () => Promise.resolve(['daily_sales', 'Order Items']),
    columns: (_, table) =>
      Promise.resolve(table === 'daily_sales' ? [{ name: 'amount', type: 'numeric' }] : [{ name: 'Qty', type: 'int' }]),
  },
  'public',
);
const source = sqlCompletionSource({ catalog, params: () => ['start', 'end'] }, () => 'postgresql');

async function complete(doc: string, explicit = false) {
  const state = EditorState.create({ doc });
  const result = await source(new CompletionContext(state, doc.length, explicit));
  return result && { from: result.from, labels: result.options.map((option) => option.label) };
}

describe('SQL completion', () => {
  it('offers the schema’s tables for a word, quoted where the dialect needs it', async () => {
    expect(await complete('SELECT * FROM dai')).toEqual({ from: 14, labels: ['daily_sales', '"Order Items"'] });
  });

  it('offers a table’s columns after its name and a dot', async () => {
    expect(await complete('SELECT daily_sales.am')).toEqual({ from: 19, labels: ['amount'] });
    expect(await complete('SELECT nowhere.am')).toBeNull();
  });

  it('offers the columns of the tables the statement names', async () => {
    const named = new SqlCatalog(
      {
        tables: () => Promise.resolve(['daily_sales', 'other']),
        columns: (_, table) => Promise.resolve([{ name: `${table}_col`, type: 'text' }]),
      },
      'public',
    );
    const own = sqlCompletionSource({ catalog: named, params: () => [] }, () => 'postgresql');
    const doc = 'SELECT * FROM daily_sales WHERE da';
    const result = await own(new CompletionContext(EditorState.create({ doc }), doc.length, false));
    const labels = result?.options.map((option) => option.label);
    expect(labels).toContain('daily_sales_col');
    expect(labels).not.toContain('other_col');
  });

  it('offers the declared parameters after a colon, not after a cast', async () => {
    expect(await complete('WHERE day >= :st')).toEqual({ from: 13, labels: [':start', ':end'] });
    expect((await complete('SELECT x::te'))?.labels).not.toContain(':start');
  });

  it('stays quiet on whitespace unless asked', async () => {
    expect(await complete('SELECT ')).toBeNull();
    expect((await complete('SELECT ', true))?.labels).toContain('daily_sales');
  });
});
