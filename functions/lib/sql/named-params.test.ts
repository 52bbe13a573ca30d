import { describe, expect, it } from 'vitest';
import { namedParamsOf } from '../../../shared/datasource/sql-params.js';
import { bindNamed } from './named-params.js';

describe('named parameters', () => {
  it('binds each use with the dialect placeholder', () => {
    const sql = 'SELECT * FROM t WHERE a >= :from AND a < :to AND b = :from';
    expect(bindNamed(sql, 'postgresql', { from: '2024-01-01', to: '2024-02-01' })).toEqual({
      text: 'SELECT * FROM t WHERE a >= $1 AND a < $2 AND b = $3',
      params: ['2024-01-01', '2024-02-01', '2024-01-01'],
    });
    expect(bindNamed(sql, 'mysql', { from: 'x', to: 'y' })).toEqual({
      text: 'SELECT * FROM t WHERE a >= ? AND a < ? AND b = ?',
      params: ['x', 'y', 'x'],
    });
  });

  it('expands a list to one placeholder per item, and an empty list to NULL', () => {
    expect(bindNamed('SELECT 1 WHERE id IN (:ids) AND k = :k', 'postgresql', { ids: [3, 4, 5], k: 'a' })).toEqual({
      text: 'SELECT 1 WHERE id IN ($1, $2, $3) AND k = $4',
      params: [3, 4, 5, 'a'],
    });
    expect(bindNamed('SELECT 1 WHERE id IN (:ids)', 'mariadb', { ids: [] })).toEqual({
      text: 'SELECT 1 WHERE id IN (?)',
      params: [null],
    });
  });

  it('leaves casts and assignments alone', () => {
    expect(bindNamed('SELECT :d::date, x::text, @v := 1', 'postgresql', { d: '2024-01-01' })).toEqual({
      text: 'SELECT $1::date, x::text, @v := 1',
      params: ['2024-01-01'],
    });
    expect(namedParamsOf('SELECT @v:=1', 'mysql')).toEqual([]);
  });

  it('skips quoted text, identifiers, dollar quotes and comments', () => {
    const pg = `SELECT ':a', 'it''s :b', "col:c", $$ :d $$, $fn$ :e $x$ $fn$, E'\\' :f' -- :g
      /* :h /* :i */ :j */ , :real`;
    expect(namedParamsOf(pg, 'postgresql')).toEqual(['real']);
    const my = "SELECT ':a', 'x\\' :b', \"s :c\", `id:d`, :real # :e\n/* :f */ -- :g\n, :two";
    expect(namedParamsOf(my, 'mysql')).toEqual(['real', 'two']);
  });

  it('does not take a dollar inside a name for a dollar quote', () => {
    expect(namedParamsOf('SELECT a$b$ FROM t WHERE x = :x', 'postgresql')).toEqual(['x']);
    expect(namedParamsOf('SELECT $1, :y', 'postgresql')).toEqual(['y']);
  });

  it('treats backslashes as plain in standard PostgreSQL strings', () => {
    expect(namedParamsOf("SELECT 'a\\', :x", 'postgresql')).toEqual(['x']);
  });

  it('names parameters once each, in first-use order, and ignores digits after a colon', () => {
    expect(namedParamsOf('SELECT :b, :a, :b, arr[1:2]', 'postgresql')).toEqual(['b', 'a']);
  });

  it('never writes a value into the text', () => {
    const value = "x'; DROP TABLE t; --";
    const bound = bindNamed('SELECT * FROM t WHERE a = :v', 'mysql', { v: value });
    expect(bound.text).toBe('SELECT * FROM t WHERE a = ?');
    expect(bound.params).toEqual([value]);
  });

  it('refuses a name it has no value for', () => {
    expect(() => bindNamed('SELECT :missing', 'postgresql', {})).toThrow(/missing/);
  });

  it('keeps an unterminated quote or comment as text', () => {
    expect(namedParamsOf("SELECT ':a", 'postgresql')).toEqual([]);
    expect(namedParamsOf('SELECT 1 /* :a', 'mysql')).toEqual([]);
    expect(namedParamsOf('SELECT $q$ :a', 'postgresql')).toEqual([]);
  });

  it('finds MongoDB parameters outside JSON strings, and takes :true, :false, :null for JSON values', () => {
    const query =
      '{"collection":"o","find":{"a":null,"b":true,"c":false,"label":":x","d": :nullable,"e":{"$gte": :from}}}';
    expect(namedParamsOf(query, 'mongodb')).toEqual(['nullable', 'from']);
    expect(namedParamsOf('{"a":"\\":x"}', 'mongodb')).toEqual([]);
    expect(namedParamsOf('{"a":"\\\\", "b": :x}', 'mongodb')).toEqual(['x']);
    // In SQL a :null is still a parameter (MySQL has no JSON literals there).
    expect(namedParamsOf('SELECT :null', 'mysql')).toEqual(['null']);
  });

  it("skips Oracle q'…' strings, whatever their delimiter, and only on Oracle", () => {
    const sql = "SELECT q'[it's :a]', Nq'{:b}', q'!x:c!' FROM t WHERE k = :k";
    expect(namedParamsOf(sql, 'oracle')).toEqual(['k']);
    expect(bindNamed(sql, 'oracle', { k: 1 })).toEqual({
      text: "SELECT q'[it's :a]', Nq'{:b}', q'!x:c!' FROM t WHERE k = :1",
      params: [1],
    });
    // A name ending in q is no prefix: 'seq' then a plain string.
    expect(namedParamsOf("SELECT seq':x' FROM t WHERE k = :k", 'oracle')).toEqual(['k']);
    // PostgreSQL has no q-quote: the ' opens an ordinary string.
    expect(namedParamsOf("SELECT q'[it's :a]' WHERE k = :k", 'postgresql')).toEqual(['a']);
  });
});
