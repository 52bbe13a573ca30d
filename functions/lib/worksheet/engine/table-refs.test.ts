import { describe, expect, it } from 'vitest';
import { SqlFailure } from '../../sql/failure.js';
import { parseSelect } from './duckdb/parse.js';
import { checkTableRefs } from './table-refs.js';

const TABLES = ['ws_sales', 'ws_regions'];

async function refusal(statement: string): Promise<string | undefined> {
  try {
    checkTableRefs(await parseSelect(statement), TABLES);
    return undefined;
  } catch (error) {
    if (error instanceof SqlFailure) return error.data.message;
    throw error;
  }
}

describe('worksheet statements', () => {
  it.each([
    'SELECT region, count(*) FROM ws_sales GROUP BY region',
    'select * from WS_SALES s join "ws_regions" r using (region)',
    'WITH recent AS (SELECT * FROM ws_sales WHERE day > ?) SELECT * FROM recent',
    'SELECT * FROM ws_sales WHERE region IN (SELECT region FROM ws_regions)',
    'SELECT x FROM UNNEST([1, 2]) AS t(x)',
    'FROM ws_sales SELECT region',
    'VALUES (1), (2)',
    '(SELECT 1) UNION ALL (SELECT 2)',
  ])('accepts %s', async (statement) => {
    expect(await refusal(statement)).toBeUndefined();
  });

  it.each([
    ['SELECT * FROM ws_other', "table ws_other is not one of the query's worksheets"],
    ['SELECT * FROM other_db.ws_sales', "table other_db.ws_sales is not one of the query's worksheets"],
    [
      'SELECT * FROM main.information_schema.tables',
      "table main.information_schema.tables is not one of the query's worksheets",
    ],
    ["SELECT * FROM read_csv('/etc/passwd')", 'table function read_csv may not be used'],
    ["SELECT * FROM '/etc/passwd'", "table /etc/passwd is not one of the query's worksheets"],
    ['SELECT * FROM duckdb_settings()', 'table function duckdb_settings may not be used'],
    ['SHOW TABLES', 'table function show may not be used'],
    ['SELECT 1; SELECT 2', 'only one statement may be run'],
    ['PRAGMA database_list', 'only a SELECT statement may be run'],
    ['DELETE FROM ws_sales', 'only a SELECT statement may be run'],
    ["COPY ws_sales TO '/tmp/x.csv'", 'only a SELECT statement may be run'],
  ])('refuses %s', async (statement, message) => {
    expect(await refusal(statement)).toBe(message);
  });
});
