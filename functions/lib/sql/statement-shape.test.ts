import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { checkQueryShape, leadingKeyword, type QueryShape } from './statement-shape.js';

/** What the check threw for `statement`, or undefined. */
function refusal(statement: string, shape: QueryShape): unknown {
  try {
    checkQueryShape(statement, shape);
    return undefined;
  } catch (error) {
    return error;
  }
}

const MYSQL: QueryShape = { keywords: ['SELECT', 'WITH', 'VALUES', 'TABLE'], hashComments: true };
const POSTGRESQL: QueryShape = { keywords: ['SELECT', 'WITH', 'VALUES', 'TABLE'], hashComments: false };

describe('the leading keyword', () => {
  it.each([
    ['SELECT 1', 'SELECT'],
    ['  \n\tselect 1', 'SELECT'],
    ['/* a */ -- b\n  WITH x AS (SELECT 1) SELECT * FROM x', 'WITH'],
    ['((SELECT 1) UNION (SELECT 2))', 'SELECT'],
    ['-- only a comment', undefined],
    ['', undefined],
    ["'SELECT'", undefined],
    ['BEGIN NOT ATOMIC COMMIT; END', 'BEGIN'],
  ])('of %j is %s', (statement, keyword) => {
    expect(leadingKeyword(statement, false)).toBe(keyword);
  });

  it('skips # comments only where the engine has them', () => {
    expect(leadingKeyword('# note\nSELECT 1', true)).toBe('SELECT');
    expect(leadingKeyword('# note\nSELECT 1', false)).toBeUndefined();
  });

  it('never skips an executable comment, an unended comment or one that holds another', () => {
    for (const statement of [
      '/*! DELETE FROM t */ SELECT 1',
      '/*!50000 SELECT 1 */',
      '/*M!100000 BEGIN NOT ATOMIC COMMIT; END */ SELECT 1',
      '/*+ hint */ SELECT 1',
      '/* unended SELECT 1',
      '/* a /* nested */ DELETE FROM t; */ SELECT 1',
    ])
      expect(leadingKeyword(statement, true), statement).toBeUndefined();
  });

  it('reads a long run of comments and spaces in linear time', () => {
    const statement = `${'/* x */ -- y\n '.repeat(20_000)}SELECT 1`;
    const started = performance.now();
    expect(leadingKeyword(statement, true)).toBe('SELECT');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('the query shape check', () => {
  it.each([
    'BEGIN NOT ATOMIC COMMIT; SET SESSION TRANSACTION READ WRITE; INSERT INTO t VALUES (1); END',
    '/* x */ BEGIN NOT ATOMIC DELETE FROM t; END',
    'IF 1 THEN COMMIT; END IF',
    'COMMIT',
    'ROLLBACK',
    'SET SESSION TRANSACTION READ WRITE',
    'SET STATEMENT max_statement_time = 0 FOR SELECT SLEEP(9)',
    'CALL p()',
    'DO SLEEP(1)',
    'HANDLER t OPEN',
    'KILL 1',
    "LOAD DATA INFILE '/etc/passwd' INTO TABLE t",
    "PREPARE s FROM 'DELETE FROM t'",
    "EXECUTE IMMEDIATE 'DELETE FROM t'",
    'DELETE FROM t',
    'SHOW TABLES',
  ])('refuses %j on MySQL and MariaDB before it reaches the server', (statement) => {
    expect(refusal(statement, MYSQL)).toMatchObject({
      code: ErrorCode.SQL_ERROR,
      data: { message: expect.stringMatching(/^only a query/) },
    });
  });

  it.each([
    'DO $$ BEGIN COMMIT; END $$',
    'BEGIN; DELETE FROM t; COMMIT',
    'COPY t TO STDOUT',
    'EXPLAIN ANALYZE DELETE FROM t',
  ])('refuses %j on PostgreSQL', (statement) => {
    expect(refusal(statement, POSTGRESQL)).toMatchObject({ data: { message: expect.stringMatching(/^only a query/) } });
  });

  it.each(['SELECT 1', 'with x as (select 1) select * from x', 'VALUES (1)', 'TABLE t', '(SELECT 1) UNION SELECT 2'])(
    'lets %j through',
    (statement) => {
      expect(refusal(statement, MYSQL)).toBeUndefined();
    },
  );

  it('names the refused word', () => {
    expect(refusal('call p()', MYSQL)).toMatchObject({
      data: { message: expect.stringMatching(/: CALL is refused$/) },
    });
  });
});
