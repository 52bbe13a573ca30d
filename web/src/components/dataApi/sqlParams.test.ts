import { describe, expect, it } from 'vitest';
import { checkParams, sqlParamNames } from './sqlParams';

describe('sqlParamNames', () => {
  it('finds each :name once, in order of first use', () => {
    expect(sqlParamNames('SELECT * FROM t WHERE d >= :start AND d < :end OR d = :start')).toEqual(['start', 'end']);
  });

  it('skips PostgreSQL casts, strings, identifiers, dollar quotes and nested comments', () => {
    const sql = [
      'SELECT created_at::date, \':quoted\', "col:x" -- :comment',
      '/* :block /* :nested */ :still */ FROM t',
      "WHERE $tag$ :dollar $tag$ = :real AND x = E'it\\'s :esc' AND y = :other",
    ].join('\n');
    expect(sqlParamNames(sql, 'postgresql')).toEqual(['real', 'other']);
  });

  it('skips MySQL backticks, # comments, backslash escapes and := assignments', () => {
    const sql = "SELECT @n := 1, `b:y`, 'it\\'s :esc', \"s:q\" # :hash\nFROM t WHERE a = :real";
    expect(sqlParamNames(sql, 'mariadb')).toEqual(['real']);
  });

  it('reads IN (:ids) and names next to punctuation', () => {
    expect(sqlParamNames('WHERE id IN (:ids) AND (:flag) AND a=:a,:b')).toEqual(['ids', 'flag', 'a', 'b']);
  });

  it('reads a name after any colon that is not a cast, as the server does', () => {
    expect(sqlParamNames("SELECT a[1:n], 'x' : y FROM t")).toEqual(['n']);
  });

  it('survives an unterminated quote or comment', () => {
    expect(sqlParamNames("SELECT :a, 'open")).toEqual(['a']);
    expect(sqlParamNames('SELECT :a /* open')).toEqual(['a']);
  });
});

describe('checkParams', () => {
  it('tells the undeclared names in the SQL from the declared ones it never uses', () => {
    const result = checkParams('SELECT * FROM t WHERE d BETWEEN :start AND :end', [
      { name: 'start' },
      { name: 'limit' },
    ]);
    expect(result).toEqual({ undeclared: ['end'], unused: ['limit'] });
  });

  it('is clean when they match', () => {
    expect(checkParams('SELECT :a', [{ name: 'a' }])).toEqual({ undeclared: [], unused: [] });
  });
});
